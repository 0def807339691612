/**
 * `next` is not a dependency of this site. This declares the one call the FAQ's
 * Next.js snippet makes, with the same shape as Next's own types, so the
 * snippet is type-checked like every other one.
 */
declare module 'next/dynamic' {
  import type { ComponentType, ReactNode } from 'react';

  interface DynamicOptions {
    /** `false` renders the component in the browser only. */
    ssr?: boolean;
    /** Shown while the component's code loads. */
    loading?: () => ReactNode;
  }

  export default function dynamic<P = object>(
    loader: () => Promise<ComponentType<P> | { default: ComponentType<P> }>,
    options?: DynamicOptions,
  ): ComponentType<P>;
}
