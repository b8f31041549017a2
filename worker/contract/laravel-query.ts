/**
 * Array parameters in a query string, as a Laravel (PHP) backend reads them: one rule for the
 * worker's HTTP client, which writes them, and the reference server (server/), which reads them.
 *
 * PHP reads `ids[]=1&ids[]=2` as the array [1, 2]. It has no shorter array form: a repeated
 * `ids=1&ids=2` keeps only the last value, `ids=1,2` is one string (what the controller would have
 * to split, which the spec does not say it does), and indexed `ids[0]=1` is longer. So each item
 * is `name[]=value`, and the brackets are written as they are, not as `%5B%5D`: PHP decodes both
 * alike, the WHATWG URL parser (fetch) leaves `[` and `]` in a query unencoded, and Node's HTTP
 * parser and nginx take them. That is 2 bytes instead of 6 per item: a zip of 999 renders
 * (`visual_build_ids[]=1234&`, 24 instead of 28 bytes per id) needs a 24 KB URL instead of 28 KB
 * (still over Node's default 16 KB request head, see server/http/request-head.ts).
 * PHP's `max_input_vars` (1,000 by default) counts each item: 999 ids fit.
 *
 * Dependency-free, like the rest of the contract the server imports.
 */

export type QueryValue = string | number | readonly (string | number)[];

/** `application/x-www-form-urlencoded` as PHP decodes it (`+` or `%20` for a space). */
function encodePart(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

/** The query string (without `?`) for these parameters; arrays as `name[]=item` per item. */
export function laravelQueryString(params: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    const key = encodePart(name);
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) parts.push(`${key}[]=${encodePart(String(item))}`);
    else parts.push(`${key}=${encodePart(String(value as string | number))}`);
  }
  return parts.join('&');
}

/**
 * The items of array parameter `name` in a parsed query (Fastify's parser gives a repeated key as
 * an array, with no item limit), or undefined when it is absent. Read as Laravel's clients send it
 * (`name[]=1&name[]=2`), and leniently as others might: repeated `name=1&name=2`, or `name=1,2`.
 */
export function queryArray(query: Readonly<Record<string, unknown>>, name: string): unknown[] | undefined {
  const raw = query[`${name}[]`] ?? query[name];
  if (raw === undefined) return undefined;
  return (Array.isArray(raw) ? (raw as unknown[]) : [raw]).flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [item],
  );
}
