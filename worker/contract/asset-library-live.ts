/**
 * The live event that keeps every open folder of the asset library in step (docs/live-events.md,
 * docs/assets.md "Live"): whoever uploads, deletes, renames or creates, every member who has the
 * brand open hears it on the brand channel `private-brand.{identifier}`.
 *
 *   a file uploaded, replaced (its new row), trimmed (the copy)   ─▶ action created, item file
 *   a file deleted (a replace deletes the old row too)            ─▶ action deleted, item file
 *   a folder created (also one an upload's path made)             ─▶ action created, item folder
 *   a folder renamed                                              ─▶ action updated, item folder
 *   a folder deleted                                              ─▶ action deleted, item folder
 *
 * `directoryId` is the folder the item is listed in (a file's folder, a folder's parent): the
 * worker puts a created item into that folder's open listing, takes a deleted one out, and
 * fetches that folder's own tile again (its counts) where its parent is open.
 *
 * Shared by the reference backend (what it sends) and the worker (what it hears); the row (name,
 * schema, encoder) is the assets domain's contract: worker/domains/assets/contract.ts.
 */

export const ASSET_LIBRARY_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type AssetLibraryAction = (typeof ASSET_LIBRARY_ACTIONS)[number];
