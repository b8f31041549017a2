/**
 * buildApp: the API server as a Fastify instance, without listening (tests use app.inject;
 * server/main.ts listens and serves the built client). Dependencies that reach outside the
 * process (account provider, soketi, the clock, the database) can be injected.
 */
import { installRequestIdEcho, requestIdOptions } from './http/request-id.ts';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import * as realProvider from './auth/provider-client.ts';
import type { ProviderClient } from './auth/provider.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { installSessionHooks } from './auth/session-hook.ts';
import { installIdempotency } from './http/idempotency.ts';
import { type Clock, systemClock } from './clock.ts';
import type { StackConfig } from './config.ts';
import { createDelayRules, installDelayHook } from './control/delays.ts';
import { createFailureRules, installFailureHook } from './control/failures.ts';
import { createRequestCounter, installRequestCounter } from './control/request-counter.ts';
import { registerControlRoutes } from './control/routes.ts';
import { installControlGuard } from './control/same-origin-guard.ts';
import { type Db, openDatabase } from './db/database.ts';
import { registerErrorReportRoutes } from './error-reports/routes.ts';
import { registerHelpRoutes } from './help/routes.ts';
import { createErrorReportStore } from './error-reports/store.ts';
import { createFarm } from './farm/farm.ts';
import { createRenderQueue, type RenderQueueDeps } from './render-queue/embedded-queue.ts';
import { createRenderDispatcher } from './render-queue/bullmq-dispatcher.ts';
import { createRenderModes } from './render-queue/render-modes.ts';
import { createRemoteRenders } from './render-queue/remote-renders.ts';
import { createFeedScheduler } from './feeds/fetch-scheduler.ts';
import { createHookRunner } from './hooks/runner.ts';
import { announceAdSetUpdated } from './routes/ad-sets-live.ts';
import { createRenderOutputs } from './farm/output.ts';
import { DEFAULT_PRODUCTIONS } from './outputs/build-outputs.ts';
import { createScreenshotter } from './render/chromium.ts';
import { createRenderer } from './render/renderer.ts';
import { createAppThumbnails } from './render/app-thumbnails.ts';
import { THUMBNAIL_CONCURRENCY } from './render/thumbnails.ts';
import { createSchema } from './graphql/executable-schema.ts';
import { registerGraphqlHttp } from './graphql/http.ts';
import { attachGraphqlWs } from './graphql/ws.ts';
import { installErrorHandlers } from './http/errors.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from './http/multipart.ts';
import { withAdPlatformChecks } from './outputs/platform-checked-store.ts';
import { checkUncheckedPackages } from './creatives/template-packages.ts';
import { createCspReportStore, registerCspReportRoutes } from './http/csp-reports.ts';
import { laravelClientError, MAX_REQUEST_HEAD_BYTES } from './http/request-head.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import type { LiveGate } from './live/live-gate.ts';
import { createPusherPublisher, type Publisher } from './live/publisher.ts';
import { createNotificationBus } from './notifications/store.ts';
import { createOutputStore } from './outputs/output-store.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerBrandStatsRoutes } from './routes/brand-stats.ts';
import { registerStorageRoutes } from './routes/storage.ts';
import { registerTeamRoutes } from './routes/teams.ts';
import { registerBrandInviteRoutes } from './routes/brand-invites.ts';
import { registerInviteAnswerRoutes } from './routes/invite-answers.ts';
import { registerWalletRoutes } from './routes/wallet.ts';
import { registerBrandRoutes } from './routes/brand.ts';
import { registerBroadcastingRoutes } from './routes/broadcasting.ts';
import { registerFeedPushRoutes } from './routes/feeds-push.ts';
import { registerFeedReadRoutes } from './routes/feeds-reads.ts';
import { registerFeedRoutes } from './routes/feeds.ts';
import { registerIncidentRoutes } from './routes/incidents.ts';
import { registerNotificationRoutes } from './routes/notifications.ts';
import { registerAdSetDeleteRoute } from './routes/ad-sets-delete.ts';
import { registerAdSetDetailRoutes } from './routes/ad-sets-detail.ts';
import { registerAdSetCreativeRoutes } from './routes/ad-set-creatives.ts';
import { registerAdPreviewRoutes } from './routes/ad-preview.ts';
import { registerAdSetValueRoutes } from './routes/ad-set-values.ts';
import { registerAdSetWizardRoutes } from './routes/ad-sets-wizard.ts';
import { registerResourceRoutes } from './routes/resources.ts';
import { registerSystemRoutes } from './routes/system.ts';
import { registerUploadRoutes } from './routes/uploads.ts';
import { registerAssetLibraryRoutes } from './routes/asset-library.ts';
import { registerAssetFileRoutes } from './routes/asset-files.ts';
import { registerAssetGroupFileRoutes } from './routes/asset-group-files.ts';
import { registerBrandAdminRoutes } from './routes/brand-admin.ts';
import { registerUserRoutes } from './routes/users.ts';
import { registerVisualBuildFileRoutes } from './routes/visual-build-files.ts';
import { registerRenderWorkerRoutes } from './routes/render-worker.ts';
import { registerVisualBuildReportRoutes } from './routes/visual-build-report.ts';
import { registerVisualBuildRoutes } from './routes/visual-builds.ts';
import { registerVisualBuildActionRoutes } from './routes/visual-build-actions.ts';
import { registerVisualCommentRoutes } from './routes/visual-comments.ts';
import { registerVisualVersionReadRoutes } from './routes/visual-version-reads.ts';
import { registerVisualVersionRoutes } from './routes/visual-versions.ts';
import { registerVisualReadRoutes } from './routes/visual-reads.ts';
import { registerVisualValueRoutes } from './routes/visual-values.ts';
import { registerVisualRoutes } from './routes/visuals.ts';
import { isEmpty, seed } from './seed/seed.ts';
import type { Services } from './services.ts';
import { pageSessionSource } from './http/page-session.ts';

export interface AppDeps {
  readonly provider?: ProviderClient;
  readonly publisher?: Publisher;
  readonly clock?: Clock;
  /** An open database; by default config.databasePath is opened (and seeded when empty). */
  readonly db?: Db;
  /** Fastify's logger (pino); off unless asked for (a stream: tests read the lines). */
  readonly logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The live gate in front of soketi, when the caller runs one (server/main.ts). */
  readonly liveGate?: LiveGate;
  /** Wraps the renders the embedded queue makes (the restart test holds some mid-way). */
  readonly renderWith?: (real: RenderQueueDeps['render']) => RenderQueueDeps['render'];
}

export async function buildApp(config: StackConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    ...requestIdOptions,
    bodyLimit: 5 * 1024 * 1024,
    // A zip of 999 renders carries its ids in the URL (http/request-head.ts).
    http: { maxHeaderSize: MAX_REQUEST_HEAD_BYTES },
    clientErrorHandler: laravelClientError,
  });
  const clock = deps.clock ?? systemClock;
  const ownsDb = !deps.db;
  const db = deps.db ?? openDatabase(config.databasePath);
  const limits = config.renderLimits;
  // A page per render slot and per thumbnail slot: a render that hangs until its deadline holds its own page, never a thumbnail's.
  const screenshots = createScreenshotter({ executablePath: config.chromiumPath, pages: config.renderConcurrency + THUMBNAIL_CONCURRENCY, memoryMib: limits.memoryMib, log: app.log });
  const renderer = createRenderer(db, screenshots, { imageDeadlineMs: limits.imageDeadlineMs, thumbnailDeadlineMs: limits.thumbnailDeadlineMs });
  // Every HTML5 zip stored is checked against the ad platforms' rules (docs/template-packages.md).
  const outputs = createRenderOutputs(renderer, withAdPlatformChecks(await createOutputStore(config.outputDir), db, app.log), { concurrency: DEFAULT_PRODUCTIONS });
  const thumbnails = createAppThumbnails(db, renderer, join(outputs.store.dir, 'thumbnails'), {
    ahead: config.thumbnailsAhead,
    onError: (error, versionId) => app.log.warn({ err: error, versionId }, 'a thumbnail could not be made ahead; it is made when first asked for'),
  });
  // A new database: outputs left in the directory belong to the rows of another one. Thumbnails are
  // named by what they show: those of the seed's templates are kept (or made now, in the background).
  if (isEmpty(db)) {
    seed(db, clock, { renders: config.seedRenders });
    await outputs.clear();
    thumbnails.forget();
    thumbnails.prepareAll();
  }
  await checkUncheckedPackages(db);

  const publisher = deps.publisher ?? createPusherPublisher(config, app.log);
  const bus = createNotificationBus();
  const farm = createFarm({ db, clock, publisher, bus, outputs, log: app.log });
  const render: RenderQueueDeps['render'] = (job, onStage, renderLimits) => renderer.render(job, onStage, renderLimits);
  const renderQueue = createRenderQueue(
    { db, clock, publisher, bus, store: outputs.store, render: deps.renderWith?.(render) ?? render, log: app.log },
    { capacity: config.renderConcurrency, leaseMs: config.renderLeaseMs, deadlines: { image: limits.imageDeadlineMs, html5: limits.html5DeadlineMs } },
  );
  const renderModes = createRenderModes(config, farm, renderQueue, {
    dispatcher: () => createRenderDispatcher({ db, clock, log: app.log }, { redisUrl: config.redisUrl, ahead: config.renderDispatchAhead, staleMs: config.renderLeaseMs }),
  });
  // Renders made by workers on other machines, settled here (RENDER_QUEUE=bullmq).
  const remoteRenders = createRemoteRenders(
    { db, clock, publisher, bus, store: outputs.store, log: app.log },
    { leaseMs: config.renderLeaseMs, deadlines: { image: limits.imageDeadlineMs, html5: limits.html5DeadlineMs } },
  );
  const failures = createFailureRules();
  const delays = createDelayRules();
  const requests = createRequestCounter();
  const errorReports = createErrorReportStore();
  const cspReports = createCspReportStore();
  const feedScheduler = createFeedScheduler({ db, clock, fetch: config.feedFetch, publisher, bus, onError: (error) => app.log.error({ err: error }, 'scheduled feed fetches failed') });
  const hookRunner = createHookRunner({
    db,
    clock,
    send: config.hooks,
    onError: (error) => app.log.error({ err: error }, 'webhook deliveries failed'),
    onAttempt: (adSetId) => {
      const brand = db.prepare('SELECT b.id, b.identifier FROM brands b JOIN ad_sets a ON a.brand_id = b.id WHERE a.id = ?').get(adSetId) as { id: number; identifier: string } | undefined;
      if (brand) announceAdSetUpdated(publisher, brand, adSetId);
    },
  });
  const services: Services = { config, db, clock, publisher, provider: deps.provider ?? realProvider, bus, farm, renderQueue, renderModes, remoteRenders, feedScheduler, hookRunner, outputs, renderer, thumbnails, failures, delays, requests, errorReports, liveGate: deps.liveGate ?? null, cspReports };

  // The signed-in session written into index.html (static.ts serves the page; http/page-session.ts).
  app.decorate('pageSession', pageSessionSource(services));
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES }, throwFileSizeLimit: true });

  // Hook order matters: security headers (so every answer has them), the request log (every
  // arrival), injected delays and failures, then session → CSRF → authentication.
  installRequestIdEcho(app);
  installSecurityHeaders(app, config);
  // Counting is for the control API only; production answers without it.
  if (!config.production) installRequestCounter(app, requests);
  installDelayHook(app, delays);
  installFailureHook(app, failures);
  installSessionHooks(app, db, clock);
  installErrorHandlers(app);
  // After authentication: a repeated write answers its first answer (docs/api-wire.md).
  installIdempotency(app, db, clock);
  // Before any route: every /__control route registered below gets the guard as its own hook.
  if (!config.production) installControlGuard(app, config);

  registerSystemRoutes(app, services);
  registerAuthRoutes(app, services);
  registerAccountRoutes(app, services);
  registerBrandRoutes(app, services);
  registerBrandStatsRoutes(app, services);
  registerWalletRoutes(app, services);
  registerStorageRoutes(app, services);
  registerTeamRoutes(app, services);
  registerUserRoutes(app, services);
  registerBrandInviteRoutes(app, services);
  registerInviteAnswerRoutes(app, services);
  registerUploadRoutes(app, services);
  registerAssetLibraryRoutes(app, services);
  registerAssetFileRoutes(app, services);
  registerAssetGroupFileRoutes(app, services);
  registerBrandAdminRoutes(app, services);
  registerIncidentRoutes(app, services);
  registerNotificationRoutes(app, services);
  registerBroadcastingRoutes(app, services);
  registerVisualRoutes(app, services);
  registerVisualReadRoutes(app, services);
  registerVisualValueRoutes(app, services);
  registerVisualVersionRoutes(app, services);
  registerVisualVersionReadRoutes(app, services);
  registerVisualCommentRoutes(app, services);
  registerVisualBuildRoutes(app, services);
  registerVisualBuildActionRoutes(app, services);
  registerVisualBuildFileRoutes(app, services);
  registerVisualBuildReportRoutes(app, services);
  // Before the generic resource routes: /ad-set/overview and /ad-set/options are static paths.
  registerAdSetWizardRoutes(app, services);
  registerAdSetDetailRoutes(app, services);
  registerAdSetCreativeRoutes(app, services);
  registerAdSetValueRoutes(app, services);
  registerAdPreviewRoutes(app, services);
  registerAdSetDeleteRoute(app, services);
  registerResourceRoutes(app, services);
  registerFeedRoutes(app, services);
  registerFeedReadRoutes(app, services);
  registerFeedPushRoutes(app, services);
  registerRenderWorkerRoutes(app, {
    token: config.renderWorkerToken,
    leaseMs: config.renderLeaseMs,
    renderLimits: { imageDeadlineMs: limits.imageDeadlineMs, memoryMib: limits.memoryMib },
    remote: remoteRenders,
    changed: () => renderModes.queued(),
  });

  const schema = createSchema();
  registerGraphqlHttp(app, services, schema);
  attachGraphqlWs(app, services, schema);

  registerHelpRoutes(app, { supportEmail: config.supportEmail });
  if (!config.production) registerControlRoutes(app, services);
  if (!config.production) registerCspReportRoutes(app, cspReports);
  // The local stand-in for the error-reporting service (docs/error-reporting.md).
  if (!config.production) registerErrorReportRoutes(app, errorReports);

  await renderModes.use(config.renderQueue);
  if (config.feedFetch.scheduler) feedScheduler.start(config.feedFetch.schedulerTickMs);
  if (config.hooks.runner) hookRunner.start(config.hooks.tickMs);
  app.addHook('onClose', async () => {
    farm.stop();
    feedScheduler.stop();
    hookRunner.stop();
    await farm.settled();
    // Renders under way are given back to the queue: the next start resumes them.
    await renderQueue.close();
    await remoteRenders.close();
    await renderModes.close();
    await feedScheduler.settled();
    await hookRunner.settled();
    await outputs.close();
    await thumbnails.close();
    await renderer.close();
    await publisher.close();
    if (ownsDb) db.close();
  });
  return app;
}
