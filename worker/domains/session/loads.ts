/** Loads of the session domain shared by its commands and its effect. */
import type { DomainEvent } from '../../contract/events';
import type { Runtime } from '../../engine/core/runtime';
import { callSpec, type RequestSpec } from '../../engine/requests/execute';
import type { AnswerOf } from '../../ports/http/call';
import { sessionCalls } from './calls';

type Me = AnswerOf<typeof sessionCalls.me>;

/**
 * `brand`: the X-Brand to send while no brand is in scope yet (the route's, at start); the brand
 * in scope always wins (send-guard.ts).
 */
export function meRequest(rt: Runtime, brand?: string | null): RequestSpec<Me> {
  return callSpec(rt, sessionCalls.me, undefined, {
    scope: 'session',
    ...(brand !== undefined ? { brand } : {}),
    onSuccess: (me) => meEvents(rt, me),
  });
}

/** What `me`'s answer folds into, asked for or written into the page (page-session.ts). */
export function meEvents(rt: Runtime, { user, brands }: Me): DomainEvent[] {
  const events: DomainEvent[] = [{ type: 'session/loaded', user, brands }];
  // The user's saved locale is their preference on every device: follow it.
  if (user.locale !== rt.state().session.locale) events.push({ type: 'locale/changed', locale: user.locale });
  return events;
}

export function invitesRequest(rt: Runtime, brand?: string | null): RequestSpec<AnswerOf<typeof sessionCalls.invites>> {
  return callSpec(rt, sessionCalls.invites, undefined, { scope: 'session', ...(brand !== undefined ? { brand } : {}), onSuccess: (invites) => [{ type: 'invites/loaded', invites }] });
}
