/**
 * Whether `target` is inside the visible part of `root` (a scroll box), from an
 * IntersectionObserver: no scroll handlers, no layout reads while scrolling. Without the API
 * (old browsers, jsdom) nothing is ever in view, so nothing loads by itself.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useInView(target: RefObject<Element | null>, root: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest !== undefined) setInView(latest.isIntersecting);
      },
      { root: root.current },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root]);
  return inView;
}
