/**
 * The rule list the control API's `fail` and `delay` share: each rule matches a method and a
 * path, applies to the next `times` matching requests, and is gone once used up.
 */

/** `/api/v1/x`, `/server/api/v1/x` and `api/v1/x` all name the same route. */
export function normalizePath(path: string): string {
  const p = path.split('?')[0]!.replace(/\/+$/, '');
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return withSlash.startsWith('/server/') ? withSlash : `/server${withSlash}`;
}

/** A rule's path as stored: normalized, keeping a trailing `*` (prefix match). */
export function normalizeRulePath(path: string): string {
  return path.endsWith('*') ? normalizePath(path.slice(0, -1)) + '*' : normalizePath(path);
}

/** Whether a rule (method `*` = any; path normalized, trailing `*` = prefix) matches a request. */
export function matchesRule(rule: { readonly method: string; readonly path: string }, method: string, path: string): boolean {
  if (rule.method !== '*' && rule.method !== method) return false;
  if (rule.path.endsWith('*')) return path.startsWith(rule.path.slice(0, -1));
  return rule.path === path;
}

export type CountedRule<T> = T & {
  readonly method: string;
  /** Path without the query, with or without the `/server` prefix; a trailing `*` matches a prefix. */
  readonly path: string;
  remaining: number;
};

export interface CountedRules<T> {
  add(rule: T & { readonly method: string; readonly path: string; readonly times: number }): void;
  /** Consumes one use of the first matching rule and returns it. */
  take(method: string, path: string): CountedRule<T> | null;
  list(): readonly CountedRule<T>[];
  clear(): void;
}

export function createCountedRules<T extends object>(): CountedRules<T> {
  let rules: CountedRule<T>[] = [];
  return {
    add({ method, path, times, ...rest }) {
      rules.push({ ...(rest as unknown as T), method: method.toUpperCase(), path: normalizeRulePath(path), remaining: times });
    },
    take(method, path) {
      const p = normalizePath(path);
      const rule = rules.find((r) => r.remaining > 0 && matchesRule(r, method, p));
      if (!rule) return null;
      rule.remaining -= 1;
      rules = rules.filter((r) => r.remaining > 0);
      return rule;
    },
    list: () => rules,
    clear() {
      rules = [];
    },
  };
}
