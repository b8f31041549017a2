/** Render (visual build) calls of spec section 7 (docs/api-wire.md). */
import * as v from 'valibot';
import type { BuildsListQuery, BuildsReportQuery } from './contract';
import { defineCall } from '../../ports/http/call';
import type { FileAnswer } from '../../ports/http/http-client';
import { pageOf, resource } from '../../ports/http/laravel-primitives';
import { buildSchema, reportSchema } from './wire';

function listParams(q: BuildsListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: q.page, limit: q.perPage };
  if (q.filter.status) params.status = q.filter.status;
  if (q.filter.visualId) params.visual_id = q.filter.visualId;
  if (q.filter.versionId) params.visual_version_id = q.filter.versionId;
  return params;
}

export interface StartBuilds {
  readonly versionId: string;
  readonly sizes: readonly { readonly width: number; readonly height: number }[];
  readonly outputFormat: string;
  readonly values?: Readonly<Record<string, string>>;
}

interface BuildAction {
  readonly id: string;
  readonly action: 'retry' | 'cancel' | 'rerender';
  /** Render again: values over the render's own. */
  readonly values?: Readonly<Record<string, string>>;
}

export const buildsCalls = {
  buildsList: defineCall({ name: 'buildsList', method: 'GET', path: '/api/v1/visual-build', request: (q: BuildsListQuery) => ({ query: listParams(q) }), answer: pageOf(buildSchema) }),
  /** The id queue's call: created renders by id (limit 100, archived=-1). */
  buildsByIds: defineCall({
    name: 'buildsByIds',
    method: 'GET',
    path: '/api/v1/visual-build',
    request: (ids: readonly string[]) => ({ query: { ids, limit: 100, archived: -1 } }),
    answer: pageOf(buildSchema),
  }),
  buildGet: defineCall({ name: 'buildGet', method: 'GET', path: '/api/v1/visual-build/{id}', pathParams: (id: string) => ({ id }), answer: resource(buildSchema) }),
  buildsStart: defineCall({
    name: 'buildsStart',
    method: 'POST',
    path: '/api/v1/visual-build',
    request: (a: StartBuilds) => ({ body: { visual_version_id: Number(a.versionId), sizes: a.sizes, output_format: a.outputFormat, model_type: 'visual_version', ...(a.values ? { values: a.values } : {}) } }),
    answer: resource(v.array(buildSchema)),
  }),
  /** retry, cancel, rerender (server/routes/visual-build-actions.ts): the render changed or made. */
  buildAction: defineCall({
    name: 'buildAction',
    method: 'POST',
    path: '/api/v1/visual-build/{id}/{action}',
    pathParams: (a: BuildAction) => ({ id: a.id, action: a.action }),
    request: (a: BuildAction) => (a.values ? { body: { values: a.values } } : {}),
    answer: resource(buildSchema),
  }),
  buildDownload: defineCall<string, FileAnswer>({ name: 'buildDownload', method: 'GET', path: '/api/v1/visual-build/{id}/download', pathParams: (id) => ({ id }), returns: 'file' }),
  buildsDownloadZip: defineCall<readonly string[], FileAnswer>({
    name: 'buildsDownloadZip',
    method: 'GET',
    path: '/api/v1/visual-build/download',
    request: (ids) => ({ query: { visual_build_ids: ids } }),
    returns: 'file',
  }),
  buildsReport: defineCall({
    name: 'buildsReport',
    method: 'GET',
    path: '/api/v1/visual-build/report',
    request: (q: BuildsReportQuery) => ({ query: { from: q.from, to: q.to } }),
    answer: resource(reportSchema),
  }),
};
