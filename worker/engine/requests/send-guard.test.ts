// @vitest-environment node
/**
 * The send guard over the REAL HTTP port (fake fetch): a request whose X-Brand left the scope
 * never reaches fetch, not even to be cancelled; a session request goes out with the brand in
 * scope; a request of the brand in scope, or of none, is untouched.
 */
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../contract/snapshot';
import { incidentsCalls } from '../../domains/incidents';
import { initialSnapshot } from '../../domains/registry';
import { sessionCalls } from '../../domains/session/calls';
import { createRealPorts } from '../../ports/create-real-ports';
import { createFakeFetch, jsonResponse } from '../../ports/testing/fake-fetch';
import { FakePusher } from '../../ports/testing/fake-pusher';
import { BrandScope, type Runtime } from '../core/runtime';
import type { Emission } from '../core/emission';
import { callSpec, execute } from './execute';

const config = {
  origin: 'https://app.test',
  oauthClientId: 'spa',
  pusher: { key: 'k', wsHost: 'ws.app.test', wsPort: 6001, forceTLS: true },
  preferencesDatabase: 'adcreative-test-preferences',
};

function setup(inScope: string | null, queued?: (state: { brandInScope: string | null }) => Promise<void>) {
  const fake = createFakeFetch((call) => (call.url.includes('/incident') ? jsonResponse(200, { data: [] }) : new Response(null, { status: 204 })));
  const ports = createRealPorts(config, FakePusher, { fetch: fake.fetch, cookies: { readXsrfToken: async () => null } });
  const scope = { brandInScope: inScope };
  const state = (): Snapshot => ({ ...initialSnapshot(), brand: { ...initialSnapshot().brand, identifier: scope.brandInScope } });
  const emitted: Emission[] = [];
  const withQueue = queued === undefined ? ports : { ...ports, yieldToQueuedMessages: () => queued(scope) };
  const rt: Runtime = { ports: withQueue, state, brandInScope: () => state().brand.identifier, emit: (e) => void emitted.push(e), scope: new BrandScope(), nextToastId: () => 't', nextRequestId: () => 'r-1', csrfCookie: sessionCalls.csrfCookie };
  const xBrands = () => fake.calls.map((c) => c.headers['X-Brand'] ?? null);
  const dropped = () => emitted.filter((e) => e.event.type === 'diagnostics/stale-brand-request-dropped');
  return { rt, fake, xBrands, dropped };
}

describe('send guard', () => {
  it('drops a brand request whose brand left the scope before fetch, as an abort (no toast), and counts it', async () => {
    const { rt, xBrands, dropped } = setup('beta');
    const outcome = await execute(rt, callSpec(rt, incidentsCalls.incidents, undefined, { scope: 'brand', brand: 'acme' }));
    expect(xBrands()).toEqual([]);
    expect(outcome).toMatchObject({ ok: false, aborted: true });
    expect(dropped()).toEqual([{ event: { type: 'diagnostics/stale-brand-request-dropped', method: 'GET', path: '/api/v1/incident', brand: 'acme' }, source: 'system', brand: null }]);
    expect(outcome.emissions.map((e) => e.event.type)).toEqual(['request/failed']);
  });

  it('sends a request of the brand in scope as it is, and a session request of no brand with the brand in scope', async () => {
    const { rt, xBrands, dropped } = setup('beta');
    expect(await execute(rt, callSpec(rt, incidentsCalls.incidents, undefined, { scope: 'brand' }))).toMatchObject({ ok: true });
    expect(await execute(rt, callSpec(rt, sessionCalls.logout, undefined, { scope: 'session', brand: null }))).toMatchObject({ ok: true });
    expect(xBrands()).toEqual(['beta', 'beta']);
    expect(dropped()).toEqual([]);
  });

  it('sends a session request before any brand is in scope with the brand it was given (the route brand), or none', async () => {
    const { rt, xBrands, dropped } = setup(null);
    expect(await execute(rt, callSpec(rt, sessionCalls.updateLocale, 'cs', { scope: 'session', brand: 'acme' }))).toMatchObject({ ok: true });
    expect(await execute(rt, callSpec(rt, sessionCalls.logout, undefined, { scope: 'session' }))).toMatchObject({ ok: true });
    expect(xBrands()).toEqual(['acme', null]);
    expect(dropped()).toEqual([]);
  });

  it('sends a session request that captured an older brand with the brand in scope', async () => {
    const { rt, xBrands, dropped } = setup('beta');
    expect(await execute(rt, callSpec(rt, sessionCalls.updateLocale, 'cs', { scope: 'session', brand: 'acme' }))).toMatchObject({ ok: true });
    expect(xBrands()).toEqual(['beta']);
    expect(dropped()).toEqual([]);
  });

  it('drops every brand request once no brand is in scope (signed out)', async () => {
    const { rt, xBrands, dropped } = setup(null);
    expect(await execute(rt, callSpec(rt, incidentsCalls.incidents, undefined, { scope: 'brand', brand: 'acme' }))).toMatchObject({ ok: false, aborted: true });
    expect(xBrands()).toEqual([]);
    expect(dropped()).toHaveLength(1);
  });

  it('in a worker, lets the queued messages run first: a switch the page posted meanwhile drops the old brand’s request', async () => {
    const yields: string[] = [];
    // The page's brand/switch to beta was waiting in the queue behind the answer that started this load.
    const { rt, xBrands, dropped } = setup('acme', async (scope) => {
      yields.push(scope.brandInScope ?? 'none');
      scope.brandInScope = 'beta';
    });
    expect(await execute(rt, callSpec(rt, incidentsCalls.incidents, undefined, { scope: 'brand' }))).toMatchObject({ ok: false, aborted: true });
    expect(yields).toEqual(['acme']);
    expect(xBrands()).toEqual([]);
    expect(dropped()).toHaveLength(1);
  });

  it('a request of no brand does not wait for the queue', async () => {
    const yields: string[] = [];
    const { rt, xBrands } = setup('acme', async () => void yields.push('yield'));
    expect(await execute(rt, callSpec(rt, sessionCalls.logout, undefined, { scope: 'session', brand: null }))).toMatchObject({ ok: true });
    expect(yields).toEqual([]);
    // Not about a brand: it goes with the brand in scope (spec section 7), whatever is queued.
    expect(xBrands()).toEqual(['acme']);
  });
});
