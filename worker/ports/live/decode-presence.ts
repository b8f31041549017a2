/**
 * What a presence channel says, validated into domain events (docs/collaboration.md). Untrusted
 * input like every live payload (docs/live-events.md, "Malformed payloads"): nothing here throws;
 * what cannot be used is a `malformed` report (counted, never the payload's values) and dropped.
 *
 *   pusher:subscription_succeeded  members {user_id: user_info}  → presence/here (bad members left out, reported)
 *   pusher:member_added            {id, info}                    → presence/joined
 *   pusher:member_removed          {id}                          → presence/left
 *   client-editing                 {editing}, metadata.user_id   → presence/editing
 *
 * A member's identity is Pusher's `user_id`, which the server signed (channel_data); its
 * `user_info.id` must say the same. A client event's sender is the `user_id` soketi adds, never a
 * field of the data another browser sent.
 */
import * as v from 'valibot';
import { describeIssue } from '../describe-issue';
import { editingSchema, presenceUserSchema, type PresenceUser } from '../../domains/presence/contract';
import type { LiveInput, PresenceWireEvent } from '../types';

export const PRESENCE_EVENTS = {
  here: 'pusher:subscription_succeeded',
  added: 'pusher:member_added',
  removed: 'pusher:member_removed',
  editing: 'client-editing',
} as const;

/** soketi's default cap on a presence channel's members: a larger list is not what soketi sends. */
const MAX_MEMBERS = 100;

const PARSE_CONFIG = { abortEarly: true, abortPipeEarly: true } as const;

function malformed(channel: string, brand: string, name: string, reason: string): LiveInput {
  return { kind: 'malformed', channel, brand, report: { type: 'diagnostics/payload-malformed', origin: 'live', name, reason: reason.slice(0, 160) } };
}

function event(brand: string, e: PresenceWireEvent): LiveInput {
  return { kind: 'presence', brand, event: e };
}

/** A Pusher user id as the server signs it: the decimal id of a user. */
function userIdOf(raw: unknown): number | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && String(id) === String(raw) ? id : null;
}

/** A member's info against its Pusher id: the user, or the reason it cannot be used. */
function userOf(id: unknown, info: unknown): PresenceUser | string {
  const userId = userIdOf(id);
  if (userId === null) return 'invalid user_id';
  const parsed = v.safeParse(presenceUserSchema, info, PARSE_CONFIG);
  if (!parsed.success) return describeIssue(parsed.issues[0]);
  if (parsed.output.id !== userId) return 'user_info.id differs from user_id';
  return parsed.output;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export type PresenceDecoder = (channel: string, brand: string, name: string, payload: unknown, metadata?: unknown) => LiveInput[];

/** One presence channel event → what the engine hears. */
export const decodePresence: PresenceDecoder = (channel, brand, name, payload, metadata) => {
  try {
    switch (name) {
      case PRESENCE_EVENTS.here: {
        // pusher-js hands over its Members object: `members` maps each user id to its info.
        const members = isRecord(payload) ? payload.members : undefined;
        if (!isRecord(members)) return [malformed(channel, brand, name, 'members is not an object')];
        const ids = Object.keys(members);
        if (ids.length > MAX_MEMBERS) return [malformed(channel, brand, name, `oversized: over ${MAX_MEMBERS} members`)];
        const users: PresenceUser[] = [];
        let firstProblem: string | null = null;
        for (const id of ids) {
          const user = userOf(id, members[id]);
          if (typeof user === 'string') firstProblem ??= user;
          else users.push(user);
        }
        const here = event(brand, { type: 'presence/here', channel, users });
        // One report for the list (the valid members are still shown), before the event.
        return firstProblem === null ? [here] : [malformed(channel, brand, name, `member left out: ${firstProblem}`), here];
      }
      case PRESENCE_EVENTS.added: {
        if (!isRecord(payload)) return [malformed(channel, brand, name, 'payload is not an object')];
        const user = userOf(payload.id, payload.info);
        return typeof user === 'string' ? [malformed(channel, brand, name, user)] : [event(brand, { type: 'presence/joined', channel, user })];
      }
      case PRESENCE_EVENTS.removed: {
        const userId = isRecord(payload) ? userIdOf(payload.id) : null;
        return userId === null ? [malformed(channel, brand, name, 'invalid user_id')] : [event(brand, { type: 'presence/left', channel, userId })];
      }
      case PRESENCE_EVENTS.editing: {
        const userId = isRecord(metadata) ? userIdOf(metadata.user_id) : null;
        if (userId === null) return [malformed(channel, brand, name, 'no sender user_id')];
        const parsed = v.safeParse(editingSchema, payload, PARSE_CONFIG);
        if (!parsed.success) return [malformed(channel, brand, name, describeIssue(parsed.issues[0]))];
        return [event(brand, { type: 'presence/editing', channel, userId, editing: parsed.output.editing })];
      }
      default:
        return [malformed(channel, brand, name.slice(0, 120), 'unknown event')];
    }
  } catch {
    // A getter or proxy trap threw while we read the payload.
    return [malformed(channel, brand, typeof name === 'string' ? name.slice(0, 120) : '', 'payload could not be read')];
  }
};
