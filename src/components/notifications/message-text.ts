/**
 * A notification message in the user's language, cut at 110 characters (spec section 5). A
 * parameter the data lacked is said in words ("untitled", "someone", "your brand") rather than
 * left as an empty pair of quotes.
 */
import type { TFunction } from 'i18next';
import { truncate, type Message } from './notification-view';

const FALLBACKS: Readonly<Record<string, string>> = {
  person: 'NOTIFICATIONS.FALLBACK.PERSON',
  brand: 'NOTIFICATIONS.FALLBACK.BRAND',
};
const DEFAULT_FALLBACK = 'NOTIFICATIONS.FALLBACK.LABEL';

export function messageText(t: TFunction, message: Message): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.params)) params[name] = value ?? t(FALLBACKS[name] ?? DEFAULT_FALLBACK);
  return truncate(t(message.key, params));
}
