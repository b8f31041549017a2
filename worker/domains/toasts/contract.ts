/**
 * The toasts domain's contract: toasts: what the worker asks the page to show, and their
 * dismissal. Pure (worker/domains/contract-kit.ts): the server, the worker and, for types, the
 * page import it.
 */
import { defineContract } from '../contract-kit';

export const TOAST_KINDS = ['error', 'warning', 'info', 'success'] as const;

export type ToastKind = (typeof TOAST_KINDS)[number];

export interface ToastRequested {
  readonly type: 'toast/requested';
  readonly id: string;
  readonly kind: ToastKind;
  /** i18n key, e.g. REQUESTS.NOT_FOUND. */
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** Server text shown verbatim (validation messages, single errors); rendered as text, never HTML. */
  readonly text: string | null;
}

export interface ToastDismissed {
  readonly type: 'toast/dismissed';
  readonly id: string;
}

export interface DismissToastCommand {
  readonly type: 'toast/dismiss';
  readonly id: string;
}

// ---------------------------------------------------------------- its slice of the engine's state

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly text: string | null;
  readonly at: number;
}

export interface ToastsSlice {
  /** Newest last, at most TOASTS_MAX; a toast with the same key and text replaces the stale one. */
  readonly items: readonly Toast[];
}

/** What the toasts domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const toastsContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly toasts: ToastsSlice };
  readonly events: ToastRequested | ToastDismissed;
  readonly commands: DismissToastCommand;
}>()();
