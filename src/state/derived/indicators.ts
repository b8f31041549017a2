/** Header indicator levels, derived from the balance and storage slices. */
import { atom } from 'jotai';
import { headerBalanceLevel, storageLevel } from '../../app/rules/balance-level';
import { balanceAtom, storageAtom } from '../slice-atoms';

export const balanceLevelAtom = atom((get) => headerBalanceLevel(get(balanceAtom).value));
balanceLevelAtom.debugLabel = 'balanceLevelAtom';

export const storageLevelAtom = atom((get) => storageLevel(get(storageAtom).usage?.percentageInt ?? null));
storageLevelAtom.debugLabel = 'storageLevelAtom';
