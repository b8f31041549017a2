/** The brand's people calls (docs/brand-admin.md "People"), declared once. */
import type { PrimaryRole } from '../../contract/entities';
import { defineCall } from '../../ports/http/call';
import { brandInvitesSchema } from './wire';

export const peopleCalls = {
  brandInvites: defineCall({ name: 'brandInvites', method: 'GET', path: '/api/v1/brand/invite', answer: brandInvitesSchema }),
  brandInvite: defineCall({
    name: 'brandInvite',
    method: 'POST',
    path: '/api/v1/brand/invite',
    request: (a: { email: string; primaryRole: PrimaryRole; teamId?: string | null }) => ({
      body: { email: a.email, primary_role: a.primaryRole, ...(a.teamId ? { team_id: Number(a.teamId) } : {}) },
    }),
  }),
  brandInviteWithdraw: defineCall({ name: 'brandInviteWithdraw', method: 'DELETE', path: '/api/v1/brand/invite/{id}', pathParams: (id: string) => ({ id }) }),
  userRemove: defineCall({ name: 'userRemove', method: 'DELETE', path: '/api/v1/user/{id}', pathParams: (userId: string) => ({ id: userId }) }),
  userRoleChange: defineCall({
    name: 'userRoleChange',
    method: 'PUT',
    path: '/api/v1/user/{id}/role',
    pathParams: (a: { userId: string; primaryRole: PrimaryRole }) => ({ id: a.userId }),
    request: (a) => ({ body: { primary_role: a.primaryRole } }),
  }),
};
