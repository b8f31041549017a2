/**
 * `npm run bench:engine`: prints one figure per line.
 *   1. events/s through validate (decodeLiveEvent) + reduce, in Node (aim ≥ 500k/s)
 *   2. events/s through the whole engine (pipeline, event log, effects) for comparison
 *   3. time to replay a 100k-event log (aim ≤ 1 s)
 *   4. bridge messages for a 10k-event burst (aim: one per 16 ms window)
 */
import { parseArgs } from 'node:util';
import { parseBenchArgs } from '../../scripts/bench/cli';
import { asyncScheduler } from 'rxjs';
import { PROTOCOL_VERSION } from '../../worker/contract/api';
import type { Envelope } from '../../worker/contract/events';
import type { Snapshot } from '../../worker/contract/snapshot';
import { initialSnapshot, LIVE_EVENTS } from '../../worker/domains/registry';
import { createAppEngine, reduce } from '../../worker/app-engine';
import { createDataLayer } from '../../worker/host/create-data-layer';
import { parseEventLog } from '../../worker/log/ndjson';
import { replay } from '../../worker/log/replay';
import { stateHash } from '../../worker/log/state-hash';
import { createLiveDecoder } from '../../worker/ports/live/decode-live-event';

const decodeLiveEvent = createLiveDecoder(LIVE_EVENTS);
import { createFakePorts } from '../harness/fake-ports';
import { aBrandUser, aNotification } from '../harness/builders';

parseBenchArgs(`npm run bench:engine

The data layer's throughput, in Node: events/s through validate and reduce, and through the whole
engine; the time to replay a 100k-event log; the bridge messages for a 10k-event burst. No options.`, () => parseArgs({ options: {} }));

type Raw = readonly [channel: string, name: string, payload: unknown];

/** A realistic mix of wire events: mostly renders and spends, some rarer ones, a few malformed. */
function rawEvents(n: number): Raw[] {
  const out: Raw[] = [];
  for (let i = 0; i < n; i++) {
    const k = i % 20;
    if (k < 8) out.push(['private-brand.acme', 'App\\Events\\VisualBuildUpdated', { brandId: 347, visualBuild: { id: 1000 + (i % 300), status: i % 3 ? 'rendering' : 'done' } }]);
    else if (k < 14) out.push(['private-brand.acme', 'App\\Events\\BalanceManager\\Spend', { brandId: 347, amount: 3 }]);
    else if (k < 16) out.push(['private-brand.acme', 'VisualBuildCreated', { brandId: 347, visualBuild: { id: 5000 + i } }]);
    else if (k === 16) out.push(['private-brand.acme', 'BrandStoreUsageCalculated', { brandId: 347 }]);
    else if (k === 17) out.push(['public', 'IncidentUpdated', { action: 'commented', incident: { id: 3 } }]);
    else if (k === 18) out.push(['private-brand.acme', 'BrandBroadcastTested', { brandId: 347, message: 'ping' }]);
    else out.push(['private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 'oops' } }]);
  }
  return out;
}

function inAcme(): Snapshot {
  return reduce(initialSnapshot(), { seq: 0, at: 0, brand: null, source: 'command', event: { type: 'brand/switch-started', identifier: 'acme' } });
}

function validateAndReduce(events: readonly Raw[], rounds: number): number {
  let state = inAcme();
  let seq = 0;
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const [channel, name, payload] of events) {
      const input = decodeLiveEvent(channel, name, payload);
      seq += 1;
      const event = input.kind === 'event' ? input.event : input.kind === 'malformed' ? input.report : null;
      if (event === null) continue;
      state = reduce(state, { seq, at: seq, brand: input.kind === 'event' && channel !== 'public' ? 'acme' : null, source: 'live', event });
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (state.diagnostics.lastSeq !== seq) throw new Error('lost envelopes');
  return (events.length * rounds) / seconds;
}

async function fullEngine(events: readonly Raw[]): Promise<number> {
  const fakes = createFakePorts({ manual: true });
  const engine = createAppEngine(fakes.ports, { logCapacity: 50_000 });
  // Start connects the live port; `me` then stays pending, which is fine: the brand scope is set
  // by hand below.
  fakes.backend.autoAnswer('csrfCookie', undefined);
  void engine.dispatch({ type: 'start', xsrfToken: null, routeBrand: 'acme', locale: 'en' });
  await fakes.backend.flush();
  if (!fakes.live.connected) throw new Error('live port not connected');
  engine.emit({ event: { type: 'brand/switch-started', identifier: 'acme' }, source: 'command', brand: null });
  engine.emit({ event: { type: 'brand/user-loaded', brandUser: aBrandUser() }, source: 'http', brand: 'acme' });
  const before = engine.state().diagnostics.lastSeq;
  const started = performance.now();
  for (const [channel, name, payload] of events) fakes.live.emitRaw(channel, name, payload);
  const seconds = (performance.now() - started) / 1000;
  if (engine.state().diagnostics.lastSeq - before < events.length) throw new Error('events did not reach the engine');
  engine.dispose();
  return events.length / seconds;
}

/** A 100k-envelope log of live events and what the engine derives from them. */
function recordLog(n: number): { text: string; hash: string } {
  const fakes = createFakePorts({ manual: true });
  const engine = createAppEngine(fakes.ports, { logCapacity: n, effects: [] });
  const emit = (event: Envelope['event'], brand: string | null = 'acme', source: Envelope['source'] = 'http') => engine.emit({ event, source, brand });
  emit({ type: 'brand/switch-started', identifier: 'acme' }, null, 'command');
  emit({ type: 'brand/user-loaded', brandUser: aBrandUser() });
  const raws = rawEvents(n);
  for (let i = 0; engine.log.length < n; i++) {
    const [channel, name, payload] = raws[i % raws.length] as Raw;
    const input = decodeLiveEvent(channel, name, payload);
    if (input.kind === 'event') emit(input.event, channel === 'public' ? null : 'acme', 'live');
    else if (input.kind === 'malformed') emit(input.report, null, 'live');
    if (i % 10 === 0) emit({ type: 'balance/changed', balance: 10_000 - i, version: null });
    if (i % 50 === 0) emit({ type: 'builds/widget-loaded', widget: { unfinished: i % 40, unfinishedWithinEnvironment: i % 7 } });
    if (i % 500 === 0) emit({ type: 'notifications/page-loaded', filter: 'all', append: false, page: 1, items: [aNotification(i), aNotification(i + 1)], total: 2 });
    if (i % 700 === 0) emit({ type: 'toast/requested', id: `toast-${i}`, kind: 'error', key: 'REQUESTS.UNAVAILABLE', params: {}, text: null });
  }
  const hash = stateHash(engine.state());
  const contents = engine.log.contents();
  const text = [`{"format":"adcreative-event-log","formatVersion":1,"protocolVersion":${PROTOCOL_VERSION},"appVersion":"bench","startedAt":"","evicted":0,"redacted":false}`]
    .concat(contents.checkpoint === null ? [] : [JSON.stringify({ checkpoint: { seq: contents.checkpoint.diagnostics.lastSeq, state: contents.checkpoint } })])
    .concat(contents.envelopes.map((e) => JSON.stringify(e)))
    .join('\n');
  engine.dispose();
  return { text, hash };
}

async function bridgeBurst(n: number): Promise<{ batches: number; windows: number; ms: number; maxBytes: number; syncBatches: number }> {
  const fakes = createFakePorts({ scheduler: asyncScheduler });
  const dl = createDataLayer(fakes.ports, { effects: [] });
  await dl.dispatch({ type: 'start', xsrfToken: null, routeBrand: 'acme', locale: 'en' });
  const sizes: number[] = [];
  await dl.subscribe((batch) => {
    sizes.push(JSON.stringify(batch).length);
  });
  await new Promise((r) => setTimeout(r, 40));
  sizes.length = 0;
  const raws = rawEvents(n);
  // The burst arrives as the network delivers it: chunks of 200 events per macrotask.
  const started = performance.now();
  for (let i = 0; i < n; i += 200) {
    for (const [channel, name, payload] of raws.slice(i, i + 200)) fakes.live.emitRaw(channel, name, payload);
    await new Promise((r) => setImmediate(r));
  }
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 40));
  const batches = sizes.length;
  const maxBytes = Math.max(...sizes);
  // The same burst in one synchronous go.
  sizes.length = 0;
  for (const [channel, name, payload] of raws) fakes.live.emitRaw(channel, name, payload);
  await new Promise((r) => setTimeout(r, 40));
  const syncBatches = sizes.length;
  await dl.dispose();
  return { batches, windows: Math.ceil(ms / 16), ms, maxBytes, syncBatches };
}

async function main(): Promise<void> {
  const events = rawEvents(100_000);
  validateAndReduce(events, 2); // warm-up
  const rate = validateAndReduce(events, 10);
  console.log(`engine: ${Math.round(rate)} events/s (validate with decodeLiveEvent + reduce, 1M wire events)`);
  await fullEngine(events.slice(0, 20_000)); // warm-up
  console.log(`engine pipeline: ${Math.round(await fullEngine(events))} events/s (FakeLive.emitRaw → decode → queue → reduce → log → effects)`);

  const { text, hash } = recordLog(100_000);
  replay(parseEventLog(text)); // warm-up
  const t0 = performance.now();
  const file = parseEventLog(text);
  const t1 = performance.now();
  const result = replay(file);
  const t2 = performance.now();
  console.log(
    `replay: 100000-event log in ${((t2 - t0) / 1000).toFixed(3)} s (parse ${((t1 - t0) / 1000).toFixed(3)} s + fold and hash ${((t2 - t1) / 1000).toFixed(3)} s, ${(text.length / 1024 / 1024).toFixed(1)} MiB), hash ${result.hash === hash ? 'equal to the live run' : 'DIFFERENT'}`,
  );
  if (result.hash !== hash) process.exitCode = 1;

  const bridge = await bridgeBurst(10_000);
  console.log(
    `bridge: 10000-event burst over ${bridge.ms.toFixed(0)} ms → ${bridge.batches} messages for ${bridge.windows} windows of 16 ms (largest ${(bridge.maxBytes / 1024).toFixed(1)} KiB); the same burst synchronously → ${bridge.syncBatches} message`,
  );
}

void main();
