/**
 * The Renders list's filters live in the URL (`?status=failed&template=12`): a reload, a shared
 * link or the back button shows the same queue. Unknown values are ignored rather than sent.
 */
import { BUILD_STATUSES, type BuildStatus } from '../../../worker/contract/creatives';
import type { BuildsListQuery } from '../../../worker/domains/builds/contract';

export interface RendersFilter {
  readonly status: BuildStatus | null;
  /** The template (visual) id. */
  readonly visualId: string | null;
}

const ID = /^[1-9]\d{0,17}$/;

function isStatus(value: string | null): value is BuildStatus {
  return value !== null && (BUILD_STATUSES as readonly string[]).includes(value);
}

export function filterFromSearch(search: string): RendersFilter {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const template = params.get('template');
  return { status: isStatus(status) ? status : null, visualId: template !== null && ID.test(template) ? template : null };
}

/** The query string for a filter ('' without any), in a stable order. */
export function searchOf(filter: RendersFilter): string {
  const params = new URLSearchParams();
  if (filter.status !== null) params.set('status', filter.status);
  if (filter.visualId !== null) params.set('template', filter.visualId);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The watched query of one page of the filtered list. */
export function listQuery(filter: RendersFilter, page: number, perPage: number): BuildsListQuery {
  return {
    kind: 'builds/list',
    page,
    perPage,
    filter: { ...(filter.status !== null ? { status: filter.status } : {}), ...(filter.visualId !== null ? { visualId: filter.visualId } : {}) },
  };
}
