import { describe, expect, it } from 'vitest';
import type { SessionSlice, SessionStatus } from '../../worker/domains/session/contract';
import { sessionAtom } from './slice-atoms';
import { createAppStore } from './store';
import { whenSignedIn } from './when-signed-in';

const session = (status: SessionStatus): SessionSlice => ({ status, user: null, brands: [], invites: [], locale: 'en' });

/** Whether the promise settled by the time already queued microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('whenSignedIn', () => {
  it('resolves at once when the store already shows the session signed in', async () => {
    const store = createAppStore();
    store.set(sessionAtom, session('signed-in'));
    expect(await settled(whenSignedIn(store))).toBe(true);
  });

  it('waits through the stale signed-out and the loading states for the signed-in one', async () => {
    const store = createAppStore();
    store.set(sessionAtom, session('signed-out'));
    const waiting = whenSignedIn(store);
    expect(await settled(waiting)).toBe(false);
    store.set(sessionAtom, session('loading'));
    expect(await settled(waiting)).toBe(false);
    store.set(sessionAtom, session('signed-in'));
    expect(await settled(waiting)).toBe(true);
  });
});
