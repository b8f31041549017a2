/**
 * The ad-sets domain's contract: ad sets and their ads as the wizard, the list and the detail
 * page see them (docs/ad-sets.md): the entities, the queries pages watch, the commands that change
 * them, and the live event that refetches them. The wizard's steps, review states and limits both
 * sides check stay in contract/ad-sets.ts. Pure (worker/domains/contract-kit.ts): the server, the
 * worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { AdSetHookDeliveryStatus, AdSetReviewState, AdSetWizardStep } from '../../contract/ad-sets';
import { defineContract, liveId, liveWire, meta, metaWire } from '../contract-kit';
import type { AdPlatformSummary } from '../../contract/ad-platform-rules';
import type { Page } from '../../contract/page';
import type { RenderReason } from '../../contract/render-reasons';
import type { ValueProblem } from '../../contract/template-values';

/** Someone changed an ad set (a wizard step, its ads, review, hooks): pages showing it refetch. */
export interface LiveAdSetUpdated extends LivePayloadMeta {
  readonly type: 'live/ad-set-updated';
  readonly adSetId: number;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

/** Someone changed an ad set: its pages and the lists refetch (ad-sets/live.ts). */
export const adSetUpdatedWire = liveWire({
  name: 'AdSetUpdated',
  channel: 'brand',
  type: 'live/ad-set-updated',
  schema: v.object({ ...meta, adSet: v.object({ id: liveId }) }),
  encode: (e: LiveAdSetUpdated) => ({ ...metaWire(e), adSet: { id: e.adSetId } }),
  example: { type: 'live/ad-set-updated', brandId: 3, adSetId: 7 },
});

// ---------------------------------------------------------------- entities, queries, commands and results

/** A row of the ad-set list: labels instead of ids, the ads count, the wizard's progress. */
export interface AdSetSummary {
  readonly id: string;
  readonly name: string;
  readonly format: string;
  readonly status: 'draft' | 'ready';
  /** The furthest wizard step the user may open (where "continue" goes). */
  readonly wizardStep: AdSetWizardStep;
  readonly reviewState: AdSetReviewState | null;
  readonly versionId: string | null;
  readonly visualId: string | null;
  readonly templateLabel: string | null;
  readonly feedId: string | null;
  readonly feedLabel: string | null;
  readonly adsCount: number;
  readonly archived: boolean;
  readonly updatedAt: string;
}

export interface TemplateInput {
  readonly name: string;
  readonly type: 'text' | 'image' | 'number';
  readonly required: boolean;
}

export interface AdSetSize {
  readonly width: number;
  readonly height: number;
  readonly label: string | null;
}

/** One event sent to one hook (docs/ad-sets.md "Webhooks"): its attempts and the receiver's last answer. */
export interface AdSetHookDelivery {
  readonly id: string;
  readonly url: string;
  readonly event: string;
  readonly eventId: string;
  readonly status: AdSetHookDeliveryStatus;
  readonly attempts: number;
  readonly maxAttempts: number;
  /** The receiver's last HTTP status; null when no answer came (refused, timed out). */
  readonly responseCode: number | null;
  readonly lastError: string | null;
  /** When the next attempt is due (pending only). */
  readonly nextAttemptAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface AdSetHook {
  readonly id: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly createdAt: string;
}

export interface AdSetRenderRequest {
  readonly id: string;
  readonly adId: string;
  readonly adName: string;
  readonly width: number;
  readonly height: number;
  readonly status: string;
  readonly createdAt: string;
}

/**
 * One creative of an ad set (docs/ad-sets.md "Creatives"): the newest render of one ad at one
 * size. Its status and progress follow the render's live events (resource `visual-build`).
 */
export interface AdSetCreative {
  /** The render's id. */
  readonly id: string;
  readonly adId: string;
  readonly adName: string | null;
  readonly productName: string | null;
  readonly language: string | null;
  readonly width: number;
  readonly height: number;
  readonly outputFormat: string;
  readonly status: string;
  /** 0–100. */
  readonly progress: number;
  readonly error: string | null;
  /** Why it failed, translatable (render-reasons.ts); null when the server gave only text. */
  readonly reason: RenderReason | null;
  /** The file, once finished. */
  readonly downloadUrl: string | null;
  /** What a thumbnail shows, once finished: the image, or the HTML5 creative's page (for a sandboxed frame). */
  readonly outputUrl: string | null;
  readonly createdAt: string;
}

/** Everything the wizard and the detail page show about one ad set. */
export interface AdSetDetail extends AdSetSummary {
  readonly languages: readonly string[];
  /** Template input → feed column. */
  readonly mapping: Readonly<Record<string, string>>;
  readonly sizes: readonly AdSetSize[];
  readonly review: { readonly state: AdSetReviewState | null; readonly by: string | null; readonly at: string | null; readonly comment: string | null };
  readonly inputs: readonly TemplateInput[];
  readonly availableSizes: readonly AdSetSize[];
  readonly feedColumns: readonly string[];
  readonly productsCount: number;
  /** The feed's first products, column → value (the mapping's preview, the populate sample). */
  readonly sampleProducts: readonly { readonly id: string; readonly name: string; readonly values: Readonly<Record<string, string>> }[];
  readonly hooks: readonly AdSetHook[];
  readonly hooksSettings: {
    readonly retryPolicy: string;
    readonly maxAttempts: number;
    /** The secret's last characters, for those who may rotate it (managers); null for the others or when none is set. */
    readonly secretHint: string | null;
    readonly secretSet: boolean;
    /** After a rotation, until when the previous secret still signs next to the new one (ISO); null when it no longer does. */
    readonly previousSecretUntil: string | null;
  };
  readonly permalinkToken: string | null;
  readonly renderCounts: Readonly<Record<string, number>>;
  readonly renderRequests: readonly AdSetRenderRequest[];
  /** What the ad platforms say of its finished HTML5 creatives; null when it has none. */
  readonly platformSummary: AdPlatformSummary | null;
}

/** What the wizard's pickers offer (one record; its id is always 'options'). */
export interface AdSetOptions {
  readonly id: string;
  readonly formats: readonly string[];
  readonly languages: readonly string[];
  readonly feeds: readonly { readonly id: string; readonly name: string; readonly productsCount: number }[];
  readonly versions: readonly { readonly id: string; readonly label: string; readonly visualName: string }[];
}

export interface AdOfSet {
  readonly id: string;
  readonly name: string;
  readonly adSetId: string;
  readonly format: string;
  readonly productId: string | null;
  readonly productName: string | null;
  readonly language: string | null;
  readonly values: Readonly<Record<string, string | null>>;
  readonly createdAt: string;
}

export interface AdSetsListQuery {
  readonly kind: 'ad-sets/list';
  readonly page: number;
  readonly perPage: number;
  readonly search?: string;
  /** 'none': not reviewed yet. */
  readonly reviewState?: AdSetReviewState | 'none';
  readonly archived?: boolean;
}
export interface AdSetGetQuery {
  readonly kind: 'ad-sets/get';
  readonly id: string;
}
export interface AdSetOptionsQuery {
  readonly kind: 'ad-sets/options';
}
export interface AdSetAdsQuery {
  readonly kind: 'ad-sets/ads';
  readonly adSetId: string;
  readonly page: number;
  readonly perPage: number;
}
export interface AdSetAdQuery {
  readonly kind: 'ad-sets/ad';
  readonly adSetId: string;
  readonly id: string;
}

export interface AdSetHookDeliveriesQuery {
  readonly kind: 'ad-sets/hook-deliveries';
  readonly adSetId: string;
  readonly page: number;
  readonly perPage: number;
}

/** The creatives grid: the newest render per ad × size, in ad order. */
export interface AdSetCreativesQuery {
  readonly kind: 'ad-sets/creatives';
  readonly adSetId: string;
  readonly page: number;
  readonly perPage: number;
}

/** The ads whose values fail the values rule (left out of render requests; docs/ad-sets.md). */
export interface AdSetValueProblemsQuery {
  readonly kind: 'ad-sets/value-problems';
  readonly adSetId: string;
}

/** One ad whose values fail, with every failing input. */
export interface FailingAd {
  readonly adId: string;
  readonly adName: string;
  readonly language: string | null;
  readonly problems: readonly ValueProblem[];
}

/** `id` is the ad set's; `failing` lists the first ads (at most 100), `failingCount` all of them. */
export interface AdSetValueProblems {
  readonly id: string;
  readonly adsCount: number;
  readonly failingCount: number;
  readonly failing: readonly FailingAd[];
}

export type AdSetsQuery = AdSetValueProblemsQuery | AdSetsListQuery | AdSetGetQuery | AdSetOptionsQuery | AdSetAdsQuery | AdSetAdQuery | AdSetHookDeliveriesQuery | AdSetCreativesQuery;

export interface AdSetsQueryResults {
  readonly 'ad-sets/list': Page<AdSetSummary>;
  readonly 'ad-sets/get': AdSetDetail;
  readonly 'ad-sets/options': AdSetOptions;
  readonly 'ad-sets/ads': Page<AdOfSet>;
  readonly 'ad-sets/ad': AdOfSet;
  readonly 'ad-sets/hook-deliveries': Page<AdSetHookDelivery>;
  readonly 'ad-sets/creatives': Page<AdSetCreative>;
  readonly 'ad-sets/value-problems': AdSetValueProblems;
}

export interface AdSetSettings {
  readonly name: string;
  readonly format: string;
  readonly versionId: string;
}

/** Creates a draft from the first step; the result's id is the new ad set's. */
export interface CreateAdSetDraftCommand {
  readonly type: 'ad-sets/create-draft';
  readonly settings: AdSetSettings;
}
/** Saves one wizard step (the populate step is saved by `ad-sets/populate`). */
export interface SaveAdSetStepCommand {
  readonly type: 'ad-sets/save-step';
  readonly id: string;
  readonly step:
    | { readonly step: 'settings'; readonly settings: AdSetSettings }
    | { readonly step: 'feed'; readonly feedId: string }
    | { readonly step: 'localize'; readonly languages: readonly string[] }
    | { readonly step: 'mapping'; readonly mapping: Readonly<Record<string, string>> }
    | { readonly step: 'resizes'; readonly sizes: readonly { readonly width: number; readonly height: number }[] };
}
export interface PopulateAdSetCommand {
  readonly type: 'ad-sets/populate';
  readonly id: string;
}
export interface ReviewAdSetCommand {
  readonly type: 'ad-sets/review';
  readonly id: string;
  readonly state: AdSetReviewState;
  readonly comment: string;
}
/** Webhooks of an ad set; `regenerate-secret` answers the new secret in `message`. */
export interface AdSetHooksCommand {
  readonly type: 'ad-sets/hooks';
  readonly id: string;
  readonly action:
    | { readonly kind: 'add'; readonly url: string; readonly events: readonly string[] }
    | { readonly kind: 'remove'; readonly hookId: string }
    | { readonly kind: 'settings'; readonly retryPolicy: string; readonly maxAttempts: number }
    | { readonly kind: 'regenerate-secret' };
}
export interface RequestAdSetRendersCommand {
  readonly type: 'ad-sets/request-renders';
  readonly id: string;
}
/** The zip of the set's finished creatives, one folder per size and language; answered as the result's file. */
export interface ExportAdSetCommand {
  readonly type: 'ad-sets/export';
  readonly id: string;
}

/** Archives (or restores: `archived: false`) an ad set; reversible, so the UI does not ask first. */
export interface ArchiveAdSetCommand {
  readonly type: 'ad-sets/archive';
  readonly id: string;
  readonly archived: boolean;
}
/** Deletes an ad set with its ads for good (the UI confirms first). */
export interface DeleteAdSetCommand {
  readonly type: 'ad-sets/delete';
  readonly id: string;
}

export type AdSetsCommand =
  | CreateAdSetDraftCommand
  | SaveAdSetStepCommand
  | PopulateAdSetCommand
  | ReviewAdSetCommand
  | AdSetHooksCommand
  | RequestAdSetRendersCommand
  | ExportAdSetCommand
  | ArchiveAdSetCommand
  | DeleteAdSetCommand;

/** What the ad-sets domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const adSetsContract = defineContract<{
  readonly events: LiveAdSetUpdated;
  readonly commands: AdSetsCommand;
  readonly queries: AdSetsQuery;
  readonly results: AdSetsQueryResults;
}>()({ live: [adSetUpdatedWire] });
