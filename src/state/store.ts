/** The one jotai store of the app (a fresh one per test). */
import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

export function createAppStore(): AppStore {
  return createStore();
}
