/**
 * The outbox as the page reads it (worker/domains/outbox): the brand in scope's writes kept while
 * the connection was down, oldest first, and the words for a refusal.
 */
import type { TFunction } from 'i18next';
import type { OutboxEntry, OutboxRefusal } from '../../../worker/domains/outbox/contract';
import { outboxAtom, useAtomValue } from '../../state';

/** The entries of the brand in scope (a brand switch empties the slice before the new brand's are read). */
export function useOutboxEntries(): readonly OutboxEntry[] {
  return useAtomValue(outboxAtom).entries;
}

/** The server's own words when it gave any (a field's message first), else the catalogue's message. */
export function refusalText(t: TFunction, refusal: OutboxRefusal): string {
  const field = Object.values(refusal.fieldErrors ?? {}).flat()[0];
  return field ?? refusal.message ?? t(refusal.error, refusal.errorParams ?? {});
}
