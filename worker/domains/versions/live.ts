/**
 * What tells open pages that someone else changed a version or its comments
 * (contract/creative-live.ts, docs/creative-workflow.md "Live"):
 *
 *   VisualVersionUpdated {visualVersion: {id, visualId}} (a transition, revise, a render start,
 *   a comment written, edited or deleted)
 *       ─▶ invalidates ['visual-version', id], ['visual-comment'], ['visual']: that version's
 *          watches, the comment lists, its template's watches and every template list (they show
 *          the newest version's state)
 *   a notification naming a version (review requested, approved, rejected, a comment)
 *       ─▶ the same for that version (a second way in when the brand channel is down)
 *
 * The event carries only ids: the version's actions depend on who looks (four eyes), and its
 * history and comments are the server's, so a refetch is the only faithful update. The brand
 * channel reaches everyone with the brand open, unlike notifications, which reach only the
 * people involved: a cancelled request or a visitor's page was never told before.
 */
import { VERSION_CHANGES, type VersionChange } from '../../contract/creative-live';
import { invalidate, type Invalidation, type QueryPatcher } from '../../engine/live-queries/patcher';
import { recordKey, resourceKey } from '../../engine/live-queries/query-keys';
import { asText, liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { visualVersionUpdatedWire } from './contract';

const versionChange = (x: unknown): VersionChange | null => {
  const text = x === undefined || x === null ? null : asText(x, 'action');
  // An action this client does not know yet is still a reason to refetch.
  return text !== null && (VERSION_CHANGES as readonly string[]).includes(text) ? (text as VersionChange) : null;
};

export const versionsLive = [
  liveEvent(visualVersionUpdatedWire, (o) =>
    withMeta({ type: 'live/visual-version-updated', versionId: o.visualVersion.id, visualId: o.visualVersion.visualId, action: versionChange(o.action) }, o),
  ),
];

/** Everything that shows a version: its record, the comment lists, its template and the template lists. */
function staleVersion(versionId: string): Invalidation {
  return invalidate(
    recordKey('visual-version', versionId),
    // Comment lists are keyed by version in their query, not by a record id: every one refetches
    // (a page shows one version's comments, in one or a few pages).
    resourceKey('visual-comment'),
    // Every template watch: its template's (whichever it is) and the lists, which show each
    // template's newest version and its state.
    resourceKey('visual'),
  );
}

/** A version changed elsewhere (or by this tab: the server does not leave the writer out). */
export const versionUpdates: QueryPatcher = {
  on: ['live/visual-version-updated'],
  change: ({ event }) => (event.type === 'live/visual-version-updated' ? staleVersion(String(event.versionId)) : null),
};

/** A notification naming a version (review requested, approved, rejected, a comment). */
export const reviewNotices: QueryPatcher = {
  on: ['live/notification-created'],
  change({ event }) {
    if (event.type !== 'live/notification-created') return null;
    const data = event.notification.data;
    const version = idOf(data.visualVersion);
    const visual = idOf(data.visual);
    if (version !== null) return staleVersion(version);
    return visual !== null ? invalidate(recordKey('visual', visual)) : null;
  },
};

function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return null;
}

/** What the domain's live events (and the notifications that name its records) make stale in watched queries. */
export const versionsPatchers = [versionUpdates, reviewNotices];
