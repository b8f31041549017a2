/**
 * Browser storage names: the product name plus the environment, without an environment part in
 * production (spec section 9), so dev and uat tabs on one machine never share preferences. Used
 * by the main thread (localStorage keys) and the worker (its IndexedDB database).
 */
export const PRODUCT_KEY = 'adcreative';

export function storagePrefix(environment: string): string {
  return environment === 'production' ? PRODUCT_KEY : `${PRODUCT_KEY}-${environment}`;
}
