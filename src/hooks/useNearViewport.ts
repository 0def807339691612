import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element behind the returned ref comes within `rootMargin` of
 * the viewport (and from then on). Where IntersectionObserver is missing, true
 * at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
