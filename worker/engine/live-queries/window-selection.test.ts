// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WindowSelection } from './window-selection';

const rows = ['9', '8', '7', '6', '5'].map((id) => ({ id, status: id === '8' ? 'queued' : 'finished' }));
const fields = (row: { id: string }) => row as unknown as Readonly<Record<string, unknown>>;

describe('a windowed list’s selection', () => {
  it('toggles one row, a Shift range in either direction, and all or none', () => {
    const selection = new WindowSelection();
    selection.apply({ kind: 'toggle', id: '8', on: true }, 1, rows);
    selection.apply({ kind: 'range', from: 3, to: 1, on: true }, 2, rows);
    expect(selection.pick(rows, { selected: true }, fields)).toEqual(['8', '7', '6']);
    selection.apply({ kind: 'range', from: 2, to: 4, on: false }, 3, rows);
    expect(selection.pick(rows, { selected: true }, fields)).toEqual(['8']);
    selection.apply({ kind: 'all', on: true }, 4, rows);
    expect(selection.size).toBe(5);
    selection.apply({ kind: 'all', on: false }, 5, rows);
    expect(selection.size).toBe(0);
    expect(selection.seq).toBe(5);
  });

  it('picks the selected rows with given field values, in list order', () => {
    const selection = new WindowSelection();
    selection.apply({ kind: 'all', on: true }, 1, rows);
    expect(selection.pick(rows, { selected: true, where: { status: 'finished' } }, fields)).toEqual(['9', '7', '6', '5']);
  });

  it('keeps a selected row that left the list, and a range past the rows held stops at the last one', () => {
    const selection = new WindowSelection();
    selection.apply({ kind: 'toggle', id: '99', on: true }, 1, rows);
    selection.apply({ kind: 'range', from: 3, to: 40, on: true }, 2, rows);
    expect(selection.pick(rows, { selected: true }, fields)).toEqual(['6', '5']);
    expect(selection.has('99')).toBe(true);
  });
});
