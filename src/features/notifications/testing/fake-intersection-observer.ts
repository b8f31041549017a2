/**
 * IntersectionObserver for jsdom (which has none): observers register here and a test says when
 * an element enters or leaves view. Like the real one, a callback only comes on a change the test
 * announces; nothing fires by itself.
 */
import { vi } from 'vitest';

class FakeIntersectionObserver implements IntersectionObserver {
  static readonly live = new Set<FakeIntersectionObserver>();
  readonly root: Element | Document | null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = options.root ?? null;
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  announce(target: Element, isIntersecting: boolean): void {
    const rect = target.getBoundingClientRect();
    const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0, time: performance.now(), boundingClientRect: rect, intersectionRect: rect, rootBounds: null };
    this.callback([entry as IntersectionObserverEntry], this);
  }
}

export interface IntersectionControl {
  /** Tells every observer of `target` that it entered (true) or left (false) the view. */
  setInView(target: Element, inView: boolean): void;
  /** Elements observed right now. */
  observed(): Element[];
}

/** Installs the fake as the global IntersectionObserver until `vi.unstubAllGlobals()`. */
export function installFakeIntersectionObserver(): IntersectionControl {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    setInView(target, inView) {
      for (const observer of [...FakeIntersectionObserver.live]) if (observer.targets.has(target)) observer.announce(target, inView);
    },
    observed: () => [...FakeIntersectionObserver.live].flatMap((observer) => [...observer.targets]),
  };
}
