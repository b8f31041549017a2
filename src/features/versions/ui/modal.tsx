/**
 * The dialog frame of this feature's confirmations and forms: Headless UI's Dialog (focus trap,
 * Escape closes, focus returns to the opener), a title, an optional description and the body.
 * A busy dialog cannot be closed, so a running command never loses the place that shows its result.
 */
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly busy?: boolean;
  readonly testId?: string;
  readonly children: ReactNode;
}

export function Modal({ open, onClose, title, description, busy = false, testId, children }: ModalProps) {
  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onClose())} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl" data-testid={testId}>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description ? <Description className="mt-2 text-sm text-slate-600">{description}</Description> : null}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
