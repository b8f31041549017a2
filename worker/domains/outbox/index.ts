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
import type { OutboxEntry, OutboxSlice } from './contract';
import { defineDomain, defineSlice, type CommandHandlers } from '../domain';

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
  'outbox/edit': (ctx, { key, comment }) => ctx.outbox.edit(key, comment),
  'outbox/edit-feed': (ctx, { key, input }) => ctx.outbox.editFeed(key, input),
  'outbox/send': (ctx) => ctx.outbox.sendNow(),
} satisfies CommandHandlers;

export const outboxDomain = defineDomain({ slice: outboxSlice, commands });
