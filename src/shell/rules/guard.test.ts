import { describe, expect, it } from 'vitest';
import { makeBrandUser } from '../../../tests/harness/snapshot-fixtures';
import { routeByName } from '../routes/route-table';
import { decideAccess } from './guard';

const manager = makeBrandUser({ role: 'manager' });
const editor = makeBrandUser({ role: 'editor', collaborativeMode: false });
const collaborativeEditor = makeBrandUser({ role: 'editor', collaborativeMode: true });

describe('route guard', () => {
  it('lets anyone see sign-in pages', () => {
    expect(decideAccess({ route: routeByName('login'), sessionStatus: 'signed-out', brandUser: null, brandReady: false })).toBe('allow');
  });

  it('waits while the session is not known yet', () => {
    for (const sessionStatus of ['unknown', 'loading'] as const) {
      expect(decideAccess({ route: routeByName('brand-dashboard'), sessionStatus, brandUser: null, brandReady: false })).toBe('wait');
    }
  });

  it('sends signed-out and expired sessions to login', () => {
    for (const sessionStatus of ['signed-out', 'expired'] as const) {
      expect(decideAccess({ route: routeByName('brand-visuals'), sessionStatus, brandUser: null, brandReady: false })).toBe('login');
    }
  });

  it('allows routes without requirements as soon as the user is signed in', () => {
    expect(decideAccess({ route: routeByName('brand-visuals'), sessionStatus: 'signed-in', brandUser: null, brandReady: false })).toBe('allow');
  });

  it('waits for the brand user before checking roles', () => {
    expect(decideAccess({ route: routeByName('brand-brand-settings-users'), sessionStatus: 'signed-in', brandUser: null, brandReady: false })).toBe('wait');
  });

  it('checks page roles', () => {
    const users = routeByName('brand-brand-settings-users');
    expect(decideAccess({ route: users, sessionStatus: 'signed-in', brandUser: manager, brandReady: true })).toBe('allow');
    expect(decideAccess({ route: users, sessionStatus: 'signed-in', brandUser: editor, brandReady: true })).toBe('forbidden');
  });

  it('forbids the wallet to editors outside collaborative mode only', () => {
    const wallet = routeByName('brand-brand-settings-wallet');
    expect(decideAccess({ route: wallet, sessionStatus: 'signed-in', brandUser: editor, brandReady: true })).toBe('forbidden');
    expect(decideAccess({ route: wallet, sessionStatus: 'signed-in', brandUser: collaborativeEditor, brandReady: true })).toBe('allow');
    expect(decideAccess({ route: wallet, sessionStatus: 'signed-in', brandUser: manager, brandReady: true })).toBe('allow');
  });

  it('opens My team only to users with a team', () => {
    const myTeam = routeByName('brand-brand-settings-my-team');
    expect(decideAccess({ route: myTeam, sessionStatus: 'signed-in', brandUser: manager, brandReady: true })).toBe('forbidden');
    const withTeam = makeBrandUser({ team: { id: 2, name: 'Creative' } });
    expect(decideAccess({ route: myTeam, sessionStatus: 'signed-in', brandUser: withTeam, brandReady: true })).toBe('allow');
  });
});
