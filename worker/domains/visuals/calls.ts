/** Template (visual) calls of spec section 7, declared once (docs/api-wire.md). */
import * as v from 'valibot';
import type { Visual, VisualForm } from '../../contract/creatives';
import type { VisualsListQuery } from './contract';
import { defineCall, type CallRequest } from '../../ports/http/call';
import type { FileAnswer } from '../../ports/http/http-client';
import { pageOf, resource, stringId } from '../../ports/http/laravel-primitives';
import { visualSchema } from './wire';

const idOnly = resource(v.object({ id: stringId }));

interface Upload {
  readonly form: VisualForm;
  readonly package: Blob | null;
  readonly packageName: string | null;
  readonly progress?: Visual['progress'];
  /** The values of the template's inputs, sent as `slots` (JSON). */
  readonly values?: Readonly<Record<string, string>>;
}

/** Values as the API's `slots` take them: one `{ name, value }` per input. */
const slotsOf = (values: Readonly<Record<string, string>>) => Object.entries(values).map(([name, value]) => ({ name, value }));

/** The multipart of create and update: the form's fields, and the package when there is one. */
function uploadParts({ form, package: file, packageName, progress, values }: Upload): CallRequest {
  const fields: Record<string, string | { blob: Blob; name: string }> = {
    name: form.name,
    description: form.description,
    overridden_tags: JSON.stringify(form.overriddenTags),
    output_category: form.outputCategory,
    default_output_format: form.defaultOutputFormat || 'html',
  };
  if (file !== null) fields.package = { blob: file, name: packageName ?? 'package' };
  if (values !== undefined) fields.slots = JSON.stringify(slotsOf(values));
  if (progress !== undefined) {
    fields.basic_settings_finished = progress.basicSettings ? '1' : '0';
    fields.inputs_settings_finished = progress.inputsSettings ? '1' : '0';
    fields.preview_finished = progress.preview ? '1' : '0';
  }
  return { form: fields };
}

function listParams(query: VisualsListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit: query.perPage };
  if (query.search) params.search = query.search;
  if (query.tag) params.tag = query.tag;
  if (query.view === 'archived') params.archived = 1;
  if (query.view === 'development') params.development = 1;
  return params;
}

export const visualsCalls = {
  visualsList: defineCall({ name: 'visualsList', method: 'GET', path: '/api/v1/visual', request: (q: VisualsListQuery) => ({ query: listParams(q) }), answer: pageOf(visualSchema) }),
  visualGet: defineCall({ name: 'visualGet', method: 'GET', path: '/api/v1/visual/{id}', pathParams: (id: string) => ({ id }), answer: resource(visualSchema) }),
  visualCreate: defineCall({ name: 'visualCreate', method: 'POST', path: '/api/v1/visual', request: (u: Upload) => uploadParts(u), answer: idOnly }),
  visualUpdate: defineCall({
    name: 'visualUpdate',
    method: 'PUT',
    path: '/api/v1/visual/{id}',
    pathParams: (a: Upload & { id: string }) => ({ id: a.id }),
    request: (a: Upload & { id: string }) => uploadParts(a),
  }),
  visualSaveValues: defineCall({
    name: 'visualSaveValues',
    method: 'PUT',
    path: '/api/v1/visual/{id}',
    pathParams: (a: { id: string; values: Readonly<Record<string, string>> }) => ({ id: a.id }),
    request: (a: { id: string; values: Readonly<Record<string, string>> }) => ({ body: { slots: slotsOf(a.values) } }),
  }),
  /** The stored package as uploaded (a file answer). */
  visualPackage: defineCall<string, FileAnswer>({ name: 'visualPackage', method: 'GET', path: '/api/v1/visual/{id}/package', pathParams: (id) => ({ id }), returns: 'file' }),
  visualUnpublish: defineCall({ name: 'visualUnpublish', method: 'POST', path: '/api/v1/visual/{id}/unpublish', pathParams: (id: string) => ({ id }) }),
  /** Publishes an unpublished template again (not in spec section 7: docs/api-wire.md). */
  visualPublish: defineCall({ name: 'visualPublish', method: 'POST', path: '/api/v1/visual/{id}/publish', pathParams: (id: string) => ({ id }) }),
  /** Without force the template is archived (restorable); force=1 deletes it. */
  visualDelete: defineCall({
    name: 'visualDelete',
    method: 'DELETE',
    path: '/api/v1/visual/{id}/delete',
    pathParams: (a: { id: string; force: boolean }) => ({ id: a.id }),
    request: (a: { id: string; force: boolean }) => (a.force ? { query: { force: 1 } } : {}),
  }),
  visualRestore: defineCall({ name: 'visualRestore', method: 'PUT', path: '/api/v1/visual/{id}/restore', pathParams: (id: string) => ({ id }) }),
  /** Answers the new version. */
  visualRevise: defineCall({ name: 'visualRevise', method: 'POST', path: '/api/v1/visual/{id}/revise', pathParams: (id: string) => ({ id }), answer: idOnly }),
};
