/**
 * The invited person's answers (docs/brand-admin.md "Joining and leaving"):
 *
 *   accept ─▶ POST invite/{hash}/accept ─ok─▶ me ∥ invites reloaded ─▶ { ok, id: brand } (the page opens it)
 *   decline ─▶ POST invite/{hash}/decline ─ok─▶ invites reloaded
 *   refused (409: no longer pending; 404: not theirs) ─▶ GET invite/{hash} ─▶ { ok: false, error, invite }
 *
 * No toast for a refusal: the page says in words where the invitation stands.
 */
import type { CommandResult } from '../../contract/commands';
import type { InviteState } from '../../contract/people';
import { OK, resultOf, type CommandContext } from '../../engine/commands/command-context';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import { ResolvedApiError, UnhandledApiError } from '../../ports/http/errors';
import { sessionCalls } from './calls';
import { invitesRequest, meRequest } from './loads';

const quiet = { scope: 'session', toast: 'never' } as const;

/** The translation key that says where an invitation stands. */
export const inviteStateKey = (state: InviteState): string => `INVITE.STATE_${state.toUpperCase()}`;

const statusOf = (error: unknown): number | null => (error instanceof ResolvedApiError || error instanceof UnhandledApiError ? error.status : null);

export async function lookUpInvite(ctx: CommandContext, hash: string): Promise<CommandResult> {
  const found = await run(ctx, callSpec(ctx, sessionCalls.invite, hash, quiet));
  if (found.ok) return { ok: found.value.state === 'pending', ...(found.value.state === 'pending' ? {} : { error: inviteStateKey(found.value.state) }), invite: found.value };
  return statusOf(found.error) === 404 ? { ok: false, error: 'INVITE.UNKNOWN' } : resultOf(found);
}

/** A refused answer: say why (a 409 or 404 is about the invitation; anything else is the request's). */
async function refused(ctx: CommandContext, hash: string, outcome: Outcome<unknown> & { readonly ok: false }): Promise<CommandResult> {
  const status = statusOf(outcome.error);
  if (status === 404) return { ok: false, error: 'INVITE.UNKNOWN' };
  if (status === 409) {
    // The list this person answered from was stale: it loses the invitation.
    const [looked] = await Promise.all([lookUpInvite(ctx, hash), reloadSession(ctx)]);
    // Pending again cannot be; should it be, the refusal still stands.
    return looked.ok ? { ok: false, error: 'REQUESTS.FAILED', errorParams: { status } } : looked;
  }
  return resultOf(outcome);
}

/** The person's brands and invitations as the server has them now. */
async function reloadSession(ctx: CommandContext): Promise<void> {
  const [me, invites] = await Promise.all([execute(ctx, meRequest(ctx)), execute(ctx, invitesRequest(ctx))]);
  for (const emission of [...me.emissions, ...invites.emissions]) ctx.emit(emission);
}

export async function acceptInvite(ctx: CommandContext, hash: string): Promise<CommandResult> {
  const accepted = await run(ctx, callSpec(ctx, sessionCalls.inviteAccept, hash, quiet));
  if (!accepted.ok) return refused(ctx, hash, accepted);
  await reloadSession(ctx);
  return { ok: true, id: accepted.value };
}

export async function declineInvite(ctx: CommandContext, hash: string): Promise<CommandResult> {
  const declined = await run(ctx, callSpec(ctx, sessionCalls.inviteDecline, hash, quiet));
  if (!declined.ok) return refused(ctx, hash, declined);
  await reloadSession(ctx);
  return OK;
}
