/**
 * What the viewer may do with ad sets (spec section 6): visitors look only (the server answers
 * 403 to their writes), managers and developers (and godlike users) also review.
 */
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { useAtomValue } from '../../state';
import { currentUserAtom } from '../../state/derived';

export function useAdSetPermissions(): { readonly canEdit: boolean; readonly canReview: boolean } {
  const user = useAtomValue(currentUserAtom);
  const role = useDisplayedBrandUser()?.primaryRole ?? null;
  const godlike = user?.isGodlike ?? false;
  return { canEdit: role !== null && role !== 'visitor', canReview: godlike || role === 'manager' || role === 'developer' };
}
