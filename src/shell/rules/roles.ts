/**
 * Primary roles on the main thread. src/ may only import types from the worker contract, so the
 * list is repeated here; the `satisfies` check fails to compile if the contract's union changes.
 */
import type { PrimaryRole } from '../../../worker/contract/entities';

export const PRIMARY_ROLES = ['manager', 'developer', 'editor', 'visitor'] as const satisfies readonly PrimaryRole[];

// Compile-time proof that the list covers the whole contract union.
type Missing = Exclude<PrimaryRole, (typeof PRIMARY_ROLES)[number]>;
const _exhaustive: Missing extends never ? true : never = true;
void _exhaustive;

export function roleLabelKey(role: PrimaryRole): string {
  return `ROLES.${role.toUpperCase()}`;
}
