/**
 * A windowed list's selection, kept in the worker beside the whole list: the page sees only a
 * window of the rows, yet "select all", a Shift range across thousands of rows, the count and
 * what a zip would hold are about the whole list. Selected ids that leave the list stay selected
 * (they count again if they come back), as they did on the page before.
 */
import type { RowPick, SelectionChange } from '../../contract/live-queries';
import type { QueryItem } from '../../contract/page';

export class WindowSelection {
  private readonly ids = new Set<string>();
  /** The page's sequence number of the last change applied. */
  seq = 0;

  has(id: string): boolean {
    return this.ids.has(id);
  }

  get size(): number {
    return this.ids.size;
  }

  apply(change: SelectionChange, seq: number, rows: readonly QueryItem[]): void {
    this.seq = Math.max(this.seq, seq);
    switch (change.kind) {
      case 'toggle':
        this.set(change.id, change.on);
        return;
      case 'range': {
        const from = Math.max(0, Math.min(change.from, change.to));
        const to = Math.min(rows.length - 1, Math.max(change.from, change.to));
        for (let i = from; i <= to; i++) this.set((rows[i] as QueryItem).id, change.on);
        return;
      }
      case 'all':
        if (!change.on) this.ids.clear();
        else for (const row of rows) this.ids.add(row.id);
        return;
    }
  }

  /** The ids of `rows` that `pick` picks, in their order. */
  pick(rows: readonly QueryItem[], pick: RowPick, fields: (item: QueryItem) => Readonly<Record<string, unknown>>): string[] {
    const where = Object.entries(pick.where ?? {});
    const ids: string[] = [];
    for (const row of rows) {
      if (pick.selected === true && !this.ids.has(row.id)) continue;
      if (where.length > 0) {
        const values = fields(row);
        if (!where.every(([key, value]) => values[key] === value)) continue;
      }
      ids.push(row.id);
    }
    return ids;
  }

  private set(id: string, on: boolean): void {
    if (on) this.ids.add(id);
    else this.ids.delete(id);
  }
}
