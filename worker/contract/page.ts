/**
 * What a watched query holds, whatever its domain: items with a string id, and the page of a list.
 * A leaf module: every domain's contract pages its lists with it.
 */

/** Anything a watch holds is made of items with a string id (records, entities, a report). */
export interface QueryItem {
  readonly id: string;
}

export interface ResourcePageMeta {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly lastPage: number;
}

export interface Page<T> extends ResourcePageMeta {
  readonly items: readonly T[];
}
