/**
 * Records the SQL a piece of code runs on a database (statement, bound arguments, rows read), so
 * a test can ask SQLite how it ran each one (EXPLAIN QUERY PLAN) or how much it read. Wraps
 * `db.prepare` on that one connection until `stop()`.
 */
import type { Db } from '../db/database.ts';

export interface RecordedQuery {
  readonly sql: string;
  readonly args: readonly unknown[];
  /** Rows the call returned (`all`: their number; `get`: 0 or 1; `run`: 0). */
  readonly rows: number;
}

export interface QueryRecorder {
  readonly queries: RecordedQuery[];
  clear(): void;
  stop(): void;
  /** SQLite's plan of a recorded query, one `detail` line per step (`SEARCH b USING INDEX …`). */
  planOf(query: RecordedQuery): string[];
}

const CALLS = new Set(['get', 'all', 'run', 'iterate']);
/** Statement methods that return the statement itself, for chaining. */
const CHAINED = new Set(['pluck', 'raw', 'expand', 'safeIntegers', 'bind']);

export function recordQueries(db: Db): QueryRecorder {
  const prepare = db.prepare;
  const queries: RecordedQuery[] = [];
  const count = (result: unknown) => (Array.isArray(result) ? result.length : result === undefined || (typeof result === 'object' && result !== null && 'changes' in result) ? 0 : 1);
  db.prepare = ((sql: string) => {
    const statement = prepare.call(db, sql);
    const proxy: object = new Proxy(statement, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (CALLS.has(String(key)))
          return (...args: unknown[]) => {
            const result = (value as (...a: unknown[]) => unknown).apply(target, args);
            queries.push({ sql, args, rows: key === 'iterate' ? 0 : count(result) });
            return result;
          };
        if (CHAINED.has(String(key)))
          return (...args: unknown[]) => {
            (value as (...a: unknown[]) => unknown).apply(target, args);
            return proxy;
          };
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    return proxy;
  }) as Db['prepare'];
  return {
    queries,
    clear: () => void queries.splice(0),
    stop: () => {
      db.prepare = prepare;
    },
    planOf: (q) => {
      const explain = prepare.call(db, `EXPLAIN QUERY PLAN ${q.sql}`) as unknown as { all(...args: unknown[]): { detail: string }[] };
      return explain.all(...q.args).map((r) => r.detail);
    },
  };
}
