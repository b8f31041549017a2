/** Small hand-made logs for the race explorer's tests: envelopes by kind, seqs in order. */
import { aBrandSummary, aUser } from '../../../tests/harness/builders';
import type { Envelope, EventSource } from '../../contract/events';

export type Spec =
  | readonly ['live', number, Record<string, unknown>?]
  | readonly ['start', number, string | null]
  | readonly ['answer', number, string | null, Record<string, unknown>?]
  | readonly ['command' | 'system', number, Record<string, unknown>?];

/** `['answer', at, id, event]` gives `requests/finished` and the answer's event (when given), same tick. */
export function logOf(specs: readonly Spec[]): Envelope[] {
  const out: Envelope[] = [];
  const push = (at: number, source: EventSource, event: Record<string, unknown>) =>
    out.push({ seq: out.length + 1, at, brand: 'acme', source, event } as unknown as Envelope);
  for (const spec of specs) {
    if (spec[0] === 'live') push(spec[1], 'live', spec[2] ?? { type: 'live/balance-spend' });
    else if (spec[0] === 'start') push(spec[1], 'http', { type: 'requests/started', id: spec[2] });
    else if (spec[0] === 'answer') {
      push(spec[1], 'http', { type: 'requests/finished', id: spec[2] });
      if (spec[3] !== undefined) push(spec[1], 'http', spec[3]);
    } else push(spec[1], spec[0], spec[2] ?? { type: 'notices/dismissed', notice: 'credit' });
  }
  return out;
}

/** Two balance answers to two requests, 5 ms apart; `versions`: the server's balance versions (null: a server without). */
export function twoBalanceAnswers(versions: readonly [number | null, number | null]): Envelope[] {
  const http = (seq: number, at: number, event: Envelope['event'], brand: string | null = null): Envelope => ({ seq, at, brand, source: 'http', event });
  const path = '/api/v1/balance-manager/balance';
  return [
    http(1, 1000, { type: 'session/loaded', user: aUser(), brands: [aBrandSummary('acme')] }),
    { seq: 2, at: 1001, brand: null, source: 'command', event: { type: 'brand/switch-started', identifier: 'acme' } },
    http(3, 2000, { type: 'requests/started', id: 'r-1', method: 'GET', path }),
    http(4, 2000, { type: 'requests/started', id: 'r-2', method: 'GET', path }),
    http(5, 2040, { type: 'requests/finished', id: 'r-1', method: 'GET', path, status: 200, durationMs: 40 }),
    http(6, 2040, { type: 'balance/changed', balance: 10, version: versions[0] }, 'acme'),
    http(7, 2045, { type: 'requests/finished', id: 'r-2', method: 'GET', path, status: 200, durationMs: 45 }),
    http(8, 2045, { type: 'balance/changed', balance: 20, version: versions[1] }, 'acme'),
  ];
}
