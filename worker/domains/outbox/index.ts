/**
 * Writes kept while the connection is down (docs/collaboration.md, "Writes that survive going
 * offline"). The mechanism (submit, restore, flush) is engine/outbox/outbox.ts; this module holds
 * the brand in scope's entries as the page shows them, and the commands that change them.
 *
 *   restored ─▶ entries (merged with any queued meanwhile, oldest first)
 *   queued ─▶ + entry (waiting) ─sending─▶ sending ─┬─sent─▶ removed
 *                                                   ├─waiting─▶ waiting (no network yet)
 *                                                   └─refused─▶ refused (reason) ─┬─edited─▶ waiting (new key)
 *                                                                                 └─dropped─▶ removed
 */
import type { OutboxSpec } from '../../engine/outbox/outbox';
import { isOutboxCommand, outboxTarget, type OutboxEntry, type OutboxSlice } from './contract';
import { defineDomain, defineSlice, type CommandHandlers } from '../domain';
import { sendOutboxCommand } from './senders';
import { readStoredEntry } from './stored-entry';

const initial: OutboxSlice = { restored: false, entries: [] };

const byAge = (a: OutboxEntry, b: OutboxEntry) => a.createdAt - b.createdAt;

function update(slice: OutboxSlice, key: string, change: (entry: OutboxEntry) => OutboxEntry | null): OutboxSlice {
  if (!slice.entries.some((e) => e.key === key)) return slice;
  const entries = slice.entries.flatMap((e) => {
    if (e.key !== key) return [e];
    const next = change(e);
    return next === null ? [] : [next];
  });
  return { ...slice, entries };
}

const outboxSlice = defineSlice({
  name: 'outbox',
  initial,
  cases: {
    'outbox/restored': (slice, event) => {
      const known = new Set(slice.entries.map((e) => e.key));
      return { restored: true, entries: [...slice.entries, ...event.entries.filter((e) => !known.has(e.key))].sort(byAge) };
    },
    'outbox/queued': (slice, event) => (slice.entries.some((e) => e.key === event.entry.key) ? slice : { ...slice, entries: [...slice.entries, event.entry] }),
    'outbox/sending': (slice, event) => update(slice, event.key, (e) => ({ ...e, status: 'sending' })),
    'outbox/waiting': (slice, event) => update(slice, event.key, (e) => ({ ...e, status: 'waiting' })),
    'outbox/sent': (slice, event) => update(slice, event.key, () => null),
    'outbox/refused': (slice, event) => update(slice, event.key, (e) => ({ ...e, status: 'refused', refusal: event.refusal })),
    'outbox/dropped': (slice, event) => update(slice, event.key, () => null),
    'outbox/edited': (slice, event) => update(slice, event.key, () => event.entry),
  },
});

const commands = {
  'outbox/drop': (ctx, { key }) => ctx.outbox.drop(key),
  // A kept comment (or review action's comment) and a kept feed edit's rows can be corrected.
  'outbox/edit': (ctx, { key, comment }) => ctx.outbox.replace(key, (c) => (c.type === 'comments/add' || c.type === 'versions/action' ? { ...c, comment } : null)),
  'outbox/edit-feed': (ctx, { key, input }) => ctx.outbox.replace(key, (c) => (c.type === 'feeds/edit' ? { ...c, input } : null)),
  'outbox/send': (ctx) => ctx.outbox.sendNow(),
} satisfies CommandHandlers;

export const outboxDomain = defineDomain({ slice: outboxSlice, commands });

/** What the engine's outbox mechanism needs of this domain (the registry's `outbox`). */
export const OUTBOX_SPEC: OutboxSpec = {
  takes: isOutboxCommand,
  target: outboxTarget,
  readStored: readStoredEntry,
  send: sendOutboxCommand,
  entries: (state) => state.outbox.entries,
  person: (state) => state.session.user?.id ?? null,
};
