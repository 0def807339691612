import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element behind the returned ref comes within `rootMargin` of
 * the viewport with at least `share` of it inside (0: any part of it), and
 * from then on. (The
 * share is checked with 1% to spare: at the crossing, browsers may report a
 * ratio a hair below the threshold that fired.) `initially`: the caller
 * already knows it is (it does not change what the first render shows).
 */
export function useNearViewport<T extends Element>(
  rootMargin: string,
  share = 0,
  initially = false,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    // Every browser the site supports (package.json browserslist) has IntersectionObserver.
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= share * 0.99) && setNear(true),
      { rootMargin, threshold: share },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin, share]);
  return [ref, near];
}
