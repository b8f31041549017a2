/**
 * Browser storage keys: the product name plus the environment, without an environment part in
 * production (spec section 9), so dev and uat tabs on one machine never share preferences.
 */
import { APP_ENVIRONMENT } from './app-env';

export const PRODUCT_KEY = 'adcreative';

export function storagePrefix(environment: string = APP_ENVIRONMENT): string {
  return environment === 'production' ? PRODUCT_KEY : `${PRODUCT_KEY}-${environment}`;
}

export function storageKey(name: string, environment: string = APP_ENVIRONMENT): string {
  return `${storagePrefix(environment)}:${name}`;
}
