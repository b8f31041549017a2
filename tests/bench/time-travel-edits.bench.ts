/**
 * `npx tsx tests/bench/time-travel-edits.bench.ts`: what the time travel's edits and search cost
 * on a 100,000-envelope log (docs/event-log.md "The app at a past moment"): a skip and an insert
 * (each re-folds the whole log once), a search (the first builds the rows' text, later ones reuse
 * it), and viewing a moment (the state there, as the bridge would send it).
 */
import type { Envelope } from '../../worker/contract/events';
import { InspectionSession } from '../../worker/log/inspection-session';
import { sampleEnvelopes, sampleLogText } from '../../worker/log/testing/sample-log';
import { aNotification } from '../harness/builders';

const N = 100_000;
const base = sampleEnvelopes((N - 3) / 2 + 1).slice(0, N);
const page: Envelope = {
  ...(base[2] as Envelope),
  event: { type: 'notifications/page-loaded', filter: 'all', append: false, page: 1, items: Array.from({ length: 50 }, (_, i) => aNotification(i + 1)), total: 50 },
};
const text = sampleLogText([base[0] as Envelope, base[1] as Envelope, page, ...base.slice(3)]);
const session = new InspectionSession(() => performance.now());
const time = (label: string, run: () => unknown) => {
  const start = performance.now();
  run();
  console.log(`${label}: ${(performance.now() - start).toFixed(0)} ms`);
};
time('load', () => session.load(text));
time('skip row 50,000', () => session.edit({ kind: 'skip', index: 50_000, skipped: true }));
time('insert after row 10', () => session.edit({ kind: 'insert', after: 10, text: '{"type":"balance/changed","balance":7,"version":null}' }));
time('first search "balance":7', () => session.search('"balance":7'));
time('next search widget', () => session.search('widget'));
time('view row 95,000', () => session.view(95_000));
