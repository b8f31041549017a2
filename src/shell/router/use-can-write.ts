/**
 * Whether the viewer may change records of the brand (spec section 6: visitors look only, the
 * server answers 403 to their writes), so pages hide or disable their write controls.
 */
import { useDisplayedBrandUser } from './use-brand-scope';

export function useCanWrite(): boolean {
  const role = useDisplayedBrandUser()?.primaryRole ?? null;
  return role !== null && role !== 'visitor';
}
