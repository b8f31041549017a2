/**
 * What the data layer still does while the app shows a past moment of a loaded log (the
 * devtools' time travel, docs/event-log.md "The app at a past moment"). The view is read-only: a
 * write must not reach the server, so every command is refused except the ones listed here, which
 * only read or only concern this page (a brand switch is navigation; a load fetches what a page
 * shows). An allowlist rather than a list of writes: a command added later is refused while
 * viewing until someone decides it only reads.
 */
import type { Command } from './commands';

export const COMMANDS_WHILE_VIEWING: ReadonlySet<string> = new Set([
  'start',
  'brand/switch',
  'connection/resync',
  'session/set-xsrf-token',
  'notifications/load',
  'notifications/load-more',
  'invites/look-up',
  'builds/download',
  'builds/download-zip',
  'usage-stats/download',
  'assets/file-content',
  'assets/taken-names',
  'feeds/attribute-types',
  'feeds/preview',
  'presence/leave',
]);

/** The i18n key of the refusal (shared messages): says why and how to get out. */
export const WRITES_OFF_KEY = 'TIME_TRAVEL.WRITES_OFF';

export function refusedWhileViewing(command: Pick<Command, 'type'>): boolean {
  return !COMMANDS_WHILE_VIEWING.has(command.type);
}
