/** The users page's URL state: `?search=&role=&page=&user=` (a shareable, Back-able view). */
export const ROLES = ['manager', 'developer', 'editor', 'visitor'] as const;
export type RoleFilter = (typeof ROLES)[number] | null;

export interface UsersParams {
  readonly page: number;
  readonly search: string;
  readonly role: RoleFilter;
  /** The user whose detail drawer is open. */
  readonly user: string | null;
}

export function usersParams(search: string): UsersParams {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  const role = p.get('role');
  const user = p.get('user');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: (p.get('search') ?? '').trim(),
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as RoleFilter) : null,
    user: user !== null && /^\d+$/.test(user) ? user : null,
  };
}

export function usersHref(path: string, params: UsersParams): string {
  const p = new URLSearchParams();
  if (params.search !== '') p.set('search', params.search);
  if (params.role !== null) p.set('role', params.role);
  if (params.page !== 1) p.set('page', String(params.page));
  if (params.user !== null) p.set('user', params.user);
  const query = p.toString();
  return query === '' ? path : `${path}?${query}`;
}
