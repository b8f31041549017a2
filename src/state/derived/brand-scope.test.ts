import type { Atom } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../worker/contract/snapshot';
import { BRAND_LIST, emptySnapshot, makeBrandUser, signedInSnapshot } from '../../../tests/harness/snapshot-fixtures';
import { displayedBrand } from '../../shell/rules/displayed-brand';
import { applySnapshot } from '../apply-batch';
import { sessionAtom, sliceAtom, storageAtom } from '../slice-atoms';
import { createAppStore, type AppStore } from '../store';
import { brandScopedAtoms, brandUserOfBrandAtom, valueUnder, type OfBrand } from './brand-scope';
import { moneyStorageVisibleFor } from './permissions';

/** Writes the slices of one bridge batch, as apply-batch does. */
function applyChanged(store: AppStore, changed: Partial<Snapshot>): void {
  for (const [name, value] of Object.entries(changed)) store.set(sliceAtom(name as keyof Snapshot) as never, value as never);
}

/** Each brand has its own storage figure, so a shown figure tells whose it is. */
const percentOf = (identifier: string) => 10 + BRAND_LIST.findIndex((brand) => brand.identifier === identifier);
const brandOfPercent = (percent: number) => BRAND_LIST[percent - 10]!.identifier;

/** What the header shows in one frame: the name, and the storage figure under it. */
function frame(store: AppStore, urlBrand: string) {
  const shown = displayedBrand(store.get(sessionAtom).brands, urlBrand);
  const brandUser = valueUnder(store.get(brandUserOfBrandAtom), shown.identifier);
  const storage = valueUnder(store.get(brandScopedAtoms.storage), shown.identifier);
  return {
    name: shown.label,
    identifier: shown.identifier,
    storagePercent: moneyStorageVisibleFor(brandUser) ? (storage?.usage?.percentageInt ?? null) : null,
    // What the header showed before the rule: the raw slice, whatever brand it belonged to.
    rawPercent: store.get(storageAtom).usage?.percentageInt ?? null,
  };
}

describe('valueUnder (a brand-scoped value shows only under its own brand)', () => {
  it('gives the value when it belongs to the displayed brand', () => {
    expect(valueUnder({ brand: 'acme', value: 42 }, 'acme')).toBe(42);
  });
  it('gives null under another brand, under no brand, and for a value of no brand', () => {
    expect(valueUnder({ brand: 'acme', value: 42 }, 'beta')).toBeNull();
    expect(valueUnder({ brand: 'acme', value: 42 }, null)).toBeNull();
    expect(valueUnder({ brand: null, value: 42 }, null)).toBeNull();
  });
});

describe('brandScopedAtoms', () => {
  it('tags every brand-scoped slice with the brand slice identifier of the same store state', () => {
    const store = createAppStore();
    const snapshot = signedInSnapshot({ identifier: 'beta', storagePercent: 77, balance: 12 });
    applySnapshot(store, snapshot);
    for (const name of Object.keys(brandScopedAtoms) as (keyof typeof brandScopedAtoms)[]) {
      expect(store.get(brandScopedAtoms[name] as Atom<OfBrand<unknown>>)).toEqual({ brand: 'beta', value: snapshot[name] });
    }
    expect(store.get(brandUserOfBrandAtom)).toEqual({ brand: 'beta', value: snapshot.brand.brandUser });
  });

  it('keeps the tagged value identical while neither the brand nor the slice changes', () => {
    const store = createAppStore();
    applySnapshot(store, signedInSnapshot());
    const before = store.get(brandScopedAtoms.storage);
    applyChanged(store, { balance: { status: 'ready', value: 1, version: null, dismissal: { restored: true, at: { below100: null, below50: null } } } });
    expect(store.get(brandScopedAtoms.storage)).toBe(before);
  });

  it('drops the brand user while the brand loads', () => {
    const store = createAppStore();
    applySnapshot(store, signedInSnapshot({ identifier: 'beta', brandStatus: 'loading' }));
    expect(valueUnder(store.get(brandUserOfBrandAtom), 'beta')).toBeNull();
  });
});

describe('brand switch frames', () => {
  it('never shows a storage figure under another brand name over 60 switches, late events of the old brand included', () => {
    const store = createAppStore();
    const start = signedInSnapshot({ identifier: 'acme', storagePercent: percentOf('acme') });
    applySnapshot(store, start);
    const empty = emptySnapshot();
    const frames: ReturnType<typeof frame>[] = [];
    let url = 'acme';

    for (let n = 1; n <= 60; n += 1) {
      const previous = url;
      const next = BRAND_LIST[n % BRAND_LIST.length]!.identifier;
      // 1. The route changes first: the store still holds the previous brand.
      url = next;
      frames.push(frame(store, url));
      // 2. A storage event of the previous brand, folded before the worker saw the switch.
      applyChanged(store, { storage: { usage: makeBrandUser({ identifier: previous, storagePercent: percentOf(previous) }).brand.storage, dismissal: { restored: true, at: { above75: null, above90: null } } } });
      frames.push(frame(store, url));
      // 3. The worker's switch batch: brand slice and reset brand-scoped slices together.
      applyChanged(store, {
        brand: { identifier: next, status: 'loading', brandUser: null, redirectTo: null, removedFrom: null },
        balance: empty.balance,
        storage: empty.storage,
        builds: empty.builds,
        notifications: empty.notifications,
        incidents: empty.incidents,
      });
      frames.push(frame(store, url));
      // 4. The new brand is loaded.
      const loaded = signedInSnapshot({ identifier: next, storagePercent: percentOf(next) });
      applyChanged(store, { brand: loaded.brand, storage: loaded.storage });
      frames.push(frame(store, url));
    }

    expect(frames).toHaveLength(240);
    for (const shown of frames) {
      expect(shown.name).toBe(BRAND_LIST.find((brand) => brand.identifier === shown.identifier)!.label);
      if (shown.storagePercent !== null) expect(brandOfPercent(shown.storagePercent)).toBe(shown.identifier);
    }
    // Exactly the loaded frame of each switch shows a figure: the rule hides nothing it may show.
    expect(frames.filter((shown) => shown.storagePercent !== null)).toHaveLength(60);
    // The same frames read from the raw slice: the two frames before the switch batch are stale
    // in every switch, which is the bug this rule closes (and proves the scenario can catch it).
    const staleRaw = frames.filter((shown) => shown.rawPercent !== null && brandOfPercent(shown.rawPercent) !== shown.identifier);
    expect(staleRaw).toHaveLength(120);
  });
});
