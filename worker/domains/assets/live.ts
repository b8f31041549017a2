/**
 * What keeps an open folder of the library live (contract/asset-library-live.ts): the server's
 * AssetLibraryUpdated names the row and the folder it is listed in, and the folder listings
 * (windowed `assets/items` watches, resource `asset-item`) follow without a refetch where they can:
 *
 *   created  ─▶ the row is fetched by id (the id queue) and put in place by the listing's order,
 *               in the listing of its folder only (matches) ─┐
 *   deleted  ─▶ the row leaves the listing that holds it      ├▶ and the folder's own tile (in its
 *   updated  ─▶ (a folder renamed: its name moves it) the     ┘  parent's listing) is fetched
 *               listing holding it refetches, and the headers       again: its counts changed
 *               (breadcrumbs) and files (paths) below it too
 *
 * A deleted folder's or file's own page (the folder open, the file in the video editor) refetches
 * too, and so shows the 404 page.
 */
import { assetItemKey } from '../../contract/asset-order';
import { invalidate, type QueryPatcher, type RecordChange } from '../../engine/live-queries/patcher';
import { recordKey, resourceKey } from '../../engine/live-queries/query-keys';
import { liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { assetLibraryUpdatedWire } from './contract';

export const assetsLive = [
  liveEvent(assetLibraryUpdatedWire, (o) =>
    withMeta({ type: 'live/asset-library-updated', action: o.action, itemType: o.item.type, itemId: o.item.id, directoryId: o.item.directoryId }, o),
  ),
];

export const assetLibraryUpdates: QueryPatcher = {
  on: ['live/asset-library-updated'],
  change: ({ event }) => {
    if (event.type !== 'live/asset-library-updated') return null;
    const id = assetItemKey(event.itemType, event.itemId);
    const tile: RecordChange = { kind: 'refresh', resource: 'asset-item', id: assetItemKey('folder', event.directoryId) };
    switch (event.action) {
      case 'created':
        return [{ kind: 'fields', resource: 'asset-item', id, fields: {}, created: true }, tile];
      case 'deleted':
        // A page open on it (a folder's page, a file in the video editor) refetches: its 404.
        return [{ kind: 'removed', resource: 'asset-item', id }, tile, invalidate(recordKey(event.itemType === 'folder' ? 'asset-folder' : 'asset-file', String(event.itemId)))];
      case 'updated':
        return invalidate(recordKey('asset-item', id), resourceKey('asset-folder'), resourceKey('asset-file'));
    }
  },
};

/** What the domain's live events (and the notifications that name its records) make stale in watched queries. */
export const assetsPatchers = [assetLibraryUpdates];
