/**
 * The signature a receiver checks: Stripe's `t=…,v1=…` over `${t}.${body}`, verified the way
 * docs/ad-sets.md tells receivers to (constant-time compare, five minutes either way).
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { signatureHeader, SIGNATURE_TOLERANCE_S, verifySignature } from './signature.ts';

const BODY = '{"id":"evt_1","event":"render.finished"}';
const T = 1_750_000_000;
const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

describe('signatureHeader', () => {
  it('signs the timestamp with the body, one v1 per secret, the current secret first', () => {
    expect(signatureHeader(['whsec_new'], T, BODY)).toBe(`t=${T},v1=${hmac('whsec_new', `${T}.${BODY}`)}`);
    expect(signatureHeader(['whsec_new', 'whsec_old'], T, BODY)).toBe(`t=${T},v1=${hmac('whsec_new', `${T}.${BODY}`)},v1=${hmac('whsec_old', `${T}.${BODY}`)}`);
  });
});

describe('verifySignature', () => {
  const header = signatureHeader(['whsec_a'], T, BODY);

  it('accepts the body it signed within the tolerance, either side of the receiver’s clock', () => {
    expect(SIGNATURE_TOLERANCE_S).toBe(300);
    for (const now of [T, T + 300, T - 300]) expect(verifySignature(header, BODY, 'whsec_a', now)).toEqual({ ok: true, timestamp: T });
  });

  it('refuses a replay older than five minutes, and a time from the future by as much', () => {
    expect(verifySignature(header, BODY, 'whsec_a', T + 301)).toEqual({ ok: false, reason: 'too-old' });
    expect(verifySignature(header, BODY, 'whsec_a', T - 301)).toEqual({ ok: false, reason: 'too-old' });
  });

  it('refuses another body, another secret, and a timestamp moved forward to pass the tolerance', () => {
    expect(verifySignature(header, `${BODY} `, 'whsec_a', T)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(header, BODY, 'whsec_b', T)).toEqual({ ok: false, reason: 'mismatch' });
    // The old scheme signed the body alone: a replayer could put a fresh t= on it. Not here.
    const moved = header.replace(`t=${T}`, `t=${T + 3600}`);
    expect(verifySignature(moved, BODY, 'whsec_a', T + 3600)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('during a rotation either secret verifies; a missing or malformed header is refused as such', () => {
    const both = signatureHeader(['whsec_new', 'whsec_old'], T, BODY);
    expect(verifySignature(both, BODY, 'whsec_new', T)).toMatchObject({ ok: true });
    expect(verifySignature(both, BODY, 'whsec_old', T)).toMatchObject({ ok: true });
    expect(verifySignature(both, BODY, 'whsec_other', T)).toEqual({ ok: false, reason: 'mismatch' });
    for (const bad of [undefined, '', `sha256=${hmac('whsec_a', BODY)}`, `t=${T}`, `v1=${hmac('whsec_a', `${T}.${BODY}`)}`, `t=soon,v1=${hmac('whsec_a', `${T}.${BODY}`)}`, `t=${T},v1=zz`]) {
      expect(verifySignature(bad, BODY, 'whsec_a', T)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

describe('the receivers’ snippet in docs/ad-sets.md', () => {
  // The Node code the docs give receivers, run as written: it must agree with verifySignature.
  const doc = readFileSync(new URL('../../docs/ad-sets.md', import.meta.url), 'utf8');
  const snippet = /```js\n(const crypto = require\('node:crypto'\);[\s\S]*?function verify[\s\S]*?)```/.exec(doc)?.[1];
  const verify = new Function('require', `${snippet}\nreturn verify;`)(createRequire(import.meta.url)) as (header: string | undefined, body: string, secret: string, nowS: number) => boolean;

  it('accepts and refuses exactly what verifySignature does', () => {
    expect(snippet).toBeDefined();
    const both = signatureHeader(['whsec_new', 'whsec_old'], T, BODY);
    const cases: [string | undefined, string, string, number][] = [
      [both, BODY, 'whsec_new', T],
      [both, BODY, 'whsec_old', T + 300],
      [both, BODY, 'whsec_old', T + 301],
      [both, BODY, 'whsec_old', T - 301],
      [both, `${BODY}x`, 'whsec_new', T],
      [both, BODY, 'whsec_other', T],
      [both.replace(`t=${T}`, `t=${T + 60}`), BODY, 'whsec_new', T],
      [undefined, BODY, 'whsec_new', T],
      [`sha256=${hmac('whsec_new', BODY)}`, BODY, 'whsec_new', T],
    ];
    expect(cases.map(([h, b, secret, now]) => verify(h, b, secret, now))).toEqual(cases.map(([h, b, secret, now]) => verifySignature(h, b, secret, now).ok));
    expect(cases.map(([h, b, secret, now]) => verify(h, b, secret, now))).toEqual([true, true, false, false, false, false, false, false, false]);
  });
});
