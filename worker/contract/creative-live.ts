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
 * Shared by the reference backend (what it sends) and the worker (what it hears).
 */

/** Echo names (laravel-echo's `listen` name; the Pusher name is `App\Events\` + it). */
export const CREATIVE_LIVE_EVENTS = {
  versionUpdated: 'VisualVersionUpdated',
  visualUpdated: 'VisualUpdated',
} as const;

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

// Type aliases, not interfaces: the server passes them where any JSON object is expected.

/** The `VisualVersionUpdated` payload. */
export type VisualVersionUpdatedWire = {
  readonly brandId: number;
  readonly visualVersion: { readonly id: number; readonly visualId: number };
  readonly action: VersionChange;
};

/** The `VisualUpdated` payload. */
export type VisualUpdatedWire = {
  readonly brandId: number;
  readonly visual: { readonly id: number };
};
