/**
 * What a form or dialog says when its command failed without field errors: the server's own
 * sentence when it gave one, else our fallback. The catalogue's toast (raised by the data layer)
 * carries the status details; CommandResult has no parameters to fill the catalogue's text.
 */
import type { TFunction } from 'i18next';
import type { CommandResult } from '../../../../worker/contract/commands';

export function failureText(result: CommandResult, t: TFunction, fallbackKey: string): string {
  return result.message ?? t(fallbackKey);
}
