/**
 * The route guard as a pure decision (spec sections 5 and 6).
 *
 *   guest route ─────────────────────────────► allow
 *   session unknown/loading ─────────────────► wait (loader)
 *   signed out / expired ────────────────────► login (remember the path)
 *   no role/gate requirement ────────────────► allow
 *   brand user not loaded yet ───────────────► wait
 *   role or gate not satisfied ──────────────► forbidden (toast, go back)
 *   otherwise ───────────────────────────────► allow
 */
import type { BrandUser } from '../../../worker/contract/entities';
import type { SessionStatus } from '../../../worker/domains/session/contract';
import type { RouteDef, RouteGate } from '../routes/route-types';
import { canSeeMoneyStorage } from './visibility';

export type GuardDecision = 'allow' | 'wait' | 'login' | 'forbidden';

export interface GuardInput {
  readonly route: RouteDef;
  readonly sessionStatus: SessionStatus;
  /** The brand user of the brand in scope, once loaded; null while loading or without brand. */
  readonly brandUser: BrandUser | null;
  readonly brandReady: boolean;
}

function gateOpen(gate: RouteGate, brandUser: BrandUser): boolean {
  switch (gate) {
    case 'money-storage':
      return canSeeMoneyStorage({ role: brandUser.primaryRole, collaborativeMode: brandUser.brand.collaborativeMode });
    case 'has-team':
      return brandUser.team !== null;
    default: {
      const unreachable: never = gate;
      return unreachable;
    }
  }
}

export function decideAccess({ route, sessionStatus, brandUser, brandReady }: GuardInput): GuardDecision {
  if (route.guest) return 'allow';
  if (sessionStatus === 'unknown' || sessionStatus === 'loading') return 'wait';
  if (sessionStatus !== 'signed-in') return 'login';
  const needsBrandUser = (route.roles?.length ?? 0) > 0 || (route.gates?.length ?? 0) > 0;
  if (!needsBrandUser) return 'allow';
  if (!brandReady || brandUser === null) return 'wait';
  if (route.roles && !route.roles.includes(brandUser.primaryRole)) return 'forbidden';
  if (route.gates && !route.gates.every((gate) => gateOpen(gate, brandUser))) return 'forbidden';
  return 'allow';
}
