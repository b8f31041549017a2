/** The library's URL: `?directory={id}` (the nav link's form), `?q=` (search), `?view=list`. */
export type LibraryView = 'grid' | 'list';

export interface LibraryParams {
  readonly folderId: string | null;
  readonly search: string;
  readonly view: LibraryView;
}

export function parseLibraryParams(search: string): LibraryParams {
  const params = new URLSearchParams(search);
  const directory = params.get('directory');
  return {
    folderId: directory !== null && /^\d+$/.test(directory) ? directory : null,
    search: (params.get('q') ?? '').trim(),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

export function librarySearch(p: LibraryParams): string {
  const params = new URLSearchParams();
  if (p.folderId !== null) params.set('directory', p.folderId);
  if (p.search !== '') params.set('q', p.search);
  if (p.view === 'list') params.set('view', 'list');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
