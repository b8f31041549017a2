/** Everything a route module needs, created once per app and passed in explicitly. */
import type { ProviderClient } from './auth/provider.ts';
import type { Clock } from './clock.ts';
import type { StackConfig } from './config.ts';
import type { DelayRules } from './control/delays.ts';
import type { FailureRules } from './control/failures.ts';
import type { RequestCounter } from './control/request-counter.ts';
import type { Db } from './db/database.ts';
import type { ErrorReportStore } from './error-reports/store.ts';
import type { Farm } from './farm/farm.ts';
import type { FeedScheduler } from './feeds/fetch-scheduler.ts';
import type { HookRunner } from './hooks/runner.ts';
import type { RenderOutputs } from './farm/output.ts';
import type { CspReportStore } from './http/csp-reports.ts';
import type { LiveGate } from './live/live-gate.ts';
import type { Publisher } from './live/publisher.ts';
import type { NotificationBus } from './notifications/store.ts';
import type { Renderer } from './render/renderer.ts';
import type { AppThumbnails } from './render/app-thumbnails.ts';
import type { RenderQueue } from './render-queue/embedded-queue.ts';
import type { RenderModes } from './render-queue/render-modes.ts';
import type { RemoteRenders } from './render-queue/remote-renders.ts';

export interface Services {
  readonly config: StackConfig;
  readonly db: Db;
  readonly clock: Clock;
  readonly publisher: Publisher;
  readonly provider: ProviderClient;
  readonly bus: NotificationBus;
  /** The simulated farm (`RENDER_QUEUE=simulated`). */
  readonly farm: Farm;
  /** The embedded render queue (`RENDER_QUEUE=embedded`, server/render-queue/). */
  readonly renderQueue: RenderQueue;
  /** Which of the two renders the builds now. */
  readonly renderModes: RenderModes;
  /** Renders that render workers on other machines hold here (`RENDER_QUEUE=bullmq`, render-queue/remote-renders.ts). */
  readonly remoteRenders: RemoteRenders;
  /** The fetch feeds' job runner (its timer runs where config.feedFetch.scheduler is on). */
  readonly feedScheduler: FeedScheduler;
  /** The ad-set webhooks' delivery runner (its timer runs where config.hooks.runner is on). */
  readonly hookRunner: HookRunner;
  /** Render outputs, stored once and streamed to downloads (server/outputs/). */
  readonly outputs: RenderOutputs;
  /** Makes renders from packages and values (server/render/); previews use it directly. */
  readonly renderer: Renderer;
  /** Versions' thumbnails, made when a version is processed and kept beside the outputs (server/render/app-thumbnails.ts). */
  readonly thumbnails: AppThumbnails;
  readonly failures: FailureRules;
  /** Injected answer delays (control API `delay`). */
  readonly delays: DelayRules;
  /** Answered API requests per method and path (control API `requests`; counts only outside production). */
  readonly requests: RequestCounter;
  /** What the local error-reporting endpoint received (control API `error-reports`). */
  readonly errorReports: ErrorReportStore;
  /** The pass-through in front of soketi (control API `live/drop`); null where nothing listens (tests, buildApp alone). */
  readonly liveGate: LiveGate | null;
  /** Content-Security-Policy violations browsers reported (control API `csp-reports`). */
  readonly cspReports: CspReportStore;
}

/** Absolute URL of an API path, for paginator links (Laravel puts full URLs there). */
export function apiUrl(s: Services, path: string): string {
  return `${s.config.appOrigin}/server/api/v1/${path.replace(/^\//, '')}`;
}
