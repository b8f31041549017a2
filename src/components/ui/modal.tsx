/**
 * The one dialog frame of the product (confirmations, forms, wizards): Headless UI's Dialog (focus
 * trap, Escape and a click outside close, focus returns to the opener), a title, an optional
 * description, the body and a row of actions. A busy dialog cannot be closed, so a running command
 * never loses the place that shows its result. The overlay scrolls, so a tall dialog (a wizard on
 * a 360 px phone) is read to its end rather than cut off.
 *
 * With `onSubmit` the body and the actions are one form: Enter in a field submits it and the
 * submit button may sit among the actions.
 */
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;

export interface ModalProps {
  /** Headless UI animates nothing here; a closed modal renders nothing. Default: open. */
  readonly open?: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Beside the title (a wizard's close button). */
  readonly titleAside?: ReactNode;
  /** The actions under the body, right-aligned (a button with `mr-auto` sits on the left). */
  readonly footer?: ReactNode;
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  readonly busy?: boolean;
  /** The user cannot dismiss it at all (Escape, a click outside): the maintenance modal. */
  readonly persistent?: boolean;
  readonly size?: keyof typeof WIDTHS;
  /** A dialog about losing something for good says so in its title's colour. */
  readonly tone?: 'danger';
  /** Centred content (the maintenance modal). */
  readonly centered?: boolean;
  /** Above the title (the maintenance modal's picture). */
  readonly picture?: ReactNode;
  /** Above everything else, toasts included (the maintenance modal). */
  readonly topmost?: boolean;
  readonly testId?: string;
  readonly children?: ReactNode;
}

export function Modal({ open = true, onClose, title, description, titleAside, footer, onSubmit, busy = false, persistent = false, size = 'lg', tone, centered = false, picture, topmost = false, testId, children }: ModalProps) {
  const actions = footer ? <div className={`mt-6 flex flex-wrap items-center gap-2 ${centered ? 'justify-center' : 'justify-end'}`}>{footer}</div> : null;
  const body = children ? <div className={description || !centered ? 'mt-4' : 'mt-3'}>{children}</div> : null;
  return (
    <Dialog open={open} onClose={() => (busy || persistent ? undefined : onClose())} className={`relative ${topmost ? 'z-[70]' : 'z-50'}`}>
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className={`w-full ${WIDTHS[size]} rounded-lg bg-white p-6 shadow-xl ${centered ? 'flex flex-col items-center text-center' : ''}`} data-testid={testId}>
            {picture ? <div className="mb-3">{picture}</div> : null}
            <div className={`flex items-start gap-4 ${centered ? 'justify-center' : 'justify-between'}`}>
              <DialogTitle className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}>{title}</DialogTitle>
              {titleAside}
            </div>
            {description ? (
              <Description as="div" className="mt-2 space-y-2 text-sm text-slate-600">
                {description}
              </Description>
            ) : null}
            {onSubmit ? (
              <form onSubmit={onSubmit} noValidate className="w-full">
                {body}
                {actions}
              </form>
            ) : (
              <>
                {body}
                {actions}
              </>
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
