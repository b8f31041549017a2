import { describe, expect, it } from 'vitest';
import { foldEnvelopes } from './fold';
import { LogInspector } from './inspector';
import { parseEventLog } from './ndjson';
import { stateHash } from './state-hash';
import { sampleEnvelopes, sampleLogText } from './testing/sample-log';

const envelopes = sampleEnvelopes(50);
const file = parseEventLog(sampleLogText(envelopes));
const clock = () => 0;

describe('LogInspector', () => {
  it('gives the state after any envelope, equal to a fold from the start', () => {
    const inspector = new LogInspector(file, 8);
    for (const index of [40, 3, 0, 99, 57, 58, -1, 102]) {
      const expected = foldEnvelopes(null, envelopes.slice(0, Math.min(index, envelopes.length - 1) + 1)).state;
      expect(stateHash(inspector.stateAt(index)), `index ${index}`).toBe(stateHash(expected));
    }
  });

  it('folds from the nearest checkpoint, or one envelope when stepping forward', () => {
    const inspector = new LogInspector(file, 8);
    inspector.stateAt(0);
    inspector.stateAt(77);
    expect(inspector.lastFolds).toBe(77 - 71);
    inspector.stateAt(78);
    expect(inspector.lastFolds).toBe(1);
    inspector.stateAt(20);
    expect(inspector.lastFolds).toBe(20 - 15);
  });

  it('summarises the log, verifies the recorded hash, and shows what one envelope changed', () => {
    const inspector = new LogInspector(file);
    expect(inspector.summary.rows).toHaveLength(envelopes.length);
    expect(inspector.summary.rows[3]).toEqual({ seq: 4, at: 2004, source: 'live', brand: 'acme', type: 'balance/changed' });
    expect(inspector.summary.verified).toBe(true);
    const point = inspector.at(3, clock);
    expect(point.seq).toBe(4);
    expect(point.envelope?.event).toEqual({ type: 'balance/changed', balance: 100, version: null });
    expect(point.changes.map((c) => c.slice)).toEqual(['balance', 'diagnostics']);
    expect(point.changes[0]?.entries).toEqual([
      { path: 'status', kind: 'changed', before: '"idle"', after: '"ready"' },
      { path: 'value', kind: 'changed', before: 'null', after: '100' },
    ]);
    expect(inspector.at(-1, clock).changes).toEqual([]);
  });

  it('says when the replay does not reproduce the recorded hash', () => {
    const text = sampleLogText(envelopes).replace(/"stateHash":"[0-9a-f]{16}"/, '"stateHash":"0000000000000000"');
    expect(new LogInspector(parseEventLog(text)).summary.verified).toBe(false);
  });
});
