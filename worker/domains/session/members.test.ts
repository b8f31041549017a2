/**
 * Joining and leaving a brand through the real engine over fake ports: the invited person's answers
 * (accept reloads their brands and answers the joined brand; a refusal says where the invitation
 * stands), and BrandUserRemoved naming this person, which leaves the brand at once: channel left,
 * requests of the brand aborted, brands and invitations reloaded, the UI told to move on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InviteLookup } from '../../contract/people';
import { apiErrors, aUser, loggedEvents, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';
import { REMOVED_FROM_BRAND_TOAST } from './removed-from-brand';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const ACME_CHANNEL = 'private-brand.acme';
const lookup = (state: InviteLookup['state']): InviteLookup => ({ hash: 'h-1', brandLabel: 'Wayne Enterprises', primaryRole: 'editor', teamName: null, expiresAt: null, state });

describe('removed from the brand in scope', () => {
  async function watchingUsers() {
    const s = (session = await startSession({ routeBrand: 'acme' }));
    s.backend.autoAnswer('resourceList', { items: [], page: 1, perPage: 20, total: 0, lastPage: 1 });
    await s.dl.watch({ kind: 'resource/list', resource: 'user', page: 1, perPage: 20 }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.dl.engine.state().brand.identifier).toBe('acme');
    expect(s.graphql.activeSubscriptions().map((sub) => sub.brand)).toEqual(['acme']);
    return s;
  }

  it('someone else removed: the users list refetches and this person stays', async () => {
    const s = await watchingUsers();
    const me = s.backend.count('me');
    s.live.emitRaw(ACME_CHANNEL, 'App\\Events\\BrandUserRemoved', { brandId: 1, user: { id: 42 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.backend.count('resourceList')).toBe(2);
    expect(s.live.brand).toBe('acme');
    expect(s.backend.count('me')).toBe(me);
    expect(s.dl.engine.state().brand.removedFrom).toBeNull();
  });

  it('this person removed: leaves the channel at once, reloads brands and invites, says so, and hears nothing more of the brand', async () => {
    const s = await watchingUsers();
    const [me, invites] = [s.backend.count('me'), s.backend.count('invites')];
    // A load of the brand still under way when the event comes is aborted with the brand's scope.
    s.backend.manual('brandInvites');
    await s.dl.watch({ kind: 'people/invites' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.backend.inFlight('brandInvites')).toBe(1);
    s.backend.autoAnswer('me', { user: aUser({ lastBrand: null }), brands: [] }).autoAnswer('invites', []);
    s.live.emitRaw(ACME_CHANNEL, 'App\\Events\\BrandUserRemoved', { brandId: 1, user: { id: 1 } });
    // Synchronously, before any answer: the private channel is left.
    expect(s.live.brandHistory.at(-1)).toBeNull();
    expect(s.backend.inFlight('brandInvites')).toBe(0);
    expect(s.graphql.activeSubscriptions()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect([s.backend.count('me') - me, s.backend.count('invites') - invites]).toEqual([1, 1]);
    const state = s.dl.engine.state();
    expect(state.brand).toMatchObject({ identifier: null, brandUser: null, removedFrom: 'acme' });
    expect(state.session.brands).toEqual([]);
    expect(state.toasts.items.map((t) => [t.key, t.params])).toEqual([[REMOVED_FROM_BRAND_TOAST, { brand: 'Acme Ltd' }]]);

    // A late event of the brand (a socket slower than the leave) changes nothing and fetches nothing.
    const before = [s.backend.count('resourceList'), s.backend.count('brandUser'), s.backend.count('balance')];
    s.live.emitRaw(ACME_CHANNEL, 'App\\Events\\BrandUserUpdated', { brandId: 1, brandUserId: 101, userId: 1 });
    s.live.emitRaw(ACME_CHANNEL, 'App\\Events\\BalanceManager\\Spend', { brandId: 1, amount: 1, balance: 10, version: 99 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect([s.backend.count('resourceList'), s.backend.count('brandUser'), s.backend.count('balance')]).toEqual(before);
    expect(s.dl.engine.state().brand.identifier).toBeNull();
    expect(loggedEvents(s.dl, 'brand/removed-from')).toEqual([{ type: 'brand/removed-from', identifier: 'acme' }]);
  });

  it('an event naming this person on another brand’s channel does not make it leave', async () => {
    const s = await watchingUsers();
    s.live.emitRaw('private-brand.initech', 'App\\Events\\BrandUserRemoved', { brandId: 3, user: { id: 1 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.live.brand).toBe('acme');
    expect(s.dl.engine.state().brand.removedFrom).toBeNull();
  });
});

describe('answering an invitation', () => {
  it('accept: one accept call, then brands and invitations reloaded; answers the joined brand', async () => {
    const s = (session = await startSession({ routeBrand: null }));
    const [me, invites] = [s.backend.count('me'), s.backend.count('invites')];
    s.backend.autoAnswer('inviteAccept', 'wayne');
    expect(await s.dl.dispatch({ type: 'invites/accept', hash: 'h-1' })).toEqual({ ok: true, id: 'wayne' });
    expect(s.backend.calls.filter((c) => c.method === 'inviteAccept').map((c) => c.args[0])).toEqual(['h-1']);
    expect([s.backend.count('me') - me, s.backend.count('invites') - invites]).toEqual([1, 1]);
  });

  it('refused because it is no longer pending (409): looks it up and answers the state’s words, no toast', async () => {
    const s = (session = await startSession({ routeBrand: null }));
    s.backend.autoFail('inviteAccept', () => apiErrors.unhandled(409)).autoAnswer('invite', lookup('withdrawn'));
    const result = await s.dl.dispatch({ type: 'invites/accept', hash: 'h-1' });
    expect(result).toEqual({ ok: false, error: 'INVITE.STATE_WITHDRAWN', invite: lookup('withdrawn') });
    expect(s.dl.engine.state().toasts.items).toEqual([]);
  });

  it('a link that is not theirs (404) is unknown; decline reloads the invitations', async () => {
    const s = (session = await startSession({ routeBrand: null }));
    s.backend.autoFail('inviteDecline', () => apiErrors.unhandled(404));
    expect(await s.dl.dispatch({ type: 'invites/decline', hash: 'nope' })).toEqual({ ok: false, error: 'INVITE.UNKNOWN' });
    s.backend.autoAnswer('inviteDecline', undefined);
    const invites = s.backend.count('invites');
    expect(await s.dl.dispatch({ type: 'invites/decline', hash: 'h-1' })).toEqual({ ok: true });
    expect(s.backend.count('invites') - invites).toBe(1);
  });
});
