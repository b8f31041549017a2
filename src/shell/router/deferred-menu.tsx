/**
 * Menus whose button is on screen from the first paint but whose behaviour (Headless UI's focus,
 * keyboard and anchoring) comes with a chunk of its own (lazy-part.tsx: fetched when the browser is
 * idle after the first paint, or when the menu first renders), so the initial JavaScript carries
 * none of it and the first paint does not wait for it. Until the chunk is in,
 * the menu's face (its button's look, label and content) is drawn in a plain button; a click on it
 * is kept and the menu opens as soon as it arrives (`useOpenOnArrival`).
 */
import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
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
  /** Whether the placeholder was clicked: the menu opens once mounted, once (a remount does not). */
  readonly openOnArrival: PendingClick;
}

/** A click on the placeholder, kept until the real menu takes it. */
export interface PendingClick {
  /** True once after a click, then false until the next one. */
  take(): boolean;
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
    // Not state: the click changes nothing on screen until the menu is in (its chunk was asked for
    // when the menu first rendered), and once taken a later remount does not open it again.
    const [wanted] = useState(() => {
      let clicked = false;
      return {
        click: () => void (clicked = true),
        take: () => {
          const taken = clicked;
          clicked = false;
          return taken;
        },
      };
    });
    const placeholder = (
      <button
        type="button"
        aria-haspopup={popup}
        aria-expanded={false}
        {...face}
        onClick={wanted.click}
      />
    );
    return (
      <Suspense fallback={wrapperClassName === undefined ? placeholder : <div className={wrapperClassName}>{placeholder}</div>}>
        <Menu {...(props as Props)} face={face} openOnArrival={wanted} />
      </Suspense>
    );
  };
}

/** A ref for the real menu's button: clicked on mount when the placeholder was clicked. */
export function useOpenOnArrival<E extends HTMLElement>(openOnArrival: PendingClick) {
  const button = useRef<E>(null);
  useEffect(() => {
    if (!openOnArrival.take()) return;
    button.current?.focus();
    button.current?.click();
  }, [openOnArrival]);
  return button;
}
