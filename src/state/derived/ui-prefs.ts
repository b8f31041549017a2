/**
 * UI preferences the spec keeps in the browser (a worker has no localStorage): the godlike
 * admin-functions toggle; and where the route guard sends a user back to.
 */
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { storageKey } from '../../lib/storage-key';

export const adminFunctionsAtom = atomWithStorage<boolean>(storageKey('admin-functions'), false, undefined, { getOnInit: true });
adminFunctionsAtom.debugLabel = 'adminFunctionsAtom';

/** The last in-app path the guard allowed: where "forbidden" sends the user back to. */
export const lastAllowedPathAtom = atom<string | null>(null);
lastAllowedPathAtom.debugLabel = 'lastAllowedPathAtom';
