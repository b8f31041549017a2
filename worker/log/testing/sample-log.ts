/**
 * A short recorded session for the log tests: sign in, switch to acme, a notifications page,
 * balance changes and builds widget updates, repeated `rounds` times to make a long log.
 */
import type { Envelope } from '../../contract/events';
import { aBrandSummary, aBuildsWidget, aNotification, aUser } from '../../../tests/harness/builders';
import { initialSnapshot } from '../../domains/registry';
import { reduce } from '../../app-engine';
import { exportEventLog } from '../ndjson';
import { EventLog } from '../ring-buffer';

export function sampleEnvelopes(rounds = 1): Envelope[] {
  const out: Envelope[] = [
    { seq: 1, at: 1000, brand: null, source: 'http', event: { type: 'session/loaded', user: aUser(), brands: [aBrandSummary('acme')] } },
    { seq: 2, at: 1001, brand: null, source: 'command', event: { type: 'brand/switch-started', identifier: 'acme' } },
    {
      seq: 3,
      at: 1002,
      brand: 'acme',
      source: 'http',
      event: { type: 'notifications/page-loaded', filter: 'all', append: false, page: 1, items: [aNotification(1), aNotification(2)], total: 2 },
    },
  ];
  for (let r = 0; r < rounds; r++) {
    const seq = out.length + 1;
    out.push({ seq, at: 2000 + seq, brand: 'acme', source: 'live', event: { type: 'balance/changed', balance: 100 + r, version: null } });
    out.push({ seq: seq + 1, at: 2001 + seq, brand: 'acme', source: 'http', event: { type: 'builds/widget-loaded', widget: aBuildsWidget(r % 7) } });
  }
  return out;
}

/** NDJSON as the data layer exports it (capacity: the ring buffer's, to get a checkpoint). */
/** The build the sample logs name. */
export const SAMPLE_BUILD = { commit: '0123456789abcdef0123456789abcdef01234567', builtAt: '2026-11-01T08:00:00.000Z' };

export function sampleLogText(envelopes: readonly Envelope[] = sampleEnvelopes(), options: { capacity?: number; redact?: boolean } = {}): string {
  const log = new EventLog({ capacity: options.capacity ?? 1_000_000, chunkSize: 2 });
  let state = initialSnapshot();
  for (const e of envelopes) {
    log.append(e, state);
    state = reduce(state, e);
  }
  return exportEventLog(log.contents(), { appVersion: 'test', build: SAMPLE_BUILD, startedAt: 0, state }, { redact: options.redact ?? false });
}
