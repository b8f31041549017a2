/**
 * The height that lets a scroll box end at the bottom of the window: a windowed list scrolls
 * inside its own box (the virtualizer's scroll element) while the filters and the selection bar
 * above it stay in view, and the page itself does not scroll a second time. Follows window
 * resizes and changes above the box (an alert bar closing, the selection hint wrapping).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

const MIN_HEIGHT = 320;

export function useFillHeight(ref: RefObject<HTMLElement | null>, bottomGap: number): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    const fit = () => {
      const top = box.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - bottomGap)));
    };
    fit();
    window.addEventListener('resize', fit);
    // The body changes size when anything above the box does; our own height change settles at once.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [ref, bottomGap]);
  return height;
}
