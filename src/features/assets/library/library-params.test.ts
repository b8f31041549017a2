import { describe, expect, it } from 'vitest';
import { librarySearch, parseLibraryParams } from './library-params';

describe('library params', () => {
  it('reads the folder, search and view from the URL, ignoring a malformed folder', () => {
    expect(parseLibraryParams('?directory=12&q=+logo+&view=list')).toEqual({ folderId: '12', search: 'logo', view: 'list' });
    expect(parseLibraryParams('?directory=abc&view=tiles')).toEqual({ folderId: null, search: '', view: 'grid' });
  });
  it('writes only what differs from the defaults', () => {
    expect(librarySearch({ folderId: null, search: '', view: 'grid' })).toBe('');
    expect(librarySearch({ folderId: '4', search: 'a b', view: 'list' })).toBe('?directory=4&q=a+b&view=list');
  });
});
