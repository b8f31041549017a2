import { describe, expect, it } from 'vitest';
import { folderNameProblems } from './folder-name-rules';

describe('folderNameProblems', () => {
  it('wants a name of one path segment, at most 100 characters', () => {
    expect(folderNameProblems('Summer 2025')).toEqual([]);
    expect(folderNameProblems('')).toEqual([{ key: 'ASSETS_FOLDERS.NAME_REQUIRED' }]);
    expect(folderNameProblems('x'.repeat(101))).toEqual([{ key: 'ASSETS_FOLDERS.NAME_TOO_LONG', params: { max: 100 } }]);
    expect(['a/b', 'a\\b', '.', '..'].map((n) => folderNameProblems(n)[0]?.key)).toEqual(Array(4).fill('ASSETS_FOLDERS.NAME_INVALID'));
  });
});
