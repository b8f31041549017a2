/**
 * The control API for tests, demos and testers (docs/control-api.md). Mounted only outside
 * production; no session or CSRF (it is a local tool, never exposed in production).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MAX_SEED_RENDERS } from '../config.ts';
import { wipe } from '../db/database.ts';
import type { BrandRow, UserRow } from '../db/rows.ts';
import { changeBalance, changeStorage } from '../farm/brand-effects.ts';
import { queueBuilds } from './builds.ts';
import { registerFeedControlRoutes } from './feed-routes.ts';
import { registerHookControlRoutes } from './hook-routes.ts';
import { registerLiveControlRoutes } from './live-routes.ts';
import { assertSimulated, registerRenderQueueControlRoutes } from './render-queue-routes.ts';
import { registerSessionControlRoutes } from './session-routes.ts';
import { findBrand } from '../http/context.ts';
import { HttpError, modelNotFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { announceBrandUpdated } from '../live/announce.ts';
import { PUBLIC_CHANNEL } from '../../worker/contract/live-channels';
import { incidentUpdatedWire } from '../../worker/domains/incidents/contract';
import { publishLive, wireChannelName, wireEventName } from '../live/events.ts';
import { NOTIFICATION_TYPES, inApp } from '../notifications/kinds.ts';
import { notify, presentNotification } from '../notifications/store.ts';
import { presentBrand } from '../presenters/brand-user.ts';
import { presentIncident } from '../routes/incidents.ts';
import { seed } from '../seed/seed.ts';
import { checkUncheckedPackages } from '../creatives/template-packages.ts';
import type { Services } from '../services.ts';

const Broadcast = v.object({ channel: v.pipe(v.string(), v.nonEmpty()), event: v.pipe(v.string(), v.nonEmpty()), data: v.optional(v.record(v.string(), v.unknown()), {}) });
const BrandPatch = v.object({
  balance: v.optional(v.number()),
  storagePercent: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1000))),
  collaborativeMode: v.optional(v.boolean()),
});
const NewIncident = v.object({
  brand: v.optional(v.nullable(v.string())),
  severity: v.pipe(v.string(), v.nonEmpty()),
  body: v.pipe(v.string(), v.nonEmpty()),
  expiresAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('The expiresAt field must be an ISO date-time.')))),
});
const Fail = v.object({
  method: v.optional(v.pipe(v.string(), v.toUpperCase()), '*'),
  path: v.pipe(v.string(), v.nonEmpty()),
  status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
});
const Delay = v.object({
  method: v.optional(v.pipe(v.string(), v.toUpperCase()), '*'),
  path: v.pipe(v.string(), v.nonEmpty()),
  ms: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60_000)),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
});
const RequestsQuery = v.object({ log: v.optional(v.picklist(['0', '1']), '0') });
const NewBuilds = v.object({
  brand: v.pipe(v.string(), v.nonEmpty()),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 1),
  visualVersionId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
const FarmTimer = v.object({ running: v.boolean() });
const Reset = v.object({ renders: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEED_RENDERS))) });
const Notify = v.object({
  email: v.pipe(v.string(), v.nonEmpty()),
  brand: v.optional(v.string()),
  type: v.optional(v.string()),
  data: v.optional(v.record(v.string(), v.unknown())),
});

export function registerControlRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  registerLiveControlRoutes(app, s);
  registerFeedControlRoutes(app, s);
  registerHookControlRoutes(app, s);
  registerRenderQueueControlRoutes(app, s);
  registerSessionControlRoutes(app, s);
  const setFarmTimer = (running: boolean) => (running ? s.farm.start(s.config.farmTickMs) : s.farm.stop());
  const brandOr404 = (identifier: string): BrandRow => {
    const brand = findBrand(db, identifier);
    if (!brand) throw modelNotFound('Brand', identifier);
    return brand;
  };

  app.post('/__control/broadcast', async (request) => {
    const body = validate(Broadcast, request.body);
    const channel = wireChannelName(body.channel);
    const event = wireEventName(body.event);
    // Answers only once soketi took it: an event it refused is a 413 or 502, never `ok`.
    await s.publisher.publish(channel, event, body.data);
    return { ok: true, channel, event };
  });

  app.post('/__control/brand/:identifier', async (request) => {
    const brand = brandOr404((request.params as { identifier: string }).identifier);
    const body = validate(BrandPatch, request.body);
    if (body.balance !== undefined) changeBalance(s, brand.id, { set: body.balance }, 'control');
    if (body.storagePercent !== undefined) changeStorage(s, brand.id, { percent: body.storagePercent });
    if (body.collaborativeMode !== undefined) {
      db.prepare('UPDATE brands SET collaborative_mode = ?, updated_at = ? WHERE id = ?').run(body.collaborativeMode ? 1 : 0, s.clock.now().toISOString(), brand.id);
      announceBrandUpdated(s.publisher, brand);
    }
    await s.publisher.flush();
    return { data: presentBrand(brandOr404(brand.identifier)) };
  });

  app.post('/__control/incidents', async (request, reply) => {
    const body = validate(NewIncident, request.body);
    const brand = body.brand ? brandOr404(body.brand) : null;
    const now = s.clock.now().toISOString();
    const id = Number(db.prepare('INSERT INTO incidents (brand_id, severity, body, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(brand?.id ?? null, body.severity, body.body, body.expiresAt ?? null, now, now).lastInsertRowid);
    await publishLive(s.publisher, PUBLIC_CHANNEL, incidentUpdatedWire, { type: 'live/incident-updated', action: 'created', incidentId: id, ...(brand ? { brandId: brand.id } : {}) });
    const row = db.prepare('SELECT * FROM incidents WHERE id = ?').get(id) as Parameters<typeof presentIncident>[0];
    return reply.status(201).send({ data: presentIncident(row, false) });
  });

  app.post('/__control/fail', async (request) => {
    const body = validate(Fail, request.body);
    s.failures.add(body);
    return { ok: true, rules: s.failures.list() };
  });

  app.post('/__control/delay', async (request) => {
    const body = validate(Delay, request.body);
    s.delays.add(body);
    return { ok: true, rules: s.delays.list() };
  });

  app.post('/__control/reset', async (request) => {
    const body = validate(Reset, request.body ?? {});
    // Renders being stored finish against the old rows first; then no output outlives its row.
    await s.renderModes.stop();
    // A scheduled fetch under way stores into the rows it read: let it end before they go.
    await s.feedScheduler.settled();
    await s.hookRunner.settled();
    wipe(db);
    seed(db, s.clock, { renders: body.renders ?? s.config.seedRenders });
    await checkUncheckedPackages(db);
    await s.outputs.clear();
    // Packages unpacked for renders are cached by file id, and ids start again with the seed.
    s.renderer.forget();
    // Thumbnails are named by what they show: the seed's are kept, anything else goes.
    s.thumbnails.forget();
    s.thumbnails.prepareAll();
    s.failures.clear();
    s.delays.clear();
    s.requests.reset();
    s.errorReports.reset();
    s.cspReports.reset();
    await s.renderModes.use(s.config.renderQueue);
    return { ok: true };
  });

  // How many API requests were answered per method and path since the last reset (request-counter.ts).
  // With `?log=1` also the newest arrivals with their X-Brand (request-counter.ts).
  app.get('/__control/requests', async (request) => {
    const { log } = validate(RequestsQuery, request.query ?? {});
    const counts = s.requests.counts();
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return log === '1' ? { counts, total, log: s.requests.log() } : { counts, total };
  });

  app.post('/__control/requests/reset', async () => {
    s.requests.reset();
    return { ok: true };
  });

  // Extras beyond the spec's calls, for live demos and e2e: create a notification, step the farm.
  app.post('/__control/notify', async (request, reply) => {
    const body = validate(Notify, request.body);
    const user = db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(body.email) as UserRow | undefined;
    if (!user) throw modelNotFound('User', body.email);
    const brand = body.brand ? brandOr404(body.brand) : (db.prepare('SELECT * FROM brands WHERE id = ?').get(user.last_brand_id ?? -1) as BrandRow | undefined);
    if (!brand) throw new HttpError(422, 'The brand field is required for a user without a last brand.', { brand: ['The brand field is required.'] });
    const data = body.data ?? inApp(brand, { group: 'GENERIC', operation: 'announced', subjectLabel: 'Control API', causer: { id: 0, name: 'Control API' }, url: null });
    const row = notify(db, s.bus, { userId: user.id, brandId: brand.id, type: body.type ?? NOTIFICATION_TYPES.InApp, data, createdAt: s.clock.now().toISOString() });
    return reply.status(201).send({ data: presentNotification(row) });
  });

  // Queued builds for the farm, announced with VisualBuildCreated like the API's own (builds.ts).
  app.post('/__control/builds', async (request, reply) => {
    const body = validate(NewBuilds, request.body);
    const builds = queueBuilds({ db, publisher: s.publisher, now: s.clock.now().toISOString() }, brandOr404(body.brand), body.count, body.visualVersionId);
    s.renderModes.queued();
    await s.publisher.flush();
    return reply.status(201).send({ ids: builds.map((b) => b.id) });
  });

  // Stops or restarts the farm's timer, so a test can step it alone (reset restores the configured state).
  app.post('/__control/farm', async (request) => {
    const { running } = validate(FarmTimer, request.body);
    if (running) assertSimulated(s);
    setFarmTimer(running);
    return { running: s.farm.running };
  });

  app.get('/__control/farm', async () => ({ running: s.farm.running }));

  // Answers once the builds that reached 100 % are stored and finished, as a test expects of one step.
  app.post('/__control/farm/tick', async () => {
    assertSimulated(s);
    s.farm.tick();
    await s.farm.settled();
    await s.publisher.flush();
    return { ok: true };
  });

  // Answers once the thumbnails made ahead (a processed version, a new seed) are all made.
  app.post('/__control/thumbnails/idle', async () => {
    await s.thumbnails.idle();
    return { renders: s.thumbnails.renders() };
  });
}
