/** Wire schemas of the brand's teams (GET team, GET team/{id}; docs/brand-money.md). */
import * as v from 'valibot';
import type { NamedRef } from '../../contract/brand-money';
import type { Team, TeamDetail } from './contract';
import { laravelNumber, stringId } from '../../ports/http/laravel-primitives';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const ref = v.pipe(v.object({ id: stringId, name: v.optional(v.nullable(v.string()), null) }), v.transform((r): NamedRef => ({ id: r.id, name: r.name ?? '' })));

const teamFields = {
  id: stringId,
  name: v.string(),
  members_count: count,
  upload_directories: v.optional(v.array(ref), []),
  credits_spent_this_month: v.optional(laravelNumber, 0),
  renders_this_month: v.optional(count, 0),
};

type TeamWire = v.InferOutput<v.ObjectSchema<typeof teamFields, undefined>>;

const toTeam = (t: TeamWire): Team => ({
  id: t.id,
  name: t.name,
  membersCount: t.members_count,
  uploadDirectories: t.upload_directories,
  creditsSpentThisMonth: t.credits_spent_this_month,
  rendersThisMonth: t.renders_this_month,
});

export const teamSchema = v.pipe(v.object(teamFields), v.transform(toTeam));

const memberSchema = v.object({
  user: v.object({ id: stringId, name: v.string(), email: v.string() }),
  primary_role: v.string(),
  upload_directory: v.optional(v.nullable(ref), null),
});

export const teamDetailSchema = v.pipe(
  v.object({ ...teamFields, members: v.array(memberSchema) }),
  v.transform(
    (t): TeamDetail => ({
      ...toTeam(t),
      members: t.members.map((m) => ({ user: m.user, primaryRole: m.primary_role, uploadDirectory: m.upload_directory })),
    }),
  ),
);
