/**
 * The devtools' time travel, shared by every view of it: the /__devtools page, the drawer over
 * the app and the viewing bar (src/features/devtools). Atoms rather than a component's state, so
 * that closing the drawer or leaving /__devtools keeps the loaded log and the selected moment.
 */
import { atom } from 'jotai';
import type { InspectedPoint, LoadedLog, LogEdit } from '../../worker/contract/log-inspection';

export const travelLogAtom = atom<LoadedLog | null>(null);
travelLogAtom.debugLabel = 'travelLogAtom';

/** Why the last load failed (line and reason), or null. */
export const travelLoadErrorAtom = atom<{ readonly line: number; readonly problem: string } | null>(null);
travelLoadErrorAtom.debugLabel = 'travelLoadErrorAtom';

/** The selected row of the loaded log, or null. */
export const travelSelectedAtom = atom<number | null>(null);
travelSelectedAtom.debugLabel = 'travelSelectedAtom';

/** The selected row's state, diff and envelope (for the panel). */
export const travelPointAtom = atom<InspectedPoint | null>(null);
travelPointAtom.debugLabel = 'travelPointAtom';

/** Source, event type and brand the timeline keeps (null: any). */
export const travelFilterAtom = atom<{ readonly source: string | null; readonly type: string | null; readonly brand: string | null }>({ source: null, type: null, brand: null });
travelFilterAtom.debugLabel = 'travelFilterAtom';

/** The timeline's text search and the rows it found (null: no search). */
export const travelSearchAtom = atom<{ readonly query: string; readonly matches: readonly number[] | null }>({ query: '', matches: null });
travelSearchAtom.debugLabel = 'travelSearchAtom';

/** The edits made to the loaded log, in order (kept with it across a reload). */
export const travelEditsAtom = atom<readonly LogEdit[]>([]);
travelEditsAtom.debugLabel = 'travelEditsAtom';

/** The time-travel drawer over the app is open. */
export const travelDrawerOpenAtom = atom(false);
travelDrawerOpenAtom.debugLabel = 'travelDrawerOpenAtom';
