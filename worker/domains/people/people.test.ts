/**
 * The brand's people through the real engine over fake ports: someone else's change (TeamUpdated,
 * BrandUserUpdated, BrandInviteUpdated) refetches the open users, teams and invitations, and this
 * tab's own writes refetch what they changed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandInvites } from '../../contract/people';
import { apiErrors, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const NO_INVITES: BrandInvites = { id: 'brand-invites', invites: [] };

async function watching() {
  const s = (session = await startSession({ routeBrand: 'acme' }));
  s.backend
    .autoAnswer('resourceList', { items: [], page: 1, perPage: 20, total: 0, lastPage: 1 })
    .autoAnswer('teamsList', { id: 'teams', teams: [] })
    .autoAnswer('brandInvites', NO_INVITES);
  await s.dl.watch({ kind: 'resource/list', resource: 'user', page: 1, perPage: 20 }, 'acme');
  await s.dl.watch({ kind: 'teams/list' }, 'acme');
  await s.dl.watch({ kind: 'people/invites' }, 'acme');
  await vi.advanceTimersByTimeAsync(0);
  const counts = () => [s.backend.count('resourceList'), s.backend.count('teamsList'), s.backend.count('brandInvites')];
  expect(counts()).toEqual([1, 1, 1]);
  return { s, counts };
}

describe('live changes of the brand’s people', () => {
  it('TeamUpdated refetches the users and teams, not the invitations', async () => {
    const { s, counts } = await watching();
    s.live.emitRaw('private-brand.acme', 'App\\Events\\TeamUpdated', { brandId: 1, team: { id: 4 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([2, 2, 1]);
  });

  it("BrandUserUpdated (someone's role) refetches the users and teams", async () => {
    const { s, counts } = await watching();
    s.live.emitRaw('private-brand.acme', 'App\\Events\\BrandUserUpdated', { brandId: 1, brandUserId: 9, userId: 4 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([2, 2, 1]);
  });

  it('BrandInviteUpdated refetches only the invitations; a TeamUpdated without a team id is dropped', async () => {
    const { s, counts } = await watching();
    s.live.emitRaw('private-brand.acme', 'App\\Events\\BrandInviteUpdated', { brandId: 1 });
    s.live.emitRaw('private-brand.acme', 'App\\Events\\TeamUpdated', { brandId: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([1, 1, 2]);
  });
});

describe('people commands', () => {
  it('invite sends the address and role in the server’s names and refetches the invitations', async () => {
    const { s, counts } = await watching();
    s.backend.autoAnswer('brandInvite', undefined);
    expect(await s.dl.dispatch({ type: 'people/invite', email: 'new@example.com', primaryRole: 'editor' })).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.backend.calls.filter((c) => c.method === 'brandInvite').map((c) => c.args[0])).toEqual([{ email: 'new@example.com', primaryRole: 'editor' }]);
    expect(counts()).toEqual([1, 1, 2]);
  });

  it('a refused invitation answers the field errors and refetches nothing', async () => {
    const { s, counts } = await watching();
    s.backend.autoFail('brandInvite', () => apiErrors.validation('This address has already been invited.'));
    const result = await s.dl.dispatch({ type: 'people/invite', email: 'twice@example.com', primaryRole: 'editor' });
    expect(result.ok).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([1, 1, 1]);
  });

  it('changing a role refetches users and teams; creating a team answers its id', async () => {
    const { s, counts } = await watching();
    s.backend.autoAnswer('userRoleChange', undefined).autoAnswer('teamCreate', { id: '12' });
    expect(await s.dl.dispatch({ type: 'people/change-role', userId: '4', primaryRole: 'developer' })).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([2, 2, 1]);
    expect(await s.dl.dispatch({ type: 'teams/create', name: 'Social' })).toEqual({ ok: true, id: '12' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([3, 3, 1]);
  });
});
