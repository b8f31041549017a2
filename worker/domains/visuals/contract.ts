/**
 * The visuals domain's contract: templates (My Templates): the lists, one template, its writes and
 * the live event that refetches them. Pure (worker/domains/contract-kit.ts): the server, the
 * worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { Page } from '../../contract/page';
import type { Visual, VisualAction, VisualForm } from '../../contract/creatives';
import { defineContract, liveId, liveWire, meta, metaWire } from '../contract-kit';

/** Someone changed a template (its fields, publication, archive, a new version): its pages and the lists refetch. */
export interface LiveVisualUpdated extends LivePayloadMeta {
  readonly type: 'live/visual-updated';
  readonly visualId: number;
}

/** Uploads a new template: multipart with the package file and the form (spec section 7). */
export interface CreateVisualCommand {
  readonly type: 'visuals/create';
  readonly form: VisualForm;
  readonly package: Blob;
  /** The package's file name, sent with the multipart part. */
  readonly packageName: string;
  /** The wizard's progress flags (spec section 4), stored with the template. */
  readonly progress?: Visual['progress'];
  /** An id of the page's choosing: the upload's progress is `uploads.progress[upload]` while it runs. */
  readonly upload?: string;
  /** The values typed in the wizard's inputs step (input name → text), saved with the template. */
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * Saves a template's values (`PUT visual/{id}` with `slots`): the server checks them with the
 * shared rule and answers 422 naming each failing input (`fieldErrors['slots.{input}']`).
 */
export interface SaveVisualValuesCommand {
  readonly type: 'visuals/save-values';
  readonly id: string;
  readonly values: Readonly<Record<string, string>>;
}

/** The template's package as uploaded (the result's `file`): the live preview fills it in the browser. */
export interface VisualPackageCommand {
  readonly type: 'visuals/package';
  readonly id: string;
}

/** Updates a template: the same multipart (a new package is optional). */
export interface UpdateVisualCommand {
  readonly type: 'visuals/update';
  readonly id: string;
  readonly form: VisualForm;
  readonly package: Blob | null;
  readonly packageName: string | null;
  /** As for visuals/create. */
  readonly upload?: string;
}

export interface VisualActionCommand {
  readonly type: 'visuals/action';
  readonly id: string;
  /** archive = delete without force; force-delete adds force=1. */
  readonly action: VisualAction;
}

/** Templates (My Templates): the active ones, the archived ones, or those in development. */
export interface VisualsListQuery {
  readonly kind: 'visuals/list';
  readonly page: number;
  readonly perPage: number;
  readonly view: 'active' | 'archived' | 'development';
  readonly search?: string;
  readonly tag?: string;
}

export interface VisualGetQuery {
  readonly kind: 'visuals/get';
  readonly id: string;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

/** A template changed (contract/creative-live.ts): its pages and the lists refetch (visuals/live.ts). */
export const visualUpdatedWire = liveWire({
  name: 'VisualUpdated',
  channel: 'brand',
  type: 'live/visual-updated',
  schema: v.object({ ...meta, visual: v.object({ id: liveId }) }),
  encode: (e: LiveVisualUpdated) => ({ ...metaWire(e), visual: { id: e.visualId } }),
  example: { type: 'live/visual-updated', brandId: 3, visualId: 12 },
});

/** What the visuals domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const visualsContract = defineContract<{
  readonly events: LiveVisualUpdated;
  readonly commands: CreateVisualCommand | UpdateVisualCommand | VisualActionCommand | SaveVisualValuesCommand | VisualPackageCommand;
  readonly queries: VisualsListQuery | VisualGetQuery;
  readonly results: {
    readonly 'visuals/list': Page<Visual>;
    readonly 'visuals/get': Visual;
  };
}>()({ live: [visualUpdatedWire] });
