/**
 * The displayed brand's balance as the header and the dashboard show it: its level (which decides
 * the tooltip, the tone and the notices) from the newest figure, and the figure itself at a pace a
 * person can read (useSteadyValue, BALANCE_FIGURE_MS). Every render spends, so while thousands
 * run the balance changes with every live batch; a level crossed, another brand, or another
 * moment of the devtools' time travel shows at once.
 */
import { useSteadyValue } from '../../lib/use-steady-value';
import { pastMomentAtom, useAtomValue } from '../../state';
import { BALANCE_FIGURE_MS, headerBalanceLevel, type BalanceLevel } from '../rules/balance-level';
import { useCurrentBrand } from './use-brand-path';
import { useBrandScoped } from './use-brand-scope';

export function useShownBalance(): { readonly balance: number | null; readonly level: BalanceLevel } {
  const latest = useBrandScoped('balance')?.value ?? null;
  const level = headerBalanceLevel(latest);
  const moment = useAtomValue(pastMomentAtom);
  const shownAt = moment === null ? 'live' : `${moment.index}/${moment.total}`;
  const balance = useSteadyValue(latest, BALANCE_FIGURE_MS, `${useCurrentBrand()}:${level}:${shownAt}`);
  return { balance, level };
}
