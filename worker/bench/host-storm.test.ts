/** The benchmark's storm inside the engine's host, under virtual time, on a live port that does nothing. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveInput, LivePort } from '../ports/types';
import { HOST_STORM_GLOBAL, withHostStorm, type HostStormControl, type HostStormStart } from './host-storm';
import { progressKey, STORM_SPEND_VERSION_BASE } from './storm-sequence';

const BRAND = { id: 5, identifier: 'stark', buildIds: [101, 102, 103, 104], balance: 1_000 };

function setup() {
  const calls: string[] = [];
  const inner: LivePort = {
    connect: () => void calls.push('connect'),
    setBrand: (identifier) => void calls.push(`setBrand ${identifier}`),
    setXsrfToken: () => void calls.push('setXsrfToken'),
    retryChannel: (name) => void calls.push(`retryChannel ${name}`),
    joinPresence: (name) => void calls.push(`joinPresence ${name}`),
    leavePresence: () => false,
    signalEditing: (name) => void calls.push(`signalEditing ${name}`),
    disconnect: () => void calls.push('disconnect'),
  };
  const scope: Record<string, unknown> = {};
  const live = withHostStorm(inner, scope);
  const control = scope[HOST_STORM_GLOBAL] as HostStormControl;
  const inputs: LiveInput[] = [];
  return { calls, live, control, inputs, connect: () => live.connect((input) => inputs.push(input)) };
}

const start = (rate: number, seconds: number, cursor = { next: 0, spends: 0 }): HostStormStart => ({ rate, seconds, brand: BRAND, cursor });

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withHostStorm', () => {
  it('hands the engine exactly rate × seconds decoded events, then stops by itself', () => {
    const { control, inputs, connect } = setup();
    connect();
    control.start(start(1_000, 2));
    vi.advanceTimersByTime(1_000);
    expect(inputs).toHaveLength(1_000);
    expect(control.report([], []).running).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(inputs).toHaveLength(2_000);
    const report = control.report([], []);
    expect(report).toMatchObject({ running: false, published: 2_000, seconds: 2, cursor: { next: 1_600, spends: 200 } });
    // Every one decoded as the socket's would be: nothing malformed.
    const types = inputs.map((i) => (i.kind === 'event' ? i.event.type : i.kind));
    expect(types.filter((t) => t === 'live/visual-build-updated')).toHaveLength(1_600);
    expect(types.filter((t) => t === 'live/balance-spend')).toHaveLength(200);
    expect(types.filter((t) => t === 'live/brand-store-usage-calculated')).toHaveLength(200);
    expect(inputs.every((i) => i.kind === 'event' && i.brand === 'stark' && i.dropped === undefined)).toBe(true);
  });

  it('stops when asked, before its seconds, and says whether one was running', () => {
    const { control, inputs, connect } = setup();
    connect();
    expect(control.stop()).toBe(false);
    control.start(start(1_000, 600));
    vi.advanceTimersByTime(1_500);
    expect(control.stop()).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(inputs).toHaveLength(1_500);
    expect(control.report([], [])).toMatchObject({ running: false, published: 1_500, seconds: 1.5 });
    expect(control.stop()).toBe(false);
    // A new storm may start once it stopped.
    expect(control.start(start(1_000, 1))).toBe(true);
  });

  it('sends Spends with the balance after them and a version above the last one', () => {
    const { control, inputs, connect } = setup();
    connect();
    control.start(start(100, 1, { next: 0, spends: 7 }));
    vi.advanceTimersByTime(1_000);
    const spends = inputs.flatMap((i) => (i.kind === 'event' && i.event.type === 'live/balance-spend' ? [i.event] : []));
    expect(spends.map((s) => [s.balance, s.version])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => [Math.round((1_000 - n * 0.01) * 100) / 100, STORM_SPEND_VERSION_BASE + n]));
  });

  it('answers when each asked-for progress value was sent, and each build’s last one', () => {
    const { control, connect } = setup();
    connect();
    control.start(start(100, 1));
    vi.advanceTimersByTime(100);
    const firstSent = Date.now();
    vi.advanceTimersByTime(900);
    // 80 progress events over 4 builds: each build went 1 → 20; the first 8 events went at 10 ms.
    const report = control.report([progressKey(101, 1), progressKey(101, 20), progressKey(101, 21)], [101, 104, 999]);
    expect(report.sentAt[0]).toEqual([firstSent - 90]);
    expect(report.sentAt[1]![0]).toBeGreaterThan(report.sentAt[0]![0]!);
    expect(report.sentAt[2]).toEqual([]);
    expect(report.last).toEqual([20, 20, null]);
  });

  it('refuses to start before the live connection, twice at once, or with bad parameters, saying why', () => {
    const { control, connect } = setup();
    expect(() => control.start(start(100, 1))).toThrow('before the live connection');
    connect();
    expect(() => control.start(start(0, 1))).toThrow('a rate and seconds above 0');
    expect(() => control.start({ ...start(100, 1), brand: { ...BRAND, buildIds: [] } })).toThrow('buildIds (at least one)');
    control.start(start(100, 1));
    expect(() => control.start(start(100, 1))).toThrow('already running');
  });

  it('leaves the live port as it was', () => {
    const { calls, live, connect } = setup();
    connect();
    live.setBrand('acme');
    live.setXsrfToken('t');
    live.retryChannel('private-brand.acme');
    live.disconnect();
    expect(calls).toEqual(['connect', 'setBrand acme', 'setXsrfToken', 'retryChannel private-brand.acme', 'disconnect']);
  });
});
