/**
 * The balance version: every balance change moves it by one in the same transaction,
 * and the Spend it announces carries exactly the balance and version a balance answer would give.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpendWire } from '../../worker/contract/balance-version';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { BrandRow } from '../db/rows.ts';
import { LIVE_EVENTS } from '../live/events.ts';
import { createRecordingPublisher, type RecordingPublisher } from '../live/publisher.ts';
import { createNotificationBus } from '../notifications/store.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { changeBalance, type EffectDeps } from './brand-effects.ts';

let db: Db;
let publisher: RecordingPublisher;
let deps: EffectDeps;

beforeEach(() => {
  const clock = steppedClock();
  db = openDatabase(':memory:');
  seed(db, clock);
  publisher = createRecordingPublisher(loadConfig('test'));
  deps = { db, clock, publisher, bus: createNotificationBus() };
});
afterEach(() => db.close());

const acme = () => db.prepare("SELECT * FROM brands WHERE identifier = 'acme'").get() as BrandRow;
const spends = () => publisher.messages.filter((m) => m.event === LIVE_EVENTS.BalanceManagerSpend).map((m) => m.data as SpendWire);

describe('balance version', () => {
  it('moves by one with every change, and each Spend carries the balance and version it left', () => {
    const start = acme();
    expect(start.balance_version).toBe(0);
    changeBalance(deps, start.id, { delta: -17.12 }, 'render');
    changeBalance(deps, start.id, { delta: -2.5 }, 'render');
    changeBalance(deps, start.id, { set: 500 }, 'control');
    const end = acme();
    expect(end.balance_version).toBe(3);
    expect(end.balance).toBe(500);
    expect(spends()).toEqual([
      { brandId: start.id, amount: 17.12, balance: Math.round((start.balance - 17.12) * 100) / 100, version: 1 },
      { brandId: start.id, amount: 2.5, balance: Math.round((start.balance - 19.62) * 100) / 100, version: 2 },
      { brandId: start.id, amount: Math.round((start.balance - 19.62 - 500) * 100) / 100, balance: 500, version: 3 },
    ]);
  });

  it('does not move when the balance does not (a set to the same value), and writes no ledger row', () => {
    const start = acme();
    const rows = () => db.prepare('SELECT COUNT(*) FROM credit_transactions WHERE brand_id = ?').pluck().get(start.id);
    const before = rows();
    changeBalance(deps, start.id, { set: start.balance }, 'control');
    expect(acme().balance_version).toBe(0);
    expect(rows()).toBe(before);
    expect(spends()).toEqual([{ brandId: start.id, amount: 0, balance: start.balance, version: 0 }]);
  });

  it('rolls the balance and the version back together when the ledger write fails', () => {
    const start = acme();
    db.exec('CREATE TRIGGER refuse BEFORE INSERT ON credit_transactions BEGIN SELECT RAISE(ABORT, \'ledger down\'); END');
    expect(() => changeBalance(deps, start.id, { delta: -5 }, 'render')).toThrow('ledger down');
    expect(acme()).toMatchObject({ balance: start.balance, balance_version: 0 });
    expect(spends()).toEqual([]);
  });
});
