/**
 * Menus whose button is on screen from the first paint but whose behaviour (Headless UI's focus,
 * keyboard and anchoring) comes with a chunk of its own (lazy-part.tsx), so neither the initial
 * JavaScript nor the first paint carries or waits for any of it. Until the person shows they may
 * use the menu, its face (its button's look, label and content) is drawn in a plain button, and
 * nothing is fetched: the chunk is asked for when the pointer comes over the button, when it takes
 * the focus (Tab), or on a click (a touch), and otherwise when the browser is idle after the page
 * has loaded (preloadLazyPartsWhenIdle). A click on the plain button is kept and the menu opens as
 * soon as it arrives (`useOpenOnArrival`), as is a press the real menu arrived in the middle of; the
 * focus moves to the real button the same way.
 *
 * The swap is a transition: while the chunk is on its way the plain button stays on screen, focused
 * and clickable, instead of a Suspense fallback replacing it.
 */
import { Suspense, useEffect, useRef, useState, useTransition, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';

/** What the menu's button shows, the same before and after its behaviour arrives. */
export interface MenuFace {
  readonly className: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
  readonly 'data-testid'?: string;
  readonly title?: string;
}

export interface DeferredMenuProps {
  readonly face: MenuFace;
  /** What was done to the placeholder: the menu takes it once mounted, once (a remount does not). */
  readonly openOnArrival: PendingClick;
}

/** A click on (or the focus of) the placeholder, kept until the real menu takes it. */
export interface PendingClick {
  /** True once after a click, then false until the next one. */
  take(): boolean;
  /** True once when the placeholder had the focus as the real menu arrived (and was not clicked). */
  takeFocus?(): boolean;
}

/**
 * `wrapperClassName`: the class of the element the real menu renders around its button (a
 * Headless UI Popover's div), so the placeholder takes the same room; none for a Menu (a fragment).
 */
export function deferredMenu<Props extends object>(
  load: () => Promise<ComponentType<Props & DeferredMenuProps>>,
  popup: 'menu' | 'dialog' = 'menu',
): ComponentType<Props & { face: MenuFace; wrapperClassName?: string }> {
  const Menu = lazyPart(load);
  return function DeferredMenu({ face, wrapperClassName, ...props }: Props & { face: MenuFace; wrapperClassName?: string }) {
    // A chunk already in (another menu's, or the idle preload's): the real menu from the start.
    const [wanted, setWanted] = useState(Menu.isLoaded);
    const [, startTransition] = useTransition();
    const placeholderRef = useRef<HTMLButtonElement>(null);
    // Not state: a click changes nothing on screen until the menu is in, and once taken a later
    // remount does not open it again.
    const [pending] = useState(() => {
      let clicked = false;
      let focused = false;
      return {
        click: () => void (clicked = true),
        noteFocus: () => void (focused = placeholderRef.current !== null && placeholderRef.current === placeholderRef.current.ownerDocument.activeElement),
        take: () => {
          const taken = clicked;
          clicked = false;
          return taken;
        },
        takeFocus: () => {
          const taken = focused;
          focused = false;
          return taken;
        },
      };
    });
    const want = () => startTransition(() => setWanted(true));
    const placeholder = (
      <button
        ref={placeholderRef}
        type="button"
        aria-haspopup={popup}
        aria-expanded={false}
        {...face}
        onPointerEnter={want}
        onFocus={want}
        // The press is the click: the real menu may replace this button between the press and the
        // release (a chunk already on its way after the pointer came over it), and a release on
        // another element than the press makes no click on either.
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          pending.click();
          want();
        }}
        onClick={() => {
          pending.click();
          want();
        }}
      />
    );
    const faceOnly = wrapperClassName === undefined ? placeholder : <div className={wrapperClassName}>{placeholder}</div>;
    // One boundary from the start: a transition that suspends inside a boundary already shown
    // keeps what it shows (the placeholder, focused) rather than a fallback.
    return (
      <Suspense fallback={faceOnly}>
        {wanted ? (
          <Arrival onArrive={pending.noteFocus}>
            <Menu {...(props as Props)} face={face} openOnArrival={pending} />
          </Arrival>
        ) : (
          faceOnly
        )}
      </Suspense>
    );
  };
}

/** Notes, as the real menu replaces the placeholder, whether the placeholder had the focus. */
function Arrival({ onArrive, children }: { onArrive: () => void; children: ReactNode }) {
  // Rendered only once the chunk is in (the Menu beside it no longer suspends): the placeholder
  // is still in the document during this render.
  const [noted] = useState(() => {
    onArrive();
    return true;
  });
  return noted ? children : null;
}

/** A ref for the real menu's button: clicked on mount when the placeholder was clicked, focused when it had the focus. */
export function useOpenOnArrival<E extends HTMLElement>(openOnArrival: PendingClick) {
  const button = useRef<E>(null);
  useEffect(() => {
    if (openOnArrival.take()) {
      button.current?.focus();
      button.current?.click();
    } else if (openOnArrival.takeFocus?.() === true) button.current?.focus();
  }, [openOnArrival]);
  return button;
}
