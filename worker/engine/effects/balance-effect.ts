/** BalanceManager Spend → refetch the balance, at most once per 30 s window (maxWait 30 s). */
import { merge } from 'rxjs';
import { execute } from '../requests/execute';
import { balanceRequest, canSeeMoneyAndStorage } from '../requests/loaders';
import { REFETCH_WINDOWS, refetchPolicy } from '../policies/refetch-policy';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from './effect';

export const balanceEffect: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(event$.pipe(ofType('live/balance-spend')), resync$(event$)).pipe(
      refetchPolicy(REFETCH_WINDOWS.balance, rt.ports.scheduler, () =>
        // Checked when the fetch would start: the brand user may have changed meanwhile.
        fetchEmissions(() => (canSeeMoneyAndStorage(rt.state()) ? execute(rt, { ...balanceRequest(rt), suppressToast: true }) : null)),
      ),
    ),
  );
