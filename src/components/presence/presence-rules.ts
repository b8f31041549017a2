/**
 * Who else is here, as the page shows it (docs/collaboration.md): everyone on the record's
 * presence channel except the person looking (they are not shown to themselves), in the order
 * they arrived, each with whether they are editing now.
 */
import type { PresenceRoomState } from '../../../worker/domains/presence/contract';
import type { PresenceUser } from '../../../worker/domains/presence/contract';

export interface OtherPerson {
  readonly user: PresenceUser;
  readonly editing: boolean;
}

export function othersHere(room: PresenceRoomState | undefined, me: number | null): readonly OtherPerson[] {
  if (room === undefined) return [];
  return room.users.filter((u) => u.id !== me).map((user) => ({ user, editing: room.editing.includes(user.id) }));
}

/** Up to two initials ("Eva Editor" → "EE", "cher" → "C"); "?" for a name without letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  const initials = letters.map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '').join('');
  return initials === '' ? '?' : initials.toLocaleUpperCase();
}

/** Avatars shown before the rest are summed up as "+n" (so the row fits 360 px). */
export const SHOWN_AVATARS = 4;
