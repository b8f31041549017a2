/** The balance level for pages behind the brand content gate (the header reads use-brand-scope). */
import { atom } from 'jotai';
import { headerBalanceLevel } from '../../shell/rules/balance-level';
import { balanceAtom } from '../slice-atoms';

export const balanceLevelAtom = atom((get) => headerBalanceLevel(get(balanceAtom).value));
balanceLevelAtom.debugLabel = 'balanceLevelAtom';
