/**
 * Full-page navigations behind one object, so component tests can observe them (jsdom cannot
 * navigate) and the app has one place that leaves the single-page world. Each says why it leaves
 * (page-load.ts), and lets the data layer store the tab's event log first (at most
 * LEAVE_WAIT_MS: leaving is never held up by a slow store).
 */
import { noteAppLeave, type AppLeaveReason } from './page-load';

export const LEAVE_WAIT_MS = 300;

let beforeLeave: () => Promise<void> = async () => undefined;

function leave(reason: AppLeaveReason | null, go: () => void): void {
  if (reason !== null) noteAppLeave(reason);
  const waited = new Promise<void>((resolve) => setTimeout(resolve, LEAVE_WAIT_MS));
  void Promise.race([beforeLeave().catch(() => undefined), waited]).then(go);
}

export const browserNavigation = {
  /** `reason`: null when the tab's log ends here (sign-out deletes it). */
  assign(url: string, reason: AppLeaveReason | null): void {
    leave(reason, () => window.location.assign(url));
  },
  reload(reason: AppLeaveReason): void {
    leave(reason, () => window.location.reload());
  },
  /** What runs before the page is left (the data layer storing the tab's log). */
  setBeforeLeave(hook: () => Promise<void>): void {
    beforeLeave = hook;
  },
};
