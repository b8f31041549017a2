// @vitest-environment node
/**
 * The 419 recovery over the REAL ports (fake fetch, fake pusher-js, a fake page): the fresh token
 * reaches the shared XSRF cell, so the retried write, later GraphQL queries and channel
 * authorisation all send it.
 */
import { describe, expect, it, vi } from 'vitest';
import { incidentsCalls } from '../../domains/incidents';
import { initialSnapshot } from '../../domains/registry';
import { createRealPorts } from '../../ports/create-real-ports';
import { createFakeFetch, jsonResponse } from '../../ports/testing/fake-fetch';
import { FakePusher } from '../../ports/testing/fake-pusher';
import { BrandScope, type Runtime } from '../core/runtime';
import { sessionCalls } from '../../domains/session/calls';
import type { Emission } from '../core/emission';
import { callWithCsrfRetry } from './csrf-retry';

const config = {
  origin: 'https://app.test',
  oauthClientId: 'spa',
  pusher: { key: 'k', wsHost: 'ws.app.test', wsPort: 6001, forceTLS: true },
  preferencesDatabase: 'adcreative-test-preferences',
};

describe('callWithCsrfRetry over the real ports', () => {
  it('419 → csrf cookie → the page\'s token → the write again; GraphQL and channel auth use the new token too', async () => {
    let dismissals = 0;
    const fake = createFakeFetch((call) => {
      if (call.url.endsWith('/sanctum/csrf-cookie')) return new Response(null, { status: 204 });
      if (call.url.endsWith('/dismiss')) return ++dismissals === 1 ? jsonResponse(419, { message: 'CSRF token mismatch.' }) : new Response(null, { status: 204 });
      if (call.url.endsWith('/graphql')) return jsonResponse(200, { data: { loggedUser: { id: '1', unread_notifications_count: 0 } } });
      return jsonResponse(200, { auth: 'k:sig' });
    });
    const page = { token: 'xsrf-2', reads: 0 };
    const ports = createRealPorts(config, FakePusher, {
      fetch: fake.fetch,
      cookies: { readXsrfToken: async () => (page.reads++, page.token) },
    });
    ports.backend.setXsrfToken('xsrf-1');
    const emitted: Emission[] = [];
    const rt: Runtime = { ports, state: initialSnapshot, brandInScope: () => initialSnapshot().brand.identifier, emit: (e) => void emitted.push(e), scope: new BrandScope(), nextToastId: () => 't', nextRequestId: () => 'r-1', csrfCookie: sessionCalls.csrfCookie };

    await callWithCsrfRetry(rt, (ctx) => ports.backend.call(incidentsCalls.dismissIncident, 7, ctx), { brand: 'acme' }, 'POST /api/v1/incident/7/dismiss');
    expect(fake.calls.map((c) => [c.method, new URL(c.url).pathname, c.headers['X-XSRF-TOKEN'] ?? null])).toEqual([
      ['POST', '/server/api/v1/incident/7/dismiss', 'xsrf-1'],
      ['GET', '/server/sanctum/csrf-cookie', 'xsrf-1'],
      ['POST', '/server/api/v1/incident/7/dismiss', 'xsrf-2'],
    ]);
    // Same body and brand for the second attempt.
    expect(fake.calls[2]?.headers['X-Brand']).toBe('acme');
    expect(page.reads).toBe(1);
    expect(emitted.map((e) => e.event)).toEqual([{ type: 'session/csrf-refreshed', trigger: 'POST /api/v1/incident/7/dismiss', ok: true }]);

    await ports.graphql.unreadCount({ brand: 'acme' });
    ports.live.connect(() => undefined);
    FakePusher.instances.at(-1)?.connectNow();
    ports.live.setBrand('acme');
    await vi.waitFor(() => expect(fake.calls).toHaveLength(5));
    expect(fake.calls.slice(3).map((c) => [new URL(c.url).pathname, c.headers['X-XSRF-TOKEN']])).toEqual([
      ['/server/api/v1/graphql', 'xsrf-2'],
      ['/server/api/v1/broadcasting/auth', 'xsrf-2'],
    ]);
    ports.live.disconnect();
  });

  it('the same abort signal is used for both attempts', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const fake = createFakeFetch((call) => {
      signals.push(call.signal);
      if (call.url.endsWith('/sanctum/csrf-cookie')) return new Response(null, { status: 204 });
      return signals.length === 1 ? jsonResponse(419, {}) : new Response(null, { status: 204 });
    });
    const ports = createRealPorts(config, FakePusher, { fetch: fake.fetch, cookies: { readXsrfToken: async () => 'new' } });
    const rt: Runtime = { ports, state: initialSnapshot, brandInScope: () => initialSnapshot().brand.identifier, emit: (_e: Emission) => undefined, scope: new BrandScope(), nextToastId: () => 't', nextRequestId: () => 'r-1', csrfCookie: sessionCalls.csrfCookie };
    const controller = new AbortController();
    await callWithCsrfRetry(rt, (ctx) => ports.backend.call(incidentsCalls.dismissIncident, 1, ctx), { brand: 'acme', signal: controller.signal }, 'POST x');
    expect(signals).toHaveLength(3);
    expect(signals[0]).toBe(controller.signal);
    expect(signals[2]).toBe(controller.signal);
    // The refresh is session-wide: a brand switch does not cancel it.
    expect(signals[1]).toBeUndefined();
  });

  it('asks for the csrf cookie with the brand in scope as X-Brand, like every API request (spec section 7)', async () => {
    const fake = createFakeFetch((call) => (call.url.endsWith('/sanctum/csrf-cookie') || fake.calls.length > 1 ? new Response(null, { status: 204 }) : jsonResponse(419, {})));
    const ports = createRealPorts(config, FakePusher, { fetch: fake.fetch, cookies: { readXsrfToken: async () => 'new' } });
    const inAcme = { ...initialSnapshot(), brand: { ...initialSnapshot().brand, identifier: 'acme' } };
    const rt: Runtime = { ports, state: () => inAcme, brandInScope: () => inAcme.brand.identifier, emit: (_e: Emission) => undefined, scope: new BrandScope(), nextToastId: () => 't', nextRequestId: () => 'r-1', csrfCookie: sessionCalls.csrfCookie };
    await callWithCsrfRetry(rt, (ctx) => ports.backend.call(incidentsCalls.dismissIncident, 1, ctx), { brand: 'acme' }, 'POST x');
    expect(fake.calls.map((c) => [new URL(c.url).pathname, c.headers['X-Brand'] ?? null])).toEqual([
      ['/server/api/v1/incident/1/dismiss', 'acme'],
      ['/server/sanctum/csrf-cookie', 'acme'],
      ['/server/api/v1/incident/1/dismiss', 'acme'],
    ]);
  });
});
