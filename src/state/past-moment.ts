/**
 * The app at a past moment of a loaded log (the devtools' time travel, docs/event-log.md "The app
 * at a past moment"). The slice atoms every page reads show either the live state or that moment:
 *
 *   batches ─▶ live mirror (always) ─▶ slice atoms      live
 *   batches ─▶ live mirror (always)    slice atoms ◀─ the moment's slices     viewing
 *   back to live: the mirror ─▶ slice atoms, at once (no round trip to the data layer)
 *
 * The `session` slice stays live while viewing: who is signed in decides the routes, and a moment
 * before sign-in would otherwise send the developer to the login page.
 */
import { atom } from 'jotai';
import type { BridgedSnapshot, SliceName } from '../../worker/contract/snapshot';
import { sliceAtoms } from './slice-atoms';
import type { AppStore } from './store';

/** What the viewing bar says: row `index` (seq `seq`) of `total`. */
export interface PastMoment {
  readonly index: number;
  readonly seq: number | null;
  readonly total: number;
  /** The moment's brand (brand slice), to say when it is not the page's. */
  readonly brand: string | null;
}

/** The moment the app shows, or null for the live state. */
export const pastMomentAtom = atom<PastMoment | null>(null);
pastMomentAtom.debugLabel = 'pastMomentAtom';

/** Slices that stay live while a past moment is viewed. */
export const LIVE_WHILE_VIEWING: ReadonlySet<SliceName> = new Set<SliceName>(['session']);

/** The live state as the batches brought it, per store (a plain record: nobody renders from it). */
const liveMirrors = new WeakMap<AppStore, Partial<Record<SliceName, unknown>>>();

function mirrorOf(store: AppStore): Partial<Record<SliceName, unknown>> {
  let mirror = liveMirrors.get(store);
  if (mirror === undefined) {
    mirror = {};
    liveMirrors.set(store, mirror);
  }
  return mirror;
}

/** Records a live slice; says whether the atom may show it now (live, or a slice kept live). */
export function takeLiveSlice(store: AppStore, name: SliceName, value: unknown): boolean {
  mirrorOf(store)[name] = value;
  return store.get(pastMomentAtom) === null || LIVE_WHILE_VIEWING.has(name);
}

/** Shows a past moment in every page (its slices into the atoms; the live ones keep coming into the mirror). */
export function showPastMoment(store: AppStore, moment: PastMoment, state: BridgedSnapshot): void {
  store.set(pastMomentAtom, moment);
  for (const name of Object.keys(sliceAtoms) as SliceName[]) {
    if (LIVE_WHILE_VIEWING.has(name)) continue;
    store.set(sliceAtoms[name] as never, state[name] as never);
  }
}

/** Back to the live state at once, from the mirror. */
export function showLive(store: AppStore): void {
  if (store.get(pastMomentAtom) === null) return;
  store.set(pastMomentAtom, null);
  const mirror = mirrorOf(store);
  for (const name of Object.keys(sliceAtoms) as SliceName[]) {
    if (name in mirror) store.set(sliceAtoms[name] as never, mirror[name] as never);
  }
}
