/**
 * The brand-switch flow (spec section 4: reset, refresh, refetch user, reload balance and builds).
 *
 *   abort old scope ─▶ brand/switch-started ─▶ brand user ∥ (signed in ─▶ live.setBrand ─▶ GraphQL subscription)
 *        ─▶ brand user ──ok──▶ every domain's brand load (balance, builds widget, incidents, ...)
 *                      └─fail─▶ brand/user-failed (stop)
 *
 * A newer switch aborts this one's requests; their late answers carry the old brand and are
 * dropped by the reducer. The flow stops as soon as its scope is gone.
 */
import type { CommandResult } from '../../contract/commands';
import type { BrandUser } from '../../contract/entities';
import { emitCommand, OK, resultOf, type CommandContext } from '../../engine/commands/command-context';
import { run, type Outcome } from '../../engine/requests/execute';
import { brandUserEvents, brandUserRequest } from './loads';

/**
 * `signedIn`: at start, the session is still being read while the route brand's user is asked
 * for (session/commands.ts); its channel and notifications are opened only once the session is
 * known to be signed in, so a signed-out visitor's deep link asks for nothing more than that read.
 * `known`: this brand's user as the page brought it (session/page-session.ts): folded, not asked for.
 */
export async function switchBrand(ctx: CommandContext, identifier: string, signedIn: Promise<boolean> = Promise.resolve(true), known: BrandUser | null = null): Promise<CommandResult> {
  const signal = ctx.scope.reset();
  ctx.resources.notificationsLoad?.abort();
  ctx.resources.notificationsLoad = null;
  emitCommand(ctx, { type: 'brand/switch-started', identifier }, null);
  const brandUserAnswer = known === null ? run(ctx, brandUserRequest(ctx, identifier)) : Promise.resolve(foldKnown(ctx, identifier, known));
  if (!(await signedIn) || signal.aborted) {
    await brandUserAnswer;
    return { ok: false, error: signal.aborted ? 'BRAND.SWITCH_SUPERSEDED' : 'REQUESTS.FAILED' };
  }
  ctx.ports.live.setBrand(identifier);
  subscribeNotifications(ctx, identifier, signal);

  const brandUser = await brandUserAnswer;
  if (signal.aborted) return { ok: false, error: 'BRAND.SWITCH_SUPERSEDED' };
  if (!brandUser.ok) return resultOf(brandUser);

  const loads = ctx.brandLoads.map((load) => load(ctx, identifier));
  // Emit each answer as it arrives rather than waiting for the slowest.
  await Promise.all(loads.map((p) => p?.then((outcome) => outcome.emissions.forEach((e) => ctx.emit(e)))));
  return OK;
}

/** The brand user's answer folded as the call's would be (source `http`, of the brand), without the call. */
function foldKnown(ctx: CommandContext, identifier: string, brandUser: BrandUser): Outcome<BrandUser> {
  for (const event of brandUserEvents(brandUser)) ctx.emit({ event, source: 'http', brand: identifier });
  return { ok: true, value: brandUser, emissions: [] };
}

/** One GraphQL subscription per brand scope; the previous brand's one is closed first. */
function subscribeNotifications(ctx: CommandContext, identifier: string, signal: AbortSignal): void {
  ctx.resources.unsubscribeNotifications?.();
  ctx.resources.unsubscribeNotifications = ctx.ports.graphql.subscribeNotifications(
    (notification) => ctx.emit({ event: { type: 'live/notification-created', notification }, source: 'live', brand: identifier }),
    { brand: identifier, signal },
    // A pushed notification that fails validation is not delivered, but counted and logged.
    (report) => ctx.emit({ event: report, source: 'live', brand: null }),
  );
}

/** Leaves the brand scope entirely (sign-out): aborts its requests and closes its channels. */
export function leaveBrand(ctx: CommandContext): void {
  ctx.scope.reset();
  ctx.resources.notificationsLoad?.abort();
  ctx.resources.notificationsLoad = null;
  ctx.resources.unsubscribeNotifications?.();
  ctx.resources.unsubscribeNotifications = null;
  ctx.ports.live.setBrand(null);
}
