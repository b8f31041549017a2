/** Method and path of each call (spec section 7), for `request/failed` log entries. */

export interface RequestOp {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
}

export const OPS = {
  csrfCookie: { method: 'GET', path: '/sanctum/csrf-cookie' },
  authCallback: { method: 'POST', path: '/api/v1/auth/callback' },
  logout: { method: 'POST', path: '/api/v1/auth/logout' },
  me: { method: 'GET', path: '/api/v1/me' },
  invites: { method: 'GET', path: '/api/v1/invite' },
  brandUser: { method: 'GET', path: '/api/v1/brand-user' },
  balance: { method: 'GET', path: '/api/v1/balance-manager/balance' },
  buildsWidget: { method: 'GET', path: '/api/v1/visual-build/widget' },
  incidents: { method: 'GET', path: '/api/v1/incident' },
  markRead: { method: 'POST', path: '/api/v1/notification/read' },
  updateLocale: { method: 'PUT', path: '/api/v1/profile/update' },
  setGodlikePrimaryRole: { method: 'PUT', path: '/api/v1/user/godlike-primary-role' },
  notifications: { method: 'POST', path: '/api/v1/graphql NotificationsPaginated' },
  unreadCount: { method: 'POST', path: '/api/v1/graphql LoggedUser' },
} as const satisfies Record<string, RequestOp>;

export function dismissIncidentOp(id: number): RequestOp {
  return { method: 'POST', path: `/api/v1/incident/${id}/dismiss` };
}
