import type { ReactNode } from 'react';
import siteConfig from '@generated/docusaurus.config';
import type { ExampleDefinition } from '@site/plugins/examples/types';
import { CodeToolbar } from './CodeToolbar';

interface ExampleToolbarProps {
  example: ExampleDefinition;
  title: string;
  /** The code as the editor shows it (the example's own before the live part loads). */
  code: string;
  /** The toolbar does something: nothing before the live example takes its place. */
  onReset?: () => void;
}

/**
 * An example's code toolbar. The static example (./index.tsx) shows it too, inert (no `onReset`): the
 * live one takes its place without moving the code below, and no menu opened in the static one closes
 * under the reader's pointer as it goes.
 */
export function ExampleToolbar({ example, title, code, onReset }: ExampleToolbarProps): ReactNode {
  const edited = code !== example.main.source;
  // Read when the reader picks a template: the project holds the code as it is at that moment.
  const spec = async () => {
    const { exampleSpec } = await import('@site/src/live/project/fromExample');
    const homepage = `${window.location.origin}${window.location.pathname}`;
    return exampleSpec({ example, code, title, baseUrl: siteConfig.baseUrl, homepage });
  };
  return (
    <CodeToolbar
      status={edited ? 'Edited: the graph runs your code.' : 'Edit the code below: the graph updates as you type.'}
      code={code}
      edited={edited}
      resetLabel="Reset"
      onReset={onReset}
      spec={spec}
      about={`${title} (${example.main.name})`}
    />
  );
}
