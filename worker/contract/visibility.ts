/**
 * The money/storage visibility rule of spec section 6, the one definition shared by the worker
 * (which does not even fetch what the user may not see) and the UI (which does not show it):
 * storage, balance and running builds in the header, the low-credit and high-storage alerts, the
 * storage and wallet links, usage statistics and teams exist only when the brand is in
 * collaborative mode or the primary role is manager, developer or visitor.
 *
 * Pure and dependency-free, so src/ may import it (eslint allows this one contract module).
 */
import type { PrimaryRole } from './entities';

export const MONEY_STORAGE_ROLES: readonly PrimaryRole[] = ['manager', 'developer', 'visitor'];

export interface VisibilityInput {
  readonly role: PrimaryRole | null;
  readonly collaborativeMode: boolean;
}

export function canSeeMoneyStorage({ role, collaborativeMode }: VisibilityInput): boolean {
  if (collaborativeMode) return true;
  return role !== null && MONEY_STORAGE_ROLES.includes(role);
}
