/** Loads of the session domain shared by its commands and its effect. */
import type { DomainEvent } from '../../contract/events';
import type { Runtime } from '../../engine/core/runtime';
import { callSpec, type RequestSpec } from '../../engine/requests/execute';
import type { AnswerOf } from '../../ports/http/call';
import { sessionCalls } from './calls';

type Me = AnswerOf<typeof sessionCalls.me>;

export function meRequest(rt: Runtime): RequestSpec<Me> {
  return callSpec(rt, sessionCalls.me, undefined, {
    scope: 'session',
    onSuccess: ({ user, brands }) => {
      const events: DomainEvent[] = [{ type: 'session/loaded', user, brands }];
      // The user's saved locale is their preference on every device: follow it.
      if (user.locale !== rt.state().session.locale) events.push({ type: 'locale/changed', locale: user.locale });
      return events;
    },
  });
}

export function invitesRequest(rt: Runtime): RequestSpec<AnswerOf<typeof sessionCalls.invites>> {
  return callSpec(rt, sessionCalls.invites, undefined, { scope: 'session', onSuccess: (invites) => [{ type: 'invites/loaded', invites }] });
}
