/**
 * Wraps @theme-original/DocItem/Content (Docusaurus 3.7.0).
 *
 * Why: every docs page gets a "Copy page as Markdown" button above its text, which copies the
 * page's Markdown copy (plugins/llms-txt) to the clipboard. The wrapped component is unchanged.
 */
import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { CopyPageMarkdown } from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
