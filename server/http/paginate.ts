/** Laravel's LengthAwarePaginator JSON, built from a page of rows and the total. */

export interface Paginator<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: { url: string | null; label: string; active: boolean }[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
}

export function offsetOf(p: PageRequest): number {
  return (p.page - 1) * p.perPage;
}

export function paginate<T>(data: T[], total: number, p: PageRequest, path: string): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / p.perPage));
  const url = (page: number) => `${path}?page=${page}`;
  const from = data.length ? offsetOf(p) + 1 : null;
  const links = [
    { url: p.page > 1 ? url(p.page - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: lastPage }, (_, i) => ({ url: url(i + 1), label: String(i + 1), active: i + 1 === p.page })),
    { url: p.page < lastPage ? url(p.page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    current_page: p.page,
    data,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: p.page < lastPage ? url(p.page + 1) : null,
    path,
    per_page: p.perPage,
    prev_page_url: p.page > 1 ? url(p.page - 1) : null,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}
