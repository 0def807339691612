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
