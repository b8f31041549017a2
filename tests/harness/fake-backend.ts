/**
 * The HttpPort fake: every declared call is a pending request, named by the call's name, that the
 * test settles (see fake-requests.ts): `backend.autoAnswer('balance', 250)`, `backend.count('me')`.
 * Answers are domain values (what the call's schema would produce), not wire JSON.
 */
import type { CallMap } from '../../worker/domains/registry';
import type { AnswerOf, ArgsOf, CallDef } from '../../worker/ports/http/call';
import type { HttpPort } from '../../worker/ports/http/create-http-port';
import type { RequestContext } from '../../worker/ports/types';
import { FakeRequests } from './fake-requests';

/** Each call as a method taking its arguments: what FakeRequests' name typing works on. */
export type CallMethods = { [N in keyof CallMap]: (args: ArgsOf<CallMap[N]>) => Promise<AnswerOf<CallMap[N]>> };

export class FakeBackend extends FakeRequests<CallMethods> implements HttpPort {
  xsrfToken: string | null = null;

  setXsrfToken(token: string | null): void {
    this.xsrfToken = token;
  }

  call<A, R>(def: CallDef<A, R>, args: A, ctx: RequestContext): Promise<R> {
    // No argument is recorded as no argument, so `call.args` reads like the old method calls.
    return this.request<R>(def.name, args === undefined ? [] : [args], ctx);
  }
}
