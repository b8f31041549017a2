/**
 * The live events that keep every open page of a template and its versions in step
 * (docs/live-events.md, docs/creative-workflow.md "Live"). Both go to the brand channel
 * `private-brand.{identifier}`, so every member who has the brand open hears them: the reviewer,
 * the requester, a visitor, an editor who only watches.
 *
 *   a version transition, a revision, a comment written / edited / deleted
 *       ─▶ VisualVersionUpdated {visualVersion: {id, visualId}, action}
 *   a template written (create, update, unpublish, publish, archive, restore, delete, revise)
 *       ─▶ VisualUpdated {visual: {id}}
 *
 * They carry ids only: a version's actions, history and comments are the server's to compute
 * (who may do what, four eyes), so the client refetches what shows them.
 *
 * Shared by the reference backend (what it sends) and the worker (what it hears); the rows (name,
 * schema, encoder) are the domains' contracts: worker/domains/versions/contract.ts and
 * worker/domains/visuals/contract.ts.
 */

/** What changed a version; informative (the client refetches whatever it was). */
export const VERSION_CHANGES = [
  'revise',
  'process',
  'preview',
  'request-approval',
  'cancel-approval',
  'approve',
  'reject',
  'erase',
  'archive',
  'comment',
  'render',
] as const;
export type VersionChange = (typeof VERSION_CHANGES)[number];
