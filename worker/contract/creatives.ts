/**
 * The creative workflow's entities (spec sections 3 and 4): templates (visuals), their versions
 * with review history, comments, and renders (visual builds). Typed domain shapes: the worker's
 * decoders translate the Laravel JSON into these; pages read them through watched queries.
 */

/** A version's review state (server-enforced state machine, docs/creative-workflow.md). */
import type { AdPlatformReport } from './ad-platform-rules';
import type { RenderStage } from './render-stages';
import type { InputType } from './template-package-problems';
import type { RenderReason } from './render-reasons';

export const VERSION_STATUSES = ['draft', 'processed', 'previewed', 'approval-requested', 'approved', 'rejected', 'erased', 'archived'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const VERSION_ACTIONS = ['revise', 'process', 'preview', 'request-approval', 'cancel-approval', 'approve', 'reject', 'erase', 'archive'] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/** `publish` undoes `unpublish` (the reference backend's `POST visual/{id}/publish`; spec section 7 is silent on it). */
export const VISUAL_ACTIONS = ['unpublish', 'publish', 'archive', 'force-delete', 'restore', 'revise'] as const;
export type VisualAction = (typeof VISUAL_ACTIONS)[number];

/** `cancelled`: a queued render its user cancelled. */
export const BUILD_STATUSES = ['queued', 'rendering', 'finished', 'failed', 'cancelled'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export interface Person {
  readonly id: number;
  readonly name: string;
}

export interface VisualSize {
  readonly width: number;
  readonly height: number;
  readonly label: string | null;
}

/**
 * One input of a template with its value (docs/template-packages.md "Values"): what the values
 * form edits. From the template's own answer (`visuals/get`); lists carry none.
 */
export interface TemplateInputValue {
  readonly name: string;
  readonly type: InputType;
  readonly label: string | null;
  /** What the package shows as written. */
  readonly default: string;
  /** The template's value now: its saved value, else the default. */
  readonly value: string;
  /** Text and price: the most characters it takes, when the package says. */
  readonly max: number | null;
  /** Text and price: the smallest size it shrinks to when it fits its box (`data-input-fit`), else null. */
  readonly fitMinSize: number | null;
}

/** A value a render was made with, as its page shows it; `value` null: the template's own (an ad's mapping left it empty). */
export interface RenderValue {
  readonly name: string;
  readonly label: string | null;
  readonly type: string;
  readonly value: string | null;
}

export interface VersionSummary {
  readonly id: string;
  readonly number: number;
  readonly status: VersionStatus;
}

export interface Visual {
  readonly id: string;
  /** The newest version that is not archived, and the newest approved one. */
  readonly latestVersion: VersionSummary | null;
  readonly approvedVersionId: string | null;
  /** The newest version is not approved yet (the "development" view). */
  readonly inDevelopment: boolean;
  /** The create wizard's progress flags (spec section 4). */
  readonly progress: { readonly basicSettings: boolean; readonly inputsSettings: boolean; readonly preview: boolean };
  readonly name: string;
  readonly description: string | null;
  readonly tags: readonly string[];
  readonly outputCategory: string;
  readonly defaultOutputFormat: string;
  /** published, unpublished, archived (server words; shown as they come, translated when known). */
  readonly status: string;
  readonly archived: boolean;
  readonly sizes: readonly VisualSize[];
  readonly versions: readonly VersionSummary[];
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Its inputs with their values (the template's own answer; [] in lists). */
  readonly inputs: readonly TemplateInputValue[];
  /** The package's image files, which an image input may show (the template's own answer). */
  readonly packageImages: readonly string[];
  /** The stored package file (its id changes with every upload), or null. */
  readonly packageFileId: string | null;
  /** What the ad platforms say of its package's HTML5 renders; null: not checked. */
  readonly platformChecks: AdPlatformReport | null;
}

export interface VersionHistoryEntry {
  /** process, preview, request-approval, approve, reject, erase, archive, revise, comment, render … */
  readonly action: string;
  readonly actor: Person | null;
  readonly comment: string | null;
  readonly at: string;
}

export interface VisualVersion {
  readonly id: string;
  readonly visualId: string;
  readonly visualName: string | null;
  readonly number: number;
  readonly status: VersionStatus;
  /**
   * The actions the server allows in this state, for this version (its state machine is the
   * authority): the version page offers exactly these. Review actions (approve, reject) are
   * listed here too; the server refuses them to someone who may not review.
   */
  readonly actions: readonly VersionAction[];
  /** Who asked for the review, while one is open. */
  readonly requestedBy: Person | null;
  readonly buildsCount: number;
  readonly approvalComment: string | null;
  readonly previewUrl: string | null;
  readonly commentsCount: number;
  /** Newest first. */
  readonly history: readonly VersionHistoryEntry[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface VisualComment {
  readonly id: string;
  readonly versionId: string;
  /** Plain text, always rendered as text. */
  readonly comment: string;
  readonly author: Person | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface VisualBuild {
  readonly id: string;
  readonly visualId: string | null;
  readonly visualName: string | null;
  readonly versionId: string;
  readonly versionNumber: number | null;
  readonly status: string;
  /** 0–100. */
  readonly progress: number;
  /** What a rendering build is doing (render-stages.ts); null when it is not rendering or says not. */
  readonly stage: RenderStage | null;
  readonly outputFormat: string;
  readonly width: number;
  readonly height: number;
  /** Bytes of the output, when finished. */
  readonly size: number | null;
  readonly cost: number;
  /** Why it failed, in the server's English (old renders have only this). */
  readonly error: string | null;
  /** Why it failed, translatable (render-reasons.ts); null when the server gave only text. */
  readonly reason: RenderReason | null;
  readonly downloadUrl: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  /** The values it was made with (the render's own answer only; null: made before renders kept them). */
  readonly values?: readonly RenderValue[] | null;
  /** A finished HTML5 render's zip against the ad platforms' rules; null otherwise, or not checked yet. */
  readonly platformChecks: AdPlatformReport | null;
}

export interface BuildsReport {
  readonly from: string;
  readonly to: string;
  readonly total: number;
  readonly byStatus: readonly { readonly status: string; readonly count: number }[];
  readonly byTemplate: readonly { readonly visualId: string; readonly name: string; readonly count: number; readonly failed: number }[];
  readonly byDay: readonly { readonly day: string; readonly count: number; readonly failed: number }[];
  readonly failures: readonly { readonly id: string; readonly visualName: string | null; readonly error: string; readonly reason?: RenderReason | null; readonly at: string }[];
  /** Failures grouped by their reason, most frequent first. */
  readonly failureReasons: readonly { readonly error: string; readonly reason?: RenderReason | null; readonly count: number }[];
}

/** The template form (create and update), spec section 7 `POST /api/v1/visual`. */
export interface VisualForm {
  readonly name: string;
  readonly description: string;
  /** Sent as a JSON string (overridden_tags). */
  readonly overriddenTags: readonly string[];
  readonly outputCategory: string;
  /** html unless chosen otherwise. */
  readonly defaultOutputFormat: string;
}

/** A downloaded file handed to the main thread, which saves it. */
export interface DownloadedFile {
  readonly name: string;
  readonly blob: Blob;
}
