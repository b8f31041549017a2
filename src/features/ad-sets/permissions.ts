/**
 * What the viewer may do with ad sets (spec section 6): visitors look only (the server answers
 * 403 to their writes), managers and developers (and godlike users) also review. The hook rules
 * are the server's own (worker/contract/ad-set-hooks.ts): only managers rotate the signing secret.
 */
import { mayEditHooks, mayRotateHookSecret } from '../../../worker/contract/ad-set-hooks';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { useAtomValue } from '../../state';
import { currentUserAtom } from '../../state/derived';

export interface AdSetPermissions {
  readonly canEdit: boolean;
  readonly canReview: boolean;
  /** Adds and removes hooks, changes their retries. */
  readonly canEditHooks: boolean;
  /** Rotates the hook signing secret (and so sees it once). */
  readonly canRotateHookSecret: boolean;
}

export function useAdSetPermissions(): AdSetPermissions {
  const user = useAtomValue(currentUserAtom);
  const role = useDisplayedBrandUser()?.primaryRole ?? null;
  const godlike = user?.isGodlike ?? false;
  const actor = { role, godlike };
  return {
    canEdit: role !== null && role !== 'visitor',
    canReview: godlike || role === 'manager' || role === 'developer',
    canEditHooks: mayEditHooks(actor),
    canRotateHookSecret: mayRotateHookSecret(actor),
  };
}
