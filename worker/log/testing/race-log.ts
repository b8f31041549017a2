/** Small hand-made logs for the race explorer's tests: envelopes by kind, seqs in order. */
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
