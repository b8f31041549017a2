/**
 * The list's state lives in the URL (`?view=archived&q=…&tag=…`), so a filtered list can be
 * linked, reloaded and left with the back button. `create=1` opens the creation wizard over the
 * list. Anything malformed falls back to the default rather than failing the page. There is no
 * page: the list scrolls through a window of the whole list (docs/engine.md, "Windows"), and an
 * old link's `page=` is ignored.
 */
export type ListView = 'active' | 'archived';

export interface ListParams {
  readonly view: ListView;
  readonly search: string;
  readonly tag: string;
  readonly create: boolean;
}

export const DEFAULT_PARAMS: ListParams = { view: 'active', search: '', tag: '', create: false };

export function parseListParams(search: string): ListParams {
  const params = new URLSearchParams(search);
  return {
    view: params.get('view') === 'archived' ? 'archived' : 'active',
    search: (params.get('q') ?? '').trim(),
    tag: (params.get('tag') ?? '').trim(),
    create: params.get('create') === '1',
  };
}

/** The query string for `params` (with its `?`), leaving defaults out so plain lists stay `/visuals`. */
export function listSearch(params: ListParams): string {
  const out = new URLSearchParams();
  if (params.view !== 'active') out.set('view', params.view);
  if (params.search !== '') out.set('q', params.search);
  if (params.tag !== '') out.set('tag', params.tag);
  if (params.create) out.set('create', '1');
  const text = out.toString();
  return text === '' ? '' : `?${text}`;
}

/** A filter change: the new list starts from its top. */
export function withFilter(params: ListParams, change: Partial<Pick<ListParams, 'view' | 'search' | 'tag'>>): ListParams {
  return { ...params, ...change };
}
