import { describe, expect, it } from 'vitest';
import { buildOutputUrl, DEFAULT_PREVIEW_SIZE, frameSize, TESTER_SANDBOX, versionPreviewUrl } from './tester-urls';

describe('tester urls', () => {
  it('loads outputs and previews from the backend, ids encoded', () => {
    expect(buildOutputUrl('15')).toBe('/server/api/v1/visual-build/15/output');
    expect(versionPreviewUrl('8', null)).toBe('/server/api/v1/visual-version/8/preview');
    expect(versionPreviewUrl('8', { width: 728, height: 90 })).toBe('/server/api/v1/visual-version/8/preview?width=728&height=90');
    expect(buildOutputUrl('1/../2')).toBe('/server/api/v1/visual-build/1%2F..%2F2/output');
  });

  it('sandboxes frames with scripts only: no same origin, forms, popups or top navigation', () => {
    expect(TESTER_SANDBOX).toBe('allow-scripts');
  });

  it('frames a render at its size, a preview at the chosen size, else the backend default', () => {
    expect(frameSize({ width: 160, height: 600 }, { width: 300, height: 250 })).toEqual({ width: 160, height: 600 });
    expect(frameSize(null, { width: 728, height: 90 })).toEqual({ width: 728, height: 90 });
    expect(frameSize(null, null)).toEqual(DEFAULT_PREVIEW_SIZE);
  });
});
