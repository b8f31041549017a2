import { describe, expect, it } from 'vitest';
import { renderableVersion, sizeRows } from './size-counts';

describe('sizeRows', () => {
  it('counts renders of exactly each size, in the template order, zero for unused sizes', () => {
    const sizes = [
      { width: 300, height: 250, label: 'MPU' },
      { width: 728, height: 90, label: null },
      { width: 90, height: 728, label: null },
    ];
    const builds = [
      { width: 300, height: 250 },
      { width: 728, height: 90 },
      { width: 300, height: 250 },
      { width: 1080, height: 1080 },
    ];
    expect(sizeRows(sizes, builds).map((row) => [row.key, row.renders])).toEqual([
      ['300x250', 2],
      ['728x90', 1],
      ['90x728', 0],
    ]);
  });
});

describe('renderableVersion', () => {
  it('is the newest version that can render', () => {
    const versions = [
      { id: '1', number: 1, status: 'approved' as const },
      { id: '2', number: 2, status: 'rejected' as const },
      { id: '3', number: 3, status: 'draft' as const },
    ];
    expect(renderableVersion(versions)?.id).toBe('2');
  });

  it('is null when every version is a draft, erased or archived', () => {
    expect(renderableVersion([{ id: '1', number: 1, status: 'draft' }, { id: '2', number: 2, status: 'erased' }, { id: '3', number: 3, status: 'archived' }])).toBeNull();
  });
});
