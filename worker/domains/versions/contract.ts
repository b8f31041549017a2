/**
 * The versions domain's contract: a template's versions: the review workflow, comments, and the
 * live event that refetches them. Pure (worker/domains/contract-kit.ts): the server, the worker
 * and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { Page } from '../../contract/page';
import type { VersionChange } from '../../contract/creative-live';
import type { VersionAction, VisualComment, VisualVersion } from '../../contract/creatives';
import { defineContract, liveId, liveWire, meta, metaWire, optional, unlessNull } from '../contract-kit';

/**
 * Someone changed a template's version (a transition, a revision, a render start) or its comments:
 * every page showing that version, its template or the lists refetches (contract/creative-live.ts).
 */
export interface LiveVisualVersionUpdated extends LivePayloadMeta {
  readonly type: 'live/visual-version-updated';
  readonly versionId: number;
  readonly visualId: number;
  /** What changed it (process, comment, …), as the server said; null when absent or unknown. */
  readonly action: VersionChange | null;
}

export interface VersionActionCommand {
  readonly type: 'versions/action';
  readonly id: string;
  readonly action: VersionAction;
  /** Required to reject, offered when requesting approval or approving. */
  readonly comment?: string;
}

export interface AddCommentCommand {
  readonly type: 'comments/add';
  readonly versionId: string;
  readonly comment: string;
}

export interface EditCommentCommand {
  readonly type: 'comments/edit';
  readonly versionId: string;
  readonly commentId: string;
  readonly comment: string;
}

export interface DeleteCommentCommand {
  readonly type: 'comments/delete';
  readonly versionId: string;
  readonly commentId: string;
}

export interface VersionGetQuery {
  readonly kind: 'versions/get';
  readonly id: string;
}

export interface CommentsListQuery {
  readonly kind: 'comments/list';
  readonly versionId: string;
  readonly page: number;
  readonly perPage: number;
  /**
   * Pages counted from the newest comment (`order=desc`): the version page watches the newest
   * page and loads older ones on demand, so the newest comment is always shown. Default: oldest first.
   */
  readonly newestFirst?: boolean;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

/** A version changed (contract/creative-live.ts): its pages, its template and the lists refetch (versions/live.ts). */
export const visualVersionUpdatedWire = liveWire({
  name: 'VisualVersionUpdated',
  channel: 'brand',
  type: 'live/visual-version-updated',
  schema: v.object({ ...meta, visualVersion: v.object({ id: liveId, visualId: liveId }), action: optional }),
  encode: (e: LiveVisualVersionUpdated) => ({ ...metaWire(e), visualVersion: { id: e.versionId, visualId: e.visualId }, ...unlessNull('action', e.action) }),
  example: { type: 'live/visual-version-updated', brandId: 3, versionId: 21, visualId: 12, action: 'cancel-approval' },
});

/** What the versions domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const versionsContract = defineContract<{
  readonly watches: 'visual-comment';
  readonly events: LiveVisualVersionUpdated;
  readonly commands: VersionActionCommand | AddCommentCommand | EditCommentCommand | DeleteCommentCommand;
  readonly queries: VersionGetQuery | CommentsListQuery;
  readonly results: {
    readonly 'versions/get': VisualVersion;
    readonly 'comments/list': Page<VisualComment>;
  };
}>()({ live: [visualVersionUpdatedWire] });
