/**
 * A folder's content, subfolders first, then files: as a grid of tiles or a table, both read
 * through the listing's window (docs/engine.md "Windows"): the worker holds the whole folder and
 * sends only the items in view.
 */
import type { AssetItem } from '../../../../worker/contract/assets';
import type { WindowView } from '../../../components/ui/windowed-table';
import { LibraryGrid } from './library-grid';
import type { ItemActions } from './library-item-parts';
import type { LibraryView } from './library-params';
import { LibraryTable } from './library-table';

export interface LibraryItemsProps {
  /** Tiles or rows. */
  readonly layout: LibraryView;
  /** The folder's window: `items[i]` is item `offset + i` of the folder. */
  readonly view: WindowView<AssetItem>;
  readonly actions: ItemActions;
}

export function LibraryItems({ layout, ...props }: LibraryItemsProps) {
  return layout === 'grid' ? <LibraryGrid {...props} /> : <LibraryTable {...props} />;
}
