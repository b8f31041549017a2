import { describe, expect, it } from 'vitest';
import type { Envelope } from '../contract/events';
import { foldEnvelopes } from './fold';
import { InspectionSession } from './inspection-session';
import { stateHash } from './state-hash';
import { sampleEnvelopes, sampleLogText } from './testing/sample-log';

// Rows: 0 session, 1 brand switch, 2 notifications, then per round r: 3+2r balance 100+r, 4+2r builds widget.
const envelopes = sampleEnvelopes(5);
const text = sampleLogText(envelopes);

function loaded(): InspectionSession {
  const session = new InspectionSession(() => 0);
  const result = session.load(text);
  if (!result.ok) throw new Error(result.problem);
  return session;
}

const hashOf = (list: readonly Envelope[]) => stateHash(foldEnvelopes(null, list).state);

describe('the loaded log, edited', () => {
  it('skips an envelope: every later state is the fold without it, and putting it back restores the recorded log', () => {
    const session = loaded();
    const skipped = session.edit({ kind: 'skip', index: 11, skipped: true });
    if (!skipped.ok) throw new Error(skipped.problem);
    expect(skipped.log.rows[11]).toMatchObject({ type: 'balance/changed', skipped: true });
    expect(skipped.log.edited).toBe(1);
    expect(skipped.log.verified).toBeNull();
    const without = envelopes.filter((_, i) => i !== 11);
    expect(skipped.log.finalHash).toBe(hashOf(without));
    expect(session.at(11).state.balance.value).toBe(103);
    expect(session.at(12).state.balance.value).toBe(103);
    expect(session.at(10).hash).toBe(hashOf(envelopes.slice(0, 11)));

    const back = session.edit({ kind: 'skip', index: 11, skipped: false });
    if (!back.ok) throw new Error(back.problem);
    expect(back.log.finalHash).toBe(hashOf(envelopes));
    expect(back.log.verified).toBe(true);
    expect(back.log.edited).toBe(0);
  });

  it('inserts a hand-written event after the selected row, with that row\'s brand, and folds the rest after it', () => {
    const session = loaded();
    const result = session.edit({ kind: 'insert', after: 5, text: '{"type":"balance/changed","balance":7,"version":null}' });
    if (!result.ok) throw new Error(result.problem);
    expect(result.log.rows).toHaveLength(envelopes.length + 1);
    expect(result.log.rows[6]).toMatchObject({ type: 'balance/changed', brand: 'acme', source: 'command', inserted: true, seq: envelopes[5]?.seq });
    expect(session.at(6).state.balance.value).toBe(7);
    expect(session.at(7).state.balance.value).toBe(7); // a builds widget: the balance stays
    expect(session.at(8).state.balance.value).toBe(102);
    const inserted: Envelope = { seq: 6, at: envelopes[5]!.at, brand: 'acme', source: 'command', event: { type: 'balance/changed', balance: 7, version: null } };
    expect(result.log.finalHash).toBe(hashOf([...envelopes.slice(0, 6), inserted, ...envelopes.slice(6)]));
    expect(result.log.verified).toBeNull();
    // An envelope may say its own source and brand; another brand's event is dropped by the reducer, as live.
    const foreign = session.edit({ kind: 'insert', after: 12, text: '{"source":"live","brand":"other","event":{"type":"balance/changed","balance":1,"version":null}}' });
    if (!foreign.ok) throw new Error(foreign.problem);
    expect(session.at(13).state.balance.value).toBe(session.at(12).state.balance.value);
    expect(session.at(13).state.diagnostics.foreignBrandDropped).toBe(session.at(12).state.diagnostics.foreignBrandDropped + 1);
  });

  it('refuses an event it cannot read, says why, and keeps the log as it was', () => {
    const session = loaded();
    const before = session.at(12).hash;
    expect(session.edit({ kind: 'insert', after: 3, text: '{"type":"balance/exploded"}' })).toEqual({ ok: false, problem: 'unknown event type "balance/exploded"' });
    expect(session.edit({ kind: 'insert', after: 3, text: '{"type":' })).toMatchObject({ ok: false, problem: expect.stringMatching(/^not valid JSON/) });
    expect(session.edit({ kind: 'insert', after: 3, text: '[1]' })).toMatchObject({ ok: false, problem: expect.stringMatching(/^expected a JSON object/) });
    expect(session.edit({ kind: 'insert', after: 3, text: '{"source":"radio","event":{"type":"balance/changed","balance":1,"version":null}}' })).toMatchObject({ ok: false, problem: expect.stringMatching(/source "radio"/) });
    expect(session.edit({ kind: 'skip', index: 99, skipped: true })).toEqual({ ok: false, problem: 'no row 99 in the loaded log' });
    expect(session.at(12).hash).toBe(before);
  });

  it('finds rows by event type and by payload text, case-insensitively', () => {
    const session = loaded();
    expect(session.search('BALANCE/changed')).toEqual([3, 5, 7, 9, 11]);
    expect(session.search('"balance":102')).toEqual([7]);
    expect(session.search('   ')).toEqual([]);
    // After an edit the search reads the edited log.
    session.edit({ kind: 'insert', after: 0, text: '{"type":"balance/changed","balance":55555,"version":null}' });
    expect(session.search('55555')).toEqual([1]);
  });

  it('views a moment (writes are then off) until back to live or another log', () => {
    const session = loaded();
    expect(session.viewing).toBe(false);
    const moment = session.view(7);
    expect(moment).toMatchObject({ index: 7, seq: 8, total: envelopes.length });
    expect(moment?.state.balance.value).toBe(102);
    expect(session.viewing).toBe(true);
    expect(session.view(null)).toBeNull();
    expect(session.viewing).toBe(false);
    session.view(3);
    session.load(text);
    expect(session.viewing).toBe(false);
  });
});
