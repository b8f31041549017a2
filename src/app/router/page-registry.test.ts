import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { WalletPage } from '../../features/brand-money/wallet-page';
import { preloadPageAt } from './page-registry';

describe('preloading the page in view at boot (the first load)', () => {
  it('loads the chunk of the page the path shows', async () => {
    expect(await preloadPageAt('/acme/dashboard')).toBe(DashboardPage);
    expect(await preloadPageAt('/acme/brand-settings/wallet')).toBe(WalletPage);
  });

  it('loads nothing for the home redirect or a path no page serves', () => {
    expect(preloadPageAt('/')).toBeNull();
    expect(preloadPageAt('/no/such/page/here/at/all')).toBeNull();
  });
});
