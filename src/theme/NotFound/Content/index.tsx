/**
 * Wraps @theme-original/NotFound/Content (Docusaurus 3.7.0).
 *
 * Why: for an unknown path under /docs/, DocRoot renders this content without
 * the `Page Not Found` page title that the site-wide NotFound page sets, so the
 * browser tab read just "React Sigma". Setting the title here covers both.
 */
import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Content {...props} />
    </>
  );
}
