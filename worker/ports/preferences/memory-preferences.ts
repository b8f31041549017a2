import type { PreferencesPort } from '../types';

/** Preferences kept for the session only: Node, browsers without IndexedDB, and tests. */
export function createMemoryPreferences(): PreferencesPort & { readonly values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    read: (key) => Promise.resolve(values.get(key)),
    write: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
  };
}
