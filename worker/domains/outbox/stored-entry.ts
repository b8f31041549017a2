/**
 * An outbox entry read back from IndexedDB: written by an earlier page (maybe an older version of
 * the app), so it is checked before it is trusted; anything else is left out, never sent.
 */
import * as v from 'valibot';
import { ATTRIBUTE_TYPES } from '../../contract/feeds';
import { isOutboxCommand, OUTBOX_STATUSES, type OutboxEntry } from './contract';

const refusal = v.object({
  error: v.string(),
  errorParams: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  message: v.optional(v.string()),
  fieldErrors: v.optional(v.record(v.string(), v.array(v.string()))),
});

/** The commands an outbox keeps, field by field (contract.ts OutboxCommand). */
const command = v.variant('type', [
  v.object({ type: v.literal('comments/add'), versionId: v.string(), comment: v.string() }),
  v.object({ type: v.literal('versions/action'), id: v.string(), action: v.string(), comment: v.optional(v.string()) }),
  v.object({ type: v.literal('notifications/mark-read'), id: v.string() }),
  v.object({
    type: v.literal('feeds/edit'),
    id: v.string(),
    input: v.object({
      kind: v.literal('manual'),
      name: v.string(),
      currency: v.string(),
      columns: v.array(v.object({ name: v.string(), type: v.picklist(ATTRIBUTE_TYPES) })),
      rows: v.array(v.record(v.string(), v.string())),
    }),
  }),
]);

const entrySchema = v.object({
  key: v.pipe(v.string(), v.minLength(8)),
  command,
  brand: v.pipe(v.string(), v.minLength(1)),
  userId: v.number(),
  tab: v.string(),
  createdAt: v.number(),
  status: v.picklist(OUTBOX_STATUSES),
  refusal: v.nullable(refusal),
});

export function readStoredEntry(value: unknown): OutboxEntry | null {
  const parsed = v.safeParse(entrySchema, value);
  if (!parsed.success || !isOutboxCommand(parsed.output.command)) return null;
  // A page closed mid-send left it "sending": it was not confirmed, so it waits (its key keeps it single).
  const status = parsed.output.status === 'sending' ? 'waiting' : parsed.output.status;
  return { ...(parsed.output as OutboxEntry), status };
}
