/**
 * A signed-in load's page carries the session (server/http/page-session.ts): the data layer's start
 * folds it without a request (worker/domains/session/page-session.ts), and a block it cannot use
 * leaves the start as it always was, with a diagnostic.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PageSessionWire } from '../../worker/contract/page-config';
import { PAGE_SESSION_NAME } from '../../worker/domains/session/page-session';
import { createDataLayer, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import { brandUserWire, inviteWire, meWire } from '../../scripts/scenario/wire-encode';
import { aBrandSummary, aBrandUser, anInvite, aUser, createFakePorts, loggedEvents, type FakePorts } from '../harness';

let dl: InProcessDataLayer | null = null;
afterEach(async () => {
  await dl?.dispose();
  dl = null;
});

const BRANDS = [aBrandSummary('acme'), aBrandSummary('beta', { collaborativeMode: true })];
const blockFor = (brandUser: string | null, overrides: Partial<PageSessionWire> = {}): string =>
  JSON.stringify({
    me: meWire(aUser({ lastBrand: 'beta' }), BRANDS),
    invites: { data: [inviteWire(anInvite('inv-7'))] },
    brandUser: brandUser === null ? null : { brand: brandUser, answer: brandUserWire(aBrandUser({ identifier: brandUser })) },
    ...overrides,
  } satisfies PageSessionWire);

async function start(pageSession: string | null, routeBrand: string | null, xsrfToken: string | null = 'xsrf-1'): Promise<FakePorts & { result: unknown }> {
  const fakes = createFakePorts();
  dl = createDataLayer(fakes.ports, { pageSession });
  const result = await dl.dispatch({ type: 'start', xsrfToken, routeBrand, locale: 'en' });
  await fakes.backend.flush();
  return { ...fakes, result };
}

const requests = (fakes: FakePorts) => fakes.backend.calls.map((c) => `${c.method} ${c.brand ?? '-'}`);
/** What the brand's own loads ask for once its user is known (the same with or without the page's session). */
const BRAND_LOADS = (brand: string) => [`balance ${brand}`, `buildsWidget ${brand}`, `incidents ${brand}`];

describe('the session the page came with', () => {
  it('is folded at start: not one session request, the brand entered at once', async () => {
    const fakes = await start(blockFor('acme'), 'acme');
    expect(fakes.result).toEqual({ ok: true });
    // Exactly the brand's own loads: no csrf cookie, me, invites or brand user.
    expect(requests(fakes)).toEqual(BRAND_LOADS('acme'));
    expect(fakes.graphql.calls.map((c) => [c.method, c.brand])).toEqual([['unreadCount', 'acme']]);
    expect(fakes.graphql.subscriptions.map((s) => s.brand)).toEqual(['acme']);
    expect(fakes.backend.xsrfToken).toBe('xsrf-1');
    expect(fakes.live.connected).toBe(true);
    expect(fakes.live.brand).toBe('acme');
    const state = dl!.engine.state();
    expect(state.session).toMatchObject({ status: 'signed-in', user: { email: 'marta.manager@example.com' }, invites: [{ hash: 'inv-7' }] });
    expect(state.brand).toMatchObject({ identifier: 'acme', status: 'ready', brandUser: { primaryRole: 'manager' } });
    expect(state.balance).toMatchObject({ status: 'ready', value: 250 });
  });

  it('leaves the session’s folds in the event log as the calls’ answers (log replay and --from-log read them)', async () => {
    await start(blockFor('acme'), 'acme');
    const folds = dl!.engine.log
      .contents()
      .envelopes.filter((e) => ['session/load-started', 'session/loaded', 'invites/loaded', 'brand/switch-started', 'brand/user-loaded', 'storage/recalculated'].includes(e.event.type))
      .map((e) => `${e.event.type} ${e.source} ${e.brand ?? '-'}`);
    expect(folds).toEqual([
      'session/load-started command -',
      'session/loaded http -',
      'invites/loaded http -',
      'brand/switch-started command -',
      'brand/user-loaded http acme',
      'storage/recalculated http acme',
    ]);
    // No request brackets for what came with the page.
    expect(loggedEvents(dl!, 'requests/started').map((e) => e.path)).not.toContain('/api/v1/me');
    expect(loggedEvents(dl!, 'diagnostics/payload-malformed')).toEqual([]);
  });

  it('without a route brand, enters the person’s last brand, asking only for its user', async () => {
    const fakes = await start(blockFor(null), null);
    expect(requests(fakes)).toEqual(['brandUser beta', ...BRAND_LOADS('beta')]);
    expect(dl!.engine.state().brand).toMatchObject({ identifier: 'beta', status: 'ready' });
  });

  it('with a brand user of another brand than the route’s (not expected, but possible), asks for the route brand’s own', async () => {
    const fakes = await start(blockFor('acme'), 'beta');
    expect(requests(fakes)).toEqual(['brandUser beta', ...BRAND_LOADS('beta')]);
    expect(dl!.engine.state().brand.brandUser?.brand.identifier).toBe('beta');
  });

  it('is read once: a later brand switch and a later start ask as always', async () => {
    const fakes = await start(blockFor('acme'), 'acme');
    fakes.backend.calls.length = 0;
    expect(await dl!.dispatch({ type: 'brand/switch', identifier: 'acme' })).toEqual({ ok: true });
    await fakes.backend.flush();
    expect(requests(fakes)).toEqual(['brandUser acme', ...BRAND_LOADS('acme')]);
    fakes.backend.calls.length = 0;
    await dl!.dispatch({ type: 'start', xsrfToken: 'xsrf-1', routeBrand: 'acme', locale: 'en' });
    await fakes.backend.flush();
    expect(requests(fakes).slice(0, 4)).toEqual(['csrfCookie acme', 'me acme', 'brandUser acme', 'invites acme']);
  });

  it.each([
    ['not JSON', '{"me":', 'not JSON'],
    ['not an object', '[1]', 'not an object'],
    ['a me the decoder refuses', blockFor('acme', { me: { data: { id: 1 } } }), 'me: '],
    ['invites the decoder refuses', blockFor('acme', { invites: { data: 'none' } }), 'invites: '],
    ['a brand user the decoder refuses', blockFor('acme', { brandUser: { brand: 'acme', answer: { data: { id: 'x' } } } }), 'brandUser: '],
    ['a brand user of another brand than it says', blockFor('acme', { brandUser: { brand: 'beta', answer: brandUserWire(aBrandUser({ identifier: 'acme' })) } }), 'brandUser: of another brand'],
  ])('a block with %s: the normal start, and a diagnostic', async (_label, block, reason) => {
    const fakes = await start(block, 'acme');
    expect(fakes.result).toEqual({ ok: true });
    expect(requests(fakes).slice(0, 4)).toEqual(['csrfCookie acme', 'me acme', 'brandUser acme', 'invites acme']);
    expect(dl!.engine.state().session.status).toBe('signed-in');
    const [diagnostic, ...more] = loggedEvents(dl!, 'diagnostics/payload-malformed');
    expect(more).toEqual([]);
    expect(diagnostic).toMatchObject({ origin: 'http', name: PAGE_SESSION_NAME });
    expect(diagnostic?.reason.startsWith(reason)).toBe(true);
    // The reason never quotes the block (it is the person's data).
    expect(diagnostic?.reason).not.toContain('marta');
  });

  it('without the XSRF cookie beside it, starts as always (the cookie is asked for)', async () => {
    const fakes = await start(blockFor('acme'), 'acme', null);
    expect(requests(fakes).slice(0, 4)).toEqual(['csrfCookie acme', 'me acme', 'brandUser acme', 'invites acme']);
    expect(loggedEvents(dl!, 'diagnostics/payload-malformed').map((d) => d.reason)).toEqual(['no XSRF-TOKEN cookie came with it']);
  });

  it('no block: the start of a page the server wrote no session into is unchanged', async () => {
    const fakes = await start(null, 'acme');
    expect(requests(fakes)).toEqual(['csrfCookie acme', 'me acme', 'brandUser acme', 'invites acme', ...BRAND_LOADS('acme')]);
    expect(loggedEvents(dl!, 'diagnostics/payload-malformed')).toEqual([]);
  });
});
