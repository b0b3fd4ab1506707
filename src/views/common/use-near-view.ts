import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` px of the viewport's bottom (an
 * IntersectionObserver; at once where there is none), and from then on. For a part below the
 * fold of every page: its code and drawing wait until the player scrolls towards it, instead
 * of joining the first screen's JavaScript and blocking time (issue #21).
 */
export function useNearView(ref: RefObject<Element | null>, margin: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `0px 0px ${margin}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
