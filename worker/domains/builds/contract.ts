/**
 * The builds domain's contract: renders: the widget, the lists and report, what a user does with
 * one, and their live progress. Pure (worker/domains/contract-kit.ts): the server, the worker and,
 * for types, the page import it.
 */
import * as v from 'valibot';
import type { BuildsWidget } from '../../contract/entities';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { Page, QueryItem } from '../../contract/page';
import type { RenderStage } from '../../contract/render-stages';
import type { BuildsReport, VisualBuild } from '../../contract/creatives';
import { defineContract, liveId, liveWire, meta, metaWire, optional, unlessNull } from '../contract-kit';
import type { LoadStatus } from '../../contract/load-status';

export interface LiveVisualBuildCreated extends LivePayloadMeta {
  readonly type: 'live/visual-build-created';
  readonly buildId: number | null;
  readonly status: string | null;
  /** 0–100 when the payload says. */
  readonly progress: number | null;
  /** The stage of a rendering build (contract/render-stages.ts); null when it is in none or the payload does not say. */
  readonly stage?: RenderStage | null;
}

export interface LiveVisualBuildUpdated extends LivePayloadMeta {
  readonly type: 'live/visual-build-updated';
  readonly buildId: number | null;
  readonly status: string | null;
  /** 0–100 when the payload says. */
  readonly progress: number | null;
  /** The stage of a rendering build (contract/render-stages.ts); null when it is in none or the payload does not say. */
  readonly stage?: RenderStage | null;
}

export interface BuildsWidgetLoaded {
  readonly type: 'builds/widget-loaded';
  readonly widget: BuildsWidget;
}

/** Starts renders of a version, one per size. */
export interface StartBuildsCommand {
  readonly type: 'builds/start';
  readonly versionId: string;
  readonly sizes: readonly { readonly width: number; readonly height: number }[];
  readonly outputFormat: string;
  /** Values for these renders only, over the template's (input name → text). */
  readonly values?: Readonly<Record<string, string>>;
}

/** Downloads one render: the result carries the file (saved under its name or the URL's last segment). */
export interface DownloadBuildCommand {
  readonly type: 'builds/download';
  readonly id: string;
}

/**
 * What a user does with one render (docs/api-wire.md): retry a failed or cancelled one, cancel a
 * queued one, render a finished one again (a new render, whose id the result carries).
 */
export interface BuildActionCommand {
  readonly type: 'builds/retry' | 'builds/cancel' | 'builds/rerender';
  readonly id: string;
  /** Render again: values over the ones the render was made with (the others ignore it). */
  readonly values?: Readonly<Record<string, string>>;
}

/** Downloads renders as one zip (at most 999 ids). */
export interface DownloadBuildsZipCommand {
  readonly type: 'builds/download-zip';
  readonly ids: readonly string[];
}

/** Renders, newest first; every filter is optional. */
export interface BuildsListQuery {
  readonly kind: 'builds/list';
  readonly page: number;
  readonly perPage: number;
  readonly filter: { readonly status?: string; readonly visualId?: string; readonly versionId?: string };
}

export interface BuildGetQuery {
  readonly kind: 'builds/get';
  readonly id: string;
}

/** The Renders report between two dates (ISO), a single record. */
export interface BuildsReportQuery {
  readonly kind: 'builds/report';
  readonly from: string;
  readonly to: string;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

const buildSchema = v.object({ ...meta, visualBuild: v.object({ id: liveId, status: optional, progress: optional, stage: optional }) });

/** The server says a build's stage with its status: null when it is in none (it left `rendering`). */
const encodeBuild = (e: LiveVisualBuildCreated | LiveVisualBuildUpdated) => ({
  ...metaWire(e),
  visualBuild: { id: e.buildId, ...unlessNull('status', e.status), ...unlessNull('progress', e.progress), stage: e.stage ?? null },
});

export const visualBuildCreatedWire = liveWire({
  name: 'VisualBuildCreated',
  channel: 'brand',
  type: 'live/visual-build-created',
  schema: buildSchema,
  encode: (e: LiveVisualBuildCreated) => encodeBuild(e),
  example: { type: 'live/visual-build-created', brandId: 3, buildId: 11, status: 'queued', progress: 0, stage: null },
});

export const visualBuildUpdatedWire = liveWire({
  name: 'VisualBuildUpdated',
  channel: 'brand',
  type: 'live/visual-build-updated',
  schema: buildSchema,
  encode: (e: LiveVisualBuildUpdated) => encodeBuild(e),
  example: { type: 'live/visual-build-updated', brandId: 3, buildId: 11, status: 'rendering', progress: 70, stage: 'encode' },
});

// ---------------------------------------------------------------- its slice of the engine's state

export interface BuildsSlice {
  readonly status: LoadStatus;
  readonly widget: BuildsWidget | null;
}

/** What the builds domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const buildsContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly builds: BuildsSlice };
  readonly watches: 'visual-build-report';
  readonly events: LiveVisualBuildCreated | LiveVisualBuildUpdated | BuildsWidgetLoaded;
  readonly commands: StartBuildsCommand | DownloadBuildCommand | BuildActionCommand | DownloadBuildsZipCommand;
  readonly queries: BuildsListQuery | BuildGetQuery | BuildsReportQuery;
  readonly results: {
    readonly 'builds/list': Page<VisualBuild>;
    readonly 'builds/get': VisualBuild;
    readonly 'builds/report': BuildsReport & QueryItem;
  };
}>()({ live: [visualBuildCreatedWire, visualBuildUpdatedWire] });
