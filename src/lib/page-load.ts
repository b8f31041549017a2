/**
 * The tab's identity and why its page loaded, for the data layer's log across reloads
 * (docs/event-log.md, "The tab's log across reloads"). sessionStorage is per tab and survives
 * reloads and same-tab navigations, so it holds the tab id and, just before the app reloads or
 * leaves the page itself, the reason; the next page reads (and removes) it.
 */
import type { PageLoad, PageLoadReason } from '../../worker/contract/page-load';
import { storageKey } from './storage-key';

/** The reloads and departures the app causes itself. */
export type AppLeaveReason = Extract<PageLoadReason, 'role-change' | 'maintenance-refresh' | 'new-version' | 'chunk-reload' | 'sign-in'>;

const TAB_KEY = storageKey('tab-id');
const REASON_KEY = storageKey('page-leave-reason');
const APP_REASONS: readonly string[] = ['role-change', 'maintenance-refresh', 'new-version', 'chunk-reload', 'sign-in'] satisfies AppLeaveReason[];

/** Stores the tab's id (a copied tab takes a new one: claim-tab.ts). */
export function keepTabId(tabId: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(TAB_KEY, tabId);
  } catch {
    // Without sessionStorage the log is this page's only anyway.
  }
}

/** Remembers why the app is about to reload or leave, for the next page of this tab. */
export function noteAppLeave(reason: AppLeaveReason, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(REASON_KEY, reason);
  } catch {
    // Without sessionStorage the next page only knows the browser's navigation type.
  }
}

function navigationType(): string {
  const entry = typeof performance === 'undefined' ? undefined : (performance.getEntriesByType?.('navigation')[0] as { type?: string } | undefined);
  return entry?.type ?? 'navigate';
}

function browserReason(type: string): PageLoadReason {
  if (type === 'reload') return 'reload';
  if (type === 'back_forward') return 'back-forward';
  return 'navigate';
}

/**
 * This page's tab and load reason (the app's own reason when it caused the load, else the
 * browser's navigation type); null when the browser keeps no sessionStorage (then the log is
 * this page's only).
 */
export function currentPageLoad(storage: Storage = sessionStorage, type: string = navigationType(), newId: () => string = () => crypto.randomUUID()): PageLoad | null {
  try {
    let tabId = storage.getItem(TAB_KEY);
    if (tabId === null) {
      tabId = newId();
      storage.setItem(TAB_KEY, tabId);
    }
    const noted = storage.getItem(REASON_KEY);
    storage.removeItem(REASON_KEY);
    return { tabId, reason: noted !== null && APP_REASONS.includes(noted) ? (noted as AppLeaveReason) : browserReason(type) };
  } catch {
    return null;
  }
}
