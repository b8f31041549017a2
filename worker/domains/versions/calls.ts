/** Version and comment calls of spec section 7 (docs/api-wire.md). */
import type { CommentsListQuery } from './contract';
import { defineCall } from '../../ports/http/call';
import { pageOf, resource } from '../../ports/http/laravel-primitives';
import { commentSchema, versionSchema } from '../visuals/wire';

/** The transitions that are a POST with an optional comment and answer the version. */
export const TRANSITIONS = ['process', 'preview', 'erase', 'request-approval', 'approve', 'reject'] as const;
export type Transition = (typeof TRANSITIONS)[number];

const versionAnswer = resource(versionSchema);

export const versionsCalls = {
  versionGet: defineCall({ name: 'versionGet', method: 'GET', path: '/api/v1/visual-version/{id}', pathParams: (id: string) => ({ id }), answer: versionAnswer }),
  versionTransition: defineCall({
    name: 'versionTransition',
    method: 'POST',
    path: '/api/v1/visual-version/{id}/{action}',
    pathParams: (a: { id: string; action: Transition; comment: string | null }) => ({ id: a.id, action: a.action }),
    request: (a: { id: string; action: Transition; comment: string | null }) => (a.comment !== null ? { body: { comment: a.comment } } : {}),
    answer: versionAnswer,
  }),
  /** A new draft version of the same template. */
  versionRevise: defineCall({ name: 'versionRevise', method: 'POST', path: '/api/v1/visual-version/{id}/revise', pathParams: (id: string) => ({ id }), answer: versionAnswer }),
  versionCancelApproval: defineCall({
    name: 'versionCancelApproval',
    method: 'DELETE',
    path: '/api/v1/visual-version/{id}/request-approval',
    pathParams: (id: string) => ({ id }),
    answer: versionAnswer,
  }),
  /** Archives the version (the spec's DELETE visual-version/{id}). */
  versionArchive: defineCall({ name: 'versionArchive', method: 'DELETE', path: '/api/v1/visual-version/{id}', pathParams: (id: string) => ({ id }) }),
  commentsList: defineCall({
    name: 'commentsList',
    method: 'GET',
    path: '/api/v1/visual-version/{id}/comment',
    pathParams: (q: CommentsListQuery) => ({ id: q.versionId }),
    request: (q: CommentsListQuery) => ({ query: { page: q.page, limit: q.perPage, ...(q.newestFirst === true ? { order: 'desc' } : {}) } }),
    answer: pageOf(commentSchema),
  }),
  commentAdd: defineCall({
    name: 'commentAdd',
    method: 'POST',
    path: '/api/v1/visual-version/{id}/comment',
    pathParams: (a: { versionId: string; comment: string }) => ({ id: a.versionId }),
    request: (a: { versionId: string; comment: string }) => ({ body: { comment: a.comment } }),
    answer: resource(commentSchema),
  }),
  commentEdit: defineCall({
    name: 'commentEdit',
    method: 'PUT',
    path: '/api/v1/visual-version/{id}/comment/{commentId}',
    pathParams: (a: { versionId: string; commentId: string; comment: string }) => ({ id: a.versionId, commentId: a.commentId }),
    request: (a: { versionId: string; commentId: string; comment: string }) => ({ body: { comment: a.comment } }),
    answer: resource(commentSchema),
  }),
  commentDelete: defineCall({
    name: 'commentDelete',
    method: 'DELETE',
    path: '/api/v1/visual-version/{id}/comment/{commentId}',
    pathParams: (a: { versionId: string; commentId: string }) => ({ id: a.versionId, commentId: a.commentId }),
  }),
};
