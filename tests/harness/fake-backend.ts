/** BackendPort fake: every call is a pending request the test settles (see fake-requests.ts). */
import type { Locale, PrimaryRole } from '../../worker/contract/entities';
import type { BackendPort, MarkReadTarget, RequestContext } from '../../worker/ports/types';
import { FakeRequests } from './fake-requests';

export class FakeBackend extends FakeRequests<BackendPort> implements BackendPort {
  xsrfToken: string | null = null;

  setXsrfToken(token: string | null): void {
    this.xsrfToken = token;
  }
  csrfCookie(ctx: RequestContext) {
    return this.request<void>('csrfCookie', [], ctx);
  }
  authCallback(params: { code: string; state: string }, ctx: RequestContext) {
    return this.request<void>('authCallback', [params], ctx);
  }
  logout(ctx: RequestContext) {
    return this.request<void>('logout', [], ctx);
  }
  me(ctx: RequestContext) {
    return this.request<Awaited<ReturnType<BackendPort['me']>>>('me', [], ctx);
  }
  invites(ctx: RequestContext) {
    return this.request<Awaited<ReturnType<BackendPort['invites']>>>('invites', [], ctx);
  }
  brandUser(ctx: RequestContext) {
    return this.request<Awaited<ReturnType<BackendPort['brandUser']>>>('brandUser', [], ctx);
  }
  balance(ctx: RequestContext) {
    return this.request<number>('balance', [], ctx);
  }
  buildsWidget(ctx: RequestContext) {
    return this.request<Awaited<ReturnType<BackendPort['buildsWidget']>>>('buildsWidget', [], ctx);
  }
  incidents(ctx: RequestContext) {
    return this.request<Awaited<ReturnType<BackendPort['incidents']>>>('incidents', [], ctx);
  }
  dismissIncident(id: number, ctx: RequestContext) {
    return this.request<void>('dismissIncident', [id], ctx);
  }
  markNotificationsRead(target: MarkReadTarget, ctx: RequestContext) {
    return this.request<void>('markNotificationsRead', [target], ctx);
  }
  updateLocale(locale: Locale, ctx: RequestContext) {
    return this.request<void>('updateLocale', [locale], ctx);
  }
  setGodlikePrimaryRole(primaryRole: PrimaryRole, ctx: RequestContext) {
    return this.request<void>('setGodlikePrimaryRole', [primaryRole], ctx);
  }
}
