/**
 * The current path and query exactly as in the address bar. wouter's `useLocation` and
 * `useSearch` give them percent-decoded (decodeURI), which cannot be undone: `?search=50%25`
 * would come back as `50%`, and `?search=a%20b` as a space that the return-path check refuses.
 * Paths that are stored and navigated to later (return path, last allowed page) use this.
 */
import { useRouter } from 'wouter';

export function useRawLocation(): string {
  const router = useRouter();
  const [rawPath] = router.hook(router);
  const rawSearch = router.searchHook(router);
  // The router's base (none in this app) is part of the raw path; strip it as wouter does.
  const path = router.base !== '' && rawPath.startsWith(router.base) ? rawPath.slice(router.base.length) || '/' : rawPath;
  const search = rawSearch.startsWith('?') ? rawSearch.slice(1) : rawSearch;
  return search === '' ? path : `${path}?${search}`;
}
