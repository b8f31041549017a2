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

/** Laravel's `onEachSide` default: pages shown on each side of the current one. */
const ON_EACH_SIDE = 3;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page numbers of `links`, as Laravel's UrlWindow picks them (null is its "..."): every page
 * while there are few, else the first and last two and a window around the current one. Listing
 * every page made a list of 10,000 renders answer 667 links (~50 KB) with each page of 15.
 */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  if (lastPage < ON_EACH_SIDE * 2 + 8) return range(1, lastPage);
  const window = ON_EACH_SIDE + 4;
  const start = [1, 2];
  const finish = [lastPage - 1, lastPage];
  if (page <= window) return [...range(1, window + ON_EACH_SIDE), null, ...finish];
  if (page > lastPage - window) return [...start, null, ...range(lastPage - (window + ON_EACH_SIDE - 1), lastPage)];
  return [...start, null, ...range(page - ON_EACH_SIDE, page + ON_EACH_SIDE), null, ...finish];
}

export function paginate<T>(data: T[], total: number, p: PageRequest, path: string): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / p.perPage));
  const url = (page: number) => `${path}?page=${page}`;
  const from = data.length ? offsetOf(p) + 1 : null;
  const links = [
    { url: p.page > 1 ? url(p.page - 1) : null, label: '&laquo; Previous', active: false },
    ...pageWindow(p.page, lastPage).map((n) => (n === null ? { url: null, label: '...', active: false } : { url: url(n), label: String(n), active: n === p.page })),
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
