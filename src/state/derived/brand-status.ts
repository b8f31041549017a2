/**
 * The parts of the brand slice that gates and tags read, one atom each. The brand slice also
 * holds the brand user, which changes whenever its storage figures do; a component that needs
 * only the identifier or the status re-renders only when that changes (the route guard and the
 * content gate wrap every page: reading the whole slice re-rendered the page with every change).
 */
import { atom } from 'jotai';
import { brandAtom } from '../slice-atoms';

export const brandIdentifierAtom = atom((get) => get(brandAtom).identifier);
brandIdentifierAtom.debugLabel = 'brandIdentifierAtom';

export const brandStatusAtom = atom((get) => get(brandAtom).status);
brandStatusAtom.debugLabel = 'brandStatusAtom';

/** Whether the slice holds a brand user (of its identifier: the worker keeps them together). */
export const brandUserPresentAtom = atom((get) => get(brandAtom).brandUser !== null);
brandUserPresentAtom.debugLabel = 'brandUserPresentAtom';
