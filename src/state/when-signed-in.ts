/**
 * Resolves once the store shows the session signed in. A command's answer comes straight back
 * from the data layer, while the state it changed arrives in a later batch (the bridge waits for
 * the previous batch's acknowledgement, up to a painted frame): whoever acts on a successful
 * sign-in by navigating waits for the store to agree, or the route guard still sees the session
 * as it was before (signed out) and starts the sign-in again.
 */
import { sessionAtom } from './slice-atoms';
import type { AppStore } from './store';

export function whenSignedIn(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    if (store.get(sessionAtom).status === 'signed-in') {
      resolve();
      return;
    }
    const stop = store.sub(sessionAtom, () => {
      if (store.get(sessionAtom).status !== 'signed-in') return;
      stop();
      resolve();
    });
  });
}
