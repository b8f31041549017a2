import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test-support/agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createDelayRules, installDelayHook } from './delays.ts';

/** A timer the test releases by hand: records each wait and resolves it on `release()`. */
function handTimer() {
  const waits: number[] = [];
  const pending: (() => void)[] = [];
  let onWait: () => void = () => undefined;
  return {
    waits,
    wait: (ms: number) => {
      waits.push(ms);
      onWait();
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    /** Resolves once the next wait has started. */
    nextWait: () => new Promise<void>((resolve) => (onWait = resolve)),
    release: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

/** A few turns of the event loop: plenty for an answer that is not held to arrive. */
const turns = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('delay rules', () => {
  it('hold the answers of the next `times` matching requests, computed when they arrived', async () => {
    const rules = createDelayRules();
    const timer = handTimer();
    const app = Fastify();
    installDelayHook(app, rules, timer.wait);
    let balance = 10;
    app.get('/server/api/v1/balance-manager/balance', async () => ({ data: { balance } }));
    app.get('/server/api/v1/me', async () => ({ data: 'me' }));
    await app.ready();
    rules.add({ method: 'GET', path: '/api/v1/balance-manager/balance', ms: 300, times: 1 });

    let answered = false;
    const waiting = timer.nextWait();
    const held = app.inject({ method: 'GET', url: '/server/api/v1/balance-manager/balance?x=1' }).then((res) => {
      answered = true;
      return res;
    });
    await waiting;
    expect(timer.waits).toEqual([300]);
    // Meanwhile the balance changes: the held answer does not say so, and another route is not held.
    balance = 7;
    expect((await app.inject({ method: 'GET', url: '/server/api/v1/me' })).json()).toEqual({ data: 'me' });
    await turns();
    expect(answered).toBe(false);

    timer.release();
    expect((await held).json()).toEqual({ data: { balance: 10 } });
    // The rule is used up: the next request answers without waiting.
    expect((await app.inject({ method: 'GET', url: '/server/api/v1/balance-manager/balance' })).json()).toEqual({ data: { balance: 7 } });
    expect(timer.waits).toEqual([300]);
    expect(rules.list()).toEqual([]);
    await app.close();
  });

  it('match like `fail`: any method by default, a prefix with *, with or without /server', () => {
    const rules = createDelayRules();
    rules.add({ method: '*', path: 'api/v1/visual-build*', ms: 50, times: 2 });
    rules.add({ method: 'post', path: '/server/api/v1/me', ms: 70, times: 1 });
    expect(rules.take('GET', '/server/api/v1/me')).toBeNull();
    expect(rules.take('POST', '/server/api/v1/me/')).toBe(70);
    expect(rules.take('DELETE', '/server/api/v1/visual-build/4?force=1')).toBe(50);
    expect(rules.take('GET', '/server/api/v1/visual-build/widget')).toBe(50);
    expect(rules.take('GET', '/server/api/v1/visual-build')).toBeNull();
    rules.add({ method: 'GET', path: '/api/v1/me', ms: 10, times: 5 });
    rules.clear();
    expect(rules.take('GET', '/server/api/v1/me')).toBeNull();
  });
});

describe('POST /__control/delay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const control = (path: string, body: unknown = {}) => new Agent(t.app).post(`/__control/${path}`, body);

  it('adds a rule and lists the rules; reset clears them', async () => {
    const res = await control('delay', { path: '/api/v1/brand-user', ms: 250, times: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, rules: [{ method: '*', path: '/server/api/v1/brand-user', ms: 250, remaining: 3 }] });
    await control('reset');
    expect((await control('delay', { method: 'get', path: '/api/v1/me', ms: 1 })).json().rules).toEqual([{ method: 'GET', path: '/server/api/v1/me', ms: 1, remaining: 1 }]);
    await control('reset');
  });

  it('is 422 for a missing path, or a delay that is not a whole number of ms between 1 and 60000', async () => {
    for (const body of [{ ms: 100 }, { path: '/api/v1/me' }, { path: '/api/v1/me', ms: 0 }, { path: '/api/v1/me', ms: 60_001 }, { path: '/api/v1/me', ms: 1.5 }, { path: '/api/v1/me', ms: 5, times: 0 }]) {
      const res = await control('delay', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });
});
