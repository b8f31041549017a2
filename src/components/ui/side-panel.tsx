/**
 * The one side-panel frame (the navigation drawer, the notification centre, a record's drawer over
 * its list): Headless UI's Dialog sliding in from an edge. The Dialog gives the accessibility:
 * labelled by its title, focus trapped inside, Escape and a click outside close it, focus returns
 * to the opener. The panel is as tall as the window; its children lay out its body (a scrolling
 * box, or a list that scrolls itself).
 *
 * A dialog in the middle of the page is a `Modal`; this is for what belongs to an edge.
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { focusRing } from './button';
import { NamedIcon } from './icons';

const SIDES = {
  left: { edge: 'left-0', closed: 'data-closed:-translate-x-full' },
  right: { edge: 'right-0', closed: 'data-closed:translate-x-full' },
} as const;

const WIDTHS = { narrow: 'w-72 max-w-[85vw]', md: 'w-screen max-w-md' } as const;

const TONES = {
  light: { panel: 'bg-white', backdrop: 'bg-slate-900/30', close: 'text-slate-500 hover:bg-slate-100 hover:text-slate-700' },
  dark: { panel: 'bg-slate-900', backdrop: 'bg-slate-900/50', close: 'text-slate-300 hover:bg-slate-800 hover:text-white' },
} as const;

export interface SidePanelProps {
  /** Open or not: the panel slides in and out (it stays mounted while it slides). Default: open. */
  readonly open?: boolean;
  readonly onClose: () => void;
  readonly side: 'left' | 'right';
  readonly title: ReactNode;
  /**
   * The title for screen readers only, the close button floating over the body's top corner: for
   * a panel whose body starts with its own heading (the drawer's logo and links).
   */
  readonly titleHidden?: boolean;
  /** The close button's accessible name ("Close", "Close notifications"). */
  readonly closeLabel: string;
  readonly width?: keyof typeof WIDTHS;
  readonly tone?: keyof typeof TONES;
  /** On the panel. */
  readonly testId?: string;
  /** On the dialog's root (which also holds the backdrop). */
  readonly rootTestId?: string;
  readonly closeTestId?: string;
  /** On the dialog's root: where the panel exists at all (`md:hidden` for the narrow-screen drawer). */
  readonly className?: string;
  readonly children: ReactNode;
}

export function SidePanel({ open = true, onClose, side, title, titleHidden = false, closeLabel, width = 'md', tone = 'light', testId, rootTestId, closeTestId, className = '', children }: SidePanelProps) {
  const colours = TONES[tone];
  // Headless UI 2.2 can keep a panel whose slide-in was interrupted mounted for good, over the
  // page, catching its clicks (tailwindlabs/headlessui#3892; seen in e2e after an Escape during
  // the slide-in on a loaded machine). Closed while it still slides in, the dialog is replaced by
  // a fresh, closed one: it goes at once instead of sliding back. The replaced dialog gives focus
  // back to no one, so the element that had it when the panel opened gets it, as after any close.
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const [generation, setGeneration] = useState(0);
  useLayoutEffect(() => {
    // Read before the dialog's focus trap moves focus inside (it does so after its first commit).
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    else if (panel.current?.hasAttribute('data-enter')) {
      refocus.current = true;
      setGeneration((n) => n + 1);
    }
  }, [open]);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [generation]);
  const close = (
    <button type="button" onClick={onClose} aria-label={closeLabel} data-testid={closeTestId} className={`rounded-md p-1.5 ${colours.close} ${focusRing} ${titleHidden ? 'absolute top-4 right-3 z-10' : ''}`}>
      <NamedIcon name="close" className="h-5 w-5" />
    </button>
  );
  return (
    <Dialog key={generation} open={open} onClose={onClose} className={`relative z-50 ${className}`} data-testid={rootTestId}>
      <DialogBackdrop transition className={`fixed inset-0 ${colours.backdrop} transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none`} />
      <div className={`fixed inset-y-0 ${SIDES[side].edge} flex max-w-full`}>
        <DialogPanel
          ref={panel}
          transition
          data-testid={testId}
          className={`relative flex h-full ${WIDTHS[width]} flex-col ${colours.panel} shadow-xl transition-transform duration-200 ease-out ${SIDES[side].closed} motion-reduce:transition-none`}
        >
          {titleHidden ? (
            <>
              <DialogTitle className="sr-only">{title}</DialogTitle>
              {close}
            </>
          ) : (
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
              <DialogTitle className="min-w-0 text-base font-semibold break-words text-slate-900">{title}</DialogTitle>
              {close}
            </div>
          )}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
