/**
 * Review changes reach every viewer, through the real data path: someone acts on the
 * reference backend (its real routes); what the backend published goes, unchanged, into each
 * viewer's live port (the real decoder); each viewer's engine refetches through its real HTTP
 * port from the same backend. Viewers are a reviewer who is not acting and a visitor, whose
 * pages were never told before (notifications reach only the people involved): a cancelled
 * request stayed "Awaiting approval" on the reviewer's page, and a process never showed anywhere.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Visual, VisualComment, VisualVersion } from '../../worker/contract/creatives';
import type { Page } from '../../worker/contract/page';
import { createDataLayer, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../../worker/ports/http/create-http-port';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import type { Agent } from '../../server/test-support/agent';
import { createFakePorts, type FakePorts } from '../harness';
import { injectFetch, type InjectFetch } from '../harness/inject-fetch';
import { VIRTUAL_START } from '../harness/virtual-clock';

// Virtual time for the engines; setImmediate and nextTick stay real: the backend's inject needs them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(VIRTUAL_START);
});
afterEach(() => {
  vi.useRealTimers();
});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const open: InProcessDataLayer[] = [];
afterEach(async () => {
  for (const dl of open.splice(0)) await dl.dispose();
});

const API = '/server/api/v1';

interface Viewer {
  readonly fakes: FakePorts;
  readonly http: InjectFetch;
  readonly dl: InProcessDataLayer;
  readonly watches: { version: number; visual: number; comments: number; list: number };
}

/** A signed-in data layer of `email`, over the real backend, watching what a version page and the list watch. */
async function viewer(email: string, versionId: number, visualId: number): Promise<Viewer> {
  const agent = await t.signIn(email);
  const fakes = createFakePorts({ manual: true });
  fakes.graphql.autoAnswer('unreadCount', 0).autoAnswer('notifications', { items: [], total: 0, unreadCount: 0 });
  const http = injectFetch(t.app, agent.cookies);
  const backend = createHttpPort({ fetch: http.fetch, origin: 'http://app.test', env: { oauthClientId: t.config.oauthClientId, oauthScope: DEFAULT_OAUTH_SCOPE } });
  const dl = createDataLayer({ ...fakes.ports, backend });
  open.push(dl);
  const started = dl.dispatch({ type: 'start', xsrfToken: agent.xsrf ?? null, routeBrand: 'acme', locale: 'en' });
  await settle([http], 1_000);
  expect(await started).toMatchObject({ ok: true });
  const watches = {
    version: await dl.watch({ kind: 'versions/get', id: String(versionId) }, 'acme'),
    visual: await dl.watch({ kind: 'visuals/get', id: String(visualId) }, 'acme'),
    comments: await dl.watch({ kind: 'comments/list', versionId: String(versionId), page: 1, perPage: 100 }, 'acme'),
    list: await dl.watch({ kind: 'visuals/list', page: 1, perPage: 20, view: 'active', search: 'Live path' }, 'acme'),
  };
  await settle([http], 1_000);
  return { fakes, http, dl, watches };
}

/**
 * Lets `ms` of virtual time pass in steps, waiting after each step for the backend to answer what
 * was asked (its answers may start further timers). Bounded: 20 steps.
 */
async function settle(http: readonly InjectFetch[], ms: number): Promise<void> {
  for (let step = 0; step < 20; step++) {
    await vi.advanceTimersByTimeAsync(ms / 20);
    await Promise.all(http.map((h) => h.idle()));
  }
}

function shown<T>(v: Viewer, watch: number): T {
  const view = [...v.dl.engine.liveQueries.views()].find((x) => x.id === watch);
  expect(view?.status).toBe('ready');
  return view!.result as T;
}
const version = (v: Viewer) => shown<VisualVersion>(v, v.watches.version);
const template = (v: Viewer) => shown<Visual>(v, v.watches.visual);
const comments = (v: Viewer) => shown<Page<VisualComment>>(v, v.watches.comments).items.map((c) => c.comment);
const listed = (v: Viewer) => shown<Page<Visual>>(v, v.watches.list).items;

/** A published Acme template "Live path {n}" with one version in `status` (and an older archived-able one). */
let made = 0;
function template_(status: string): { visualId: number; versionId: number } {
  made += 1;
  const visualId = Number(t.db.prepare("INSERT INTO visuals (brand_id, user_id, name, output_category, status, created_at, updated_at) VALUES (1, 2, ?, 'display', 'published', 'x', 'x')").run(`Live path ${made}`).lastInsertRowid);
  t.db.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (?, 1, 1, 'processed', 'x', 'x')").run(visualId);
  const versionId = Number(t.db.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (?, 1, 2, ?, 'x', 'x')").run(visualId, status).lastInsertRowid);
  return { visualId, versionId };
}

/** What the backend published since the last call, delivered to every viewer's live port. */
function deliver(viewers: readonly Viewer[]): number {
  const messages = t.publisher.messages.slice();
  t.publisher.clear();
  for (const v of viewers) for (const m of messages) v.fakes.live.emitRaw(m.channel, m.event, m.data);
  return messages.length;
}

type Act = (people: { editor: Agent; manager: Agent }, versionId: number) => Promise<{ statusCode: number }>;
const post = (action: string, body?: unknown): Act => (p, id) => (['approve', 'reject'].includes(action) ? p.manager : p.editor).post(`${API}/visual-version/${id}/${action}`, body);

/** Each transition (and a comment): the state it starts from, what the actor does, what every viewer must then show. */
const CASES: readonly { name: string; from: string; requested?: boolean; act: Act; shows: (v: Viewer) => void }[] = [
  { name: 'process', from: 'draft', act: post('process'), shows: (v) => expect(version(v).status).toBe('processed') },
  { name: 'preview', from: 'processed', act: post('preview'), shows: (v) => expect(version(v).status).toBe('previewed') },
  {
    name: 'request-approval',
    from: 'processed',
    act: post('request-approval', { comment: 'Please check the CTA' }),
    shows: (v) => {
      expect(version(v).status).toBe('approval-requested');
      expect(comments(v)).toContain('Please check the CTA');
    },
  },
  {
    name: 'cancel-approval',
    from: 'processed',
    requested: true,
    act: (p, id) => p.editor.delete(`${API}/visual-version/${id}/request-approval`),
    shows: (v) => {
      expect(version(v).status).toBe('processed');
      expect(version(v).actions).not.toContain('approve');
    },
  },
  { name: 'approve', from: 'processed', requested: true, act: post('approve'), shows: (v) => expect(version(v).status).toBe('approved') },
  { name: 'reject', from: 'processed', requested: true, act: post('reject', { comment: 'Logo cut off' }), shows: (v) => expect([version(v).status, comments(v).at(-1)]).toEqual(['rejected', 'Logo cut off']) },
  { name: 'erase', from: 'processed', act: post('erase'), shows: (v) => expect(version(v).status).toBe('erased') },
  { name: 'archive', from: 'processed', act: (p, id) => p.editor.delete(`${API}/visual-version/${id}`), shows: (v) => expect(version(v).status).toBe('archived') },
  {
    name: 'revise',
    from: 'processed',
    act: async (p, id) => p.editor.post(`${API}/visual-version/${id}/revise`),
    shows: (v) => {
      expect(version(v).history[0]?.action).toBe('revise');
      expect(template(v).versions).toHaveLength(3);
      expect(listed(v).find((x) => x.id === template(v).id)?.latestVersion?.status).toBe('draft');
    },
  },
  { name: 'comment', from: 'processed', act: (p, id) => p.editor.post(`${API}/visual-version/${id}/comment`, { comment: 'Looks good to me' }), shows: (v) => expect(comments(v)).toEqual(['Looks good to me']) },
];

describe('a version changed by someone else reaches every open page of it, its template and the list', () => {
  it.each(CASES)('$name: a reviewer and a visitor who watch see it', async ({ from, requested, act, shows }) => {
    const { visualId, versionId } = template_(from);
    const people = { editor: await t.signIn('editor@example.com'), manager: await t.signIn('manager@example.com') };
    if (requested) expect((await people.editor.post(`${API}/visual-version/${versionId}/request-approval`)).statusCode).toBe(200);
    const viewers = [await viewer('developer@example.com', versionId, visualId), await viewer('visitor@example.com', versionId, visualId)];
    t.publisher.clear();

    const res = await act(people, versionId);
    expect(res.statusCode).toBeLessThan(300);
    expect(deliver(viewers)).toBeGreaterThan(0);
    await settle(viewers.map((v) => v.http), 2_000);

    for (const v of viewers) {
      shows(v);
      // The template page's versions table follows too.
      expect(template(v).versions.find((x) => x.id === String(versionId))?.status).toBe(version(v).status);
    }
  });
});
