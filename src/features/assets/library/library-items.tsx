/**
 * A folder's content, subfolders first, then files: as a grid of tiles or a table, both read
 * through the listing's window (docs/engine.md "Windows"): the worker holds the whole folder and
 * sends only the items in view.
 */
import type { ReactNode } from 'react';
import type { AssetItem } from '../../../../worker/contract/assets';
import type { RowRange } from '../../../components/ui/windowed-table';
import { LibraryGrid } from './library-grid';
import type { ItemActions } from './library-item-parts';
import type { LibraryView } from './library-params';
import { LibraryTable } from './library-table';

export interface LibraryItemsProps {
  readonly view: LibraryView;
  /** The window's items: `items[i]` is item `offset + i` of the folder. */
  readonly items: readonly AssetItem[];
  readonly offset: number;
  /** Items loaded, and in the whole folder. */
  readonly count: number;
  readonly total: number;
  readonly actions: ItemActions;
  readonly onRange: (range: RowRange) => void;
  readonly footer?: ReactNode;
}

export function LibraryItems({ view, ...props }: LibraryItemsProps) {
  return view === 'grid' ? <LibraryGrid {...props} /> : <LibraryTable {...props} />;
}
