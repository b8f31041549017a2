/**
 * valibot building blocks for Laravel JSON: the `{ data: ... }` resource wrapper, the paginator,
 * and the loose scalars a Laravel model may serialise (0/1 booleans without a cast, decimal
 * columns as strings). Tolerating those costs nothing and spares a schema failure (and an
 * "invalid response" toast) over a missing `$casts` entry.
 */
import * as v from 'valibot';

/** Integer ids (Eloquent auto-increment keys). */
export const id = v.pipe(v.number(), v.integer());

/** `true`/`false`, or 0/1 from a column without a boolean cast. */
export const laravelBool = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1])]),
  v.transform((b) => b === true || b === 1),
);

/** A finite number, or a decimal column serialised as a string ("12.50"). */
export const laravelNumber = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.decimal(), v.transform(Number)),
]);

/** Optional nullable string: missing and null both become null. */
export const nullableString = v.optional(v.nullable(v.string()), null);

/** Laravel API resources wrap one resource (or a collection) in `{ data: ... }`. */
export function resource<T>(inner: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T> {
  return v.pipe(
    v.object({ data: inner }),
    v.transform((o) => o.data as T),
  );
}

/** A Laravel length-aware paginator: only `data` is used (spec section 7, incidents). */
export function paginator<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.object({ data: v.array(item) }),
    v.transform((o) => o.data as T[]),
  );
}

/** Integer ids as the domain's string ids. */
export const stringId = v.pipe(v.union([id, v.pipe(v.string(), v.minLength(1))]), v.transform(String));

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A Laravel length-aware paginator of items, with its paging figures. */
export function pageOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.object({ data: v.array(item), current_page: count, per_page: count, total: count, last_page: count }),
    v.transform((p) => ({ items: p.data as readonly T[], page: p.current_page, perPage: p.per_page, total: p.total, lastPage: p.last_page })),
  );
}
