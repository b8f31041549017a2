/**
 * `npx tsx tests/bench/log-inspector.bench.ts`: the devtools' time travel and the replay command
 * on a 100,000-envelope log (docs/event-log.md "Large logs"). Prints one figure per line:
 *   1. export size, parse time, and the inspector's load (fold + a checkpoint every 1,024)
 *   2. the state at a random index (nearest checkpoint + folds): mean and worst of 200 clicks
 *   3. a full point (state, hash, slice summaries, diff) at random, and when stepping forward
 *   4. the same state folded from zero, which the checkpoints avoid
 *   5. --against over two copies of the log (no divergence: every envelope compared)
 */
import type { Envelope } from '../../worker/contract/events';
import { findDivergence } from '../../worker/log/divergence';
import { foldEnvelopes } from '../../worker/log/fold';
import { LogInspector } from '../../worker/log/inspector';
import { parseEventLog } from '../../worker/log/ndjson';
import { sampleEnvelopes, sampleLogText } from '../../worker/log/testing/sample-log';
import { aNotification } from '../harness/builders';

const N = 100_000;
const now = () => performance.now();
function time<T>(run: () => T): [T, number] {
  const start = now();
  const value = run();
  return [value, now() - start];
}

// A notifications page of 50 (a state of realistic weight), then balance and widget updates.
const base = sampleEnvelopes((N - 3) / 2 + 1).slice(0, N);
const page: Envelope = {
  ...(base[2] as Envelope),
  event: { type: 'notifications/page-loaded', filter: 'all', append: false, page: 1, items: Array.from({ length: 50 }, (_, i) => aNotification(i + 1)), total: 50 },
};
const envelopes = [base[0] as Envelope, base[1] as Envelope, page, ...base.slice(3)];
const text = sampleLogText(envelopes);
const [file, parseMs] = time(() => parseEventLog(text));
const [inspector, loadMs] = time(() => new LogInspector(file));
console.log(`100k log: ${(text.length / 1e6).toFixed(1)} MB, parse ${parseMs.toFixed(0)} ms, inspector load ${loadMs.toFixed(0)} ms (${file.envelopes.length} envelopes)`);

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * N;
const clicks = Array.from({ length: 200 }, () => Math.floor(random()));
const stateTimes = clicks.map((i) => time(() => inspector.stateAt(i))[1]);
console.log(`state at a random seq: mean ${(stateTimes.reduce((a, b) => a + b) / stateTimes.length).toFixed(2)} ms, worst ${Math.max(...stateTimes).toFixed(2)} ms`);
const pointTimes = clicks.slice(0, 50).map((i) => inspector.at(i, now).computeMs);
const stepTimes = Array.from({ length: 50 }, (_, k) => inspector.at(clicks[0]! + k + 1, now).computeMs);
console.log(`full point (state + hash + summaries + diff): random mean ${(pointTimes.reduce((a, b) => a + b) / 50).toFixed(2)} ms, stepping forward mean ${(stepTimes.reduce((a, b) => a + b) / 50).toFixed(2)} ms`);
const [, fromZeroMs] = time(() => foldEnvelopes(file.checkpoint?.state ?? null, file.envelopes, 95_000));
console.log(`the state at seq 95,000 folded from zero instead: ${fromZeroMs.toFixed(0)} ms`);
const [divergence, againstMs] = time(() => findDivergence(file, parseEventLog(text)));
console.log(`--against over two 100k logs: ${againstMs.toFixed(0)} ms (diverged: ${divergence.diverged})`);
