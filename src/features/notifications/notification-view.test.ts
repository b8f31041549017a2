import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../../tests/harness/snapshot-fixtures';
import { truncate, viewNotification } from './notification-view';

const n = (type: string, data: Record<string, unknown>) => makeNotification({ id: 'x', type, data: { brandIdentifier: 'acme', brandLabel: 'Acme', ...data } });

describe('notification view', () => {
  it('links ad sets, asset groups and visuals under the brand', () => {
    expect(viewNotification(n('App\\Notifications\\AdSetReviewed', { adSet: 12, adSetLabel: 'Summer' }))?.link).toBe('/acme/ad-sets/12');
    expect(viewNotification(n('App\\Notifications\\AssetGroupPublished', { assetGroup: 3 }))?.link).toBe('/acme/asset-groups/3');
    expect(viewNotification(n('App\\Notifications\\VisualPublished', { visual: 4 }))?.link).toBe('/acme/visuals/4');
    expect(viewNotification(n('App\\Notifications\\VisualVersionReady', { visual: 4, visualVersion: 8 }))?.link).toBe('/acme/visuals/4/version/8');
    expect(viewNotification(n('App\\Notifications\\VisualCommentCreated', { visual: 4, visualVersion: 8, visualVersionCommentText: 'Nice' }))?.link).toBe('/acme/visuals/4/tester/8');
  });

  it('links wallet, storage and invitations', () => {
    expect(viewNotification(n('App\\Notifications\\LowCreditBalance', { type: 'below50' }))).toMatchObject({ link: '/acme/brand-settings/wallet', titleKey: 'NOTIFICATIONS.KIND.LOW_CREDIT_50' });
    expect(viewNotification(n('App\\Notifications\\LowCreditBalance', { type: 'weird' }))?.titleKey).toBe('NOTIFICATIONS.KIND.LOW_CREDIT_5');
    expect(viewNotification(n('App\\Notifications\\ScenarioBuildFailed', {}))?.link).toBe('/acme/brand-settings/wallet');
    expect(viewNotification(n('App\\Notifications\\StorageAlert', { type: 'above90' }))?.link).toBe('/acme/brand-settings/storage/ad-sets');
    expect(viewNotification(n('App\\Notifications\\BrandInvitation', { hash: 'h1' }))?.link).toBe('/invite/h1');
  });

  it('gives no link when a needed field is missing', () => {
    expect(viewNotification(makeNotification({ id: 'a', data: { adSet: 12 } }))?.link).toBeNull();
    expect(viewNotification(n('App\\Notifications\\VisualCommentCreated', { visual: 4, comment: 'x' }))?.link).toBeNull();
  });

  it('renders nothing for an unrecognised kind', () => {
    expect(viewNotification(n('App\\Notifications\\Mystery', { foo: 1 }))).toBeNull();
  });

  it('truncates texts to 110 characters', () => {
    expect(truncate('a'.repeat(200))).toHaveLength(110);
    expect(truncate('short')).toBe('short');
  });
});
