/** Wire schemas of the brand's invitations (GET brand/invite; docs/brand-admin.md "People"). */
import * as v from 'valibot';
import { PRIMARY_ROLES } from '../../contract/entities';
import type { BrandInvite, BrandInvites } from '../../contract/people';
import { resource, stringId } from '../../ports/http/laravel-primitives';

const inviteSchema = v.pipe(
  v.object({ id: stringId, email: v.string(), primary_role: v.picklist(PRIMARY_ROLES), created_at: v.string(), team: v.optional(v.nullable(v.object({ name: v.nullable(v.string()) })), null) }),
  v.transform((i): BrandInvite => ({ id: i.id, email: i.email, primaryRole: i.primary_role, createdAt: i.created_at, teamName: i.team?.name ?? null })),
);

export const brandInvitesSchema = resource(v.pipe(v.array(inviteSchema), v.transform((invites): BrandInvites => ({ id: 'brand-invites', invites }))));
