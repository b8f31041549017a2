/** A list's page and search as the URL holds them (`?search=…&page=…`), so Back undoes a search. */
export function listParams(search: string): { page: number; search: string } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page > 0 ? page : 1, search: (params.get('search') ?? '').trim() };
}

export function listHref(path: string, page: number, search: string): string {
  const params = new URLSearchParams();
  if (search !== '') params.set('search', search);
  if (page !== 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}
