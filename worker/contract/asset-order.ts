/**
 * The order of a library folder's listing and what its search matches, written once: the
 * reference server pages the folder in this order (SQL `ORDER BY name COLLATE NOCASE, id`,
 * subfolders before files) and the worker puts an item heard of live (an upload, a new folder)
 * where this order puts it among the rows already loaded (docs/assets.md "Paged listing").
 *
 * The two must agree exactly: a windowed list skips a page's row that its order puts above the
 * last row held (worker/engine/live-queries/window-rows.ts). SQLite's NOCASE folds only the ASCII
 * letters and then compares the UTF-8 bytes, which is the order of the code points, so this
 * compares code points with A–Z folded to a–z (not `localeCompare`, not UTF-16 units).
 * `server/routes/asset-library-pages.test.ts` checks it against SQLite with awkward names.
 *
 * Dependency-free, like the rest of the contract the server imports.
 */

/** Subfolders come first, then files. */
export const ASSET_ITEM_TYPES = ['folder', 'file'] as const;
export type AssetItemType = (typeof ASSET_ITEM_TYPES)[number];

/** What the order reads of an item. */
export interface OrderedAssetItem {
  readonly type: AssetItemType;
  readonly name: string;
  /** The folder's or file's own id (numeric text, as the worker keeps ids). */
  readonly recordId: string;
}

const A = 65;
const Z = 90;

function folded(codePoint: number): number {
  return codePoint >= A && codePoint <= Z ? codePoint + 32 : codePoint;
}

/** SQLite's `COLLATE NOCASE`: ASCII letters folded, then code point by code point. */
export function compareNoCase(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done === true || y.done === true) return (x.done === true ? 0 : 1) - (y.done === true ? 0 : 1);
    const difference = folded(x.value.codePointAt(0) ?? 0) - folded(y.value.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
}

/** Ids are whole numbers as text: compared as numbers (`9` before `10`). */
function compareIds(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when `a` comes before `b` in a folder's listing. */
export function compareAssetItems(a: OrderedAssetItem, b: OrderedAssetItem): number {
  if (a.type !== b.type) return a.type === 'folder' ? -1 : 1;
  return compareNoCase(a.name, b.name) || compareIds(a.recordId, b.recordId);
}

/**
 * Whether a name matches a folder search as the server's `name LIKE '%search%'` does: a part of
 * the name, ASCII letters in any case (SQLite's LIKE folds only those), `%` and `_` as themselves.
 */
export function nameMatchesSearch(name: string, search: string): boolean {
  const fold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return fold(name).includes(fold(search.trim()));
}

/** The id of a listing row: `folder:4`, `file:12` (folders and files have ids of their own). */
export function assetItemKey(type: AssetItemType, id: string | number): string {
  return `${type}:${id}`;
}

/** The type and record id of a listing row's id; null for anything else. */
export function parseAssetItemKey(key: string): { readonly type: AssetItemType; readonly id: string } | null {
  const match = /^(folder|file):(\d+)$/.exec(key);
  return match === null ? null : { type: match[1] as AssetItemType, id: match[2] as string };
}
