import { describe, expect, it } from 'vitest';
import { tabOfRoute, visibleTabs } from './feed-tabs';

describe('feed tabs', () => {
  it('shows the rules editor on derived feeds and the API tab to managers and developers only', () => {
    expect(visibleTabs('upload', 'manager')).toEqual(['products', 'feed-attributes', 'feed-costs', 'feed-revisions', 'product-changes', 'permalinks', 'api', 'settings']);
    expect(visibleTabs('derived', 'editor')).toEqual(['products', 'feed-attributes', 'feed-costs', 'feed-revisions', 'product-changes', 'permalinks', 'derived-feed-editor', 'settings']);
    expect(visibleTabs('manual', 'visitor')).not.toContain('api');
  });

  it('maps routes to tabs, the feed itself to its products', () => {
    expect(tabOfRoute('brand-feeds-feedId')).toBe('products');
    expect(tabOfRoute('brand-feeds-feedId-products-productId')).toBe('products');
    expect(tabOfRoute('brand-feeds-feedId-feed-costs')).toBe('feed-costs');
  });
});
