/** localStorage keys and IndexedDB names of the main thread (the rule: worker/contract/storage-prefix.ts). */
import { storagePrefix as prefixFor } from '../../worker/contract/storage-prefix';
import { APP_ENVIRONMENT } from './app-env';

export function storagePrefix(environment: string = APP_ENVIRONMENT): string {
  return prefixFor(environment);
}

export function storageKey(name: string, environment: string = APP_ENVIRONMENT): string {
  return `${storagePrefix(environment)}:${name}`;
}
