/**
 * The money/storage rule (spec section 6) for the wallet, storage, usage-statistics and teams
 * queries and commands: editors outside collaborative mode never fetch them. The route gate keeps
 * their pages away; this keeps a stray watch or command (a replayed scenario, a tester) from
 * asking the server anyway. The refusal reads like the server's 403.
 */
import type { CommandResult } from '../../contract/commands';
import type { Runtime } from '../../engine/core/runtime';
import type { Outcome } from '../../engine/requests/execute';
import { ResolvedApiError } from '../../ports/http/errors';
import { canSeeMoneyAndStorage } from '../brand/loads';

const refusal = () => new ResolvedApiError('forbidden', 403, { key: 'REQUESTS.UNAUTHORIZED', params: {}, texts: [] }, 'money and storage are not shown to this user (spec section 6)');

/** Runs `load` only for users who may see money and storage; others get a 403 without a request. */
export function ifMoneyVisible<T>(rt: Runtime, load: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  if (canSeeMoneyAndStorage(rt.state())) return load();
  return Promise.resolve({ ok: false, error: refusal(), aborted: false, emissions: [] });
}

/** The same for commands. */
export function moneyCommand(rt: Runtime, command: () => Promise<CommandResult>): Promise<CommandResult> {
  if (canSeeMoneyAndStorage(rt.state())) return command();
  return Promise.resolve({ ok: false, error: 'REQUESTS.UNAUTHORIZED' });
}
