/** `!!raw-loader!` imports give a module's source text (used to show code that also runs). */
declare module '!!raw-loader!*' {
  const source: string;
  export default source;
}

/** The one react-dom entry the site calls itself (no @types/react-dom is installed). */
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export function createRoot(container: Element): { render(children: ReactNode): void; unmount(): void };
}

/** Prism's core, which src/prism uses directly (prismjs ships no types): only what the site calls. */
declare module 'prismjs/components/prism-core' {
  export interface PrismToken {
    type: string;
    content: string | PrismToken | (string | PrismToken)[];
    alias?: string | string[];
  }
  const Prism: {
    languages: Record<string, object | undefined>;
    tokenize(code: string, grammar: object): (string | PrismToken)[];
    hooks: { run(name: string, env: object): void };
  };
  export default Prism;
}

/** The one react-dom/server call the unit tests make (@types/react-dom is not installed). */
declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactElement): string;
}

/** The error index's messages, written by plugins/error-messages at build time. */
declare module '@generated/error-messages/default/errorIndex.json' {
  const data: import('../plugins/error-messages').ErrorIndexData;
  export default data;
}
