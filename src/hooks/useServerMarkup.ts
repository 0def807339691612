import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** A layout effect in the browser; on the server (where React warns about layout effects) a no-op effect. */
const useBrowserLayoutEffect = ExecutionEnvironment.canUseDOM ? useLayoutEffect : useEffect;

/**
 * Whether the element behind `ref` should keep the markup the server rendered
 * for it, instead of React building it again: true for an element that is
 * part of the page React hydrates when it first loads, false on the server and
 * for everything mounted after that first render, such as a page reached by
 * a link. Docusaurus' `useIsBrowser()` tells the two apart: it is false until
 * the app has mounted once.
 *
 * While true, render the element with `dangerouslySetInnerHTML={{ __html: '' }}`
 * (and `suppressHydrationWarning`): React hydrates the element itself but
 * never looks at its children, so the server's children stay as they are,
 * at no cost; the same props on later renders change nothing.
 *
 * If the element turns out to be empty (React rendered it without server
 * markup: `npm start`, which renders in the browser from scratch, or a
 * hydration mismatch), the hook turns false before the browser paints, so the
 * caller renders the children itself. (Docusaurus' internal
 * `process.env.HYDRATE_CLIENT_ENTRY` would spare `npm start` that second
 * render; it is true in every production build, so reading it bought nothing
 * there and tied this hook to an internal.)
 */
export function useServerMarkup(ref: RefObject<Element | null>): boolean {
  const isBrowser = useIsBrowser();
  const [keep, setKeep] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  useBrowserLayoutEffect(() => {
    if (keep && !ref.current?.hasChildNodes()) setKeep(false);
  }, [keep, ref]);
  return keep;
}
