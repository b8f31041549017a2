// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Query } from '../../contract/queries';
import { WindowRows } from './window-rows';
import { newestFirstDef, type Row } from '../../../tests/harness/newest-first-def';

const def = newestFirstDef;
const query = { kind: 'builds/list', page: 1, perPage: 999, filter: {} } as Query;
/** Rows `from` down to `to` (newest first). */
const rowsOf = (from: number, to: number): Row[] => Array.from({ length: from - to + 1 }, (_, i) => ({ id: String(from - i), status: 'queued' }));
const row = (id: string, status: string): Row => ({ id, status });
const page = (items: Row[], total: number) => ({ items, page: 1, perPage: items.length, total, lastPage: 1 });

function loaded(count: number, total: number, perPage = 999): WindowRows {
  const rows = new WindowRows(def as never, query, perPage);
  rows.begin();
  rows.land(page(rowsOf(total, total - count + 1), total), { page: 1, perPage, start: 0 });
  rows.end();
  return rows;
}

describe('WindowRows paging', () => {
  it('asks for a further page starting 51 rows before the end of what it holds, of the size that brings most', () => {
    expect(loaded(999, 5000).nextRequest()).toEqual({ page: 2, perPage: 948, start: 948 });
  });

  it('joins a further page after its last row, wherever the server now has it (renders created meanwhile)', () => {
    const rows = loaded(999, 5000);
    const request = rows.nextRequest();
    // Three renders were created on top since: the server's rows moved down by three.
    const server = [...rowsOf(5003, 5001), ...rowsOf(5000, 1)];
    rows.begin();
    expect(rows.land(page(server.slice(request.start, request.start + request.perPage), 5003), request)).toBe('joined');
    rows.end();
    // The page (rows 948 to 1895 of the server's list) repeats 51 held rows and 3 more: what
    // follows the last held row (#4002) is new, and nothing is there twice or missing.
    expect(rows.all().map((r) => r.id)).toEqual(rowsOf(5000, 3108).map((r) => r.id));
  });

  it('asks again when the last row held is not in the page (rows removed above it)', () => {
    const rows = loaded(999, 5000);
    const request = rows.nextRequest();
    // 60 rows above the join were removed on the server: the page starts past the last held row.
    const server = rowsOf(5000, 1).slice(60);
    rows.begin();
    expect(rows.land(page(server.slice(request.start, request.start + request.perPage), server.length), request)).toBe('moved');
    rows.end();
    expect(rows.length).toBe(999);
  });

  it('lets a late created event change nothing of a row it holds, nor of a page on its way (found by the model test)', () => {
    const rows = loaded(999, 5000);
    const held = rows.all()[10] as { id: string; status: string };
    expect(rows.apply({ kind: 'fields', resource: 'visual-build', id: held.id, fields: { status: 'queued', progress: 0 }, created: true })).toBe('none');
    expect(rows.all()[10]).toEqual(held);
    const request = rows.nextRequest();
    rows.begin();
    rows.apply({ kind: 'fields', resource: 'visual-build', id: '3500', fields: { status: 'queued' }, created: true });
    rows.land(page(rowsOf(5000, 1).slice(request.start, request.start + request.perPage), 5000), request);
    rows.end();
    expect(rows.all()[1500]).toEqual(rowsOf(5000, 1)[1500]);
  });

  it('keeps a change heard while a page is on its way, and puts it over the page’s rows', () => {
    const rows = loaded(999, 5000);
    const request = rows.nextRequest();
    rows.begin();
    expect(rows.apply({ kind: 'fields', resource: 'visual-build', id: '3500', fields: { status: 'rendering' }, created: false })).toBe('none');
    // The page was answered before the change.
    rows.land(page(rowsOf(5000, 1).slice(request.start, request.start + request.perPage), 5000), request);
    rows.end();
    expect(rows.all()[1500]).toEqual({ id: '3500', status: 'rendering' });
  });

  it('counts every row once the list is whole, and puts a row fetched by id where the order says', () => {
    const rows = loaded(5, 5);
    expect([rows.complete, rows.total]).toEqual([true, 5]);
    expect(rows.upsert(row('3', 'rendering'))).toBe('changed');
    expect(rows.upsert(row('9', 'queued'))).toBe('changed');
    expect(rows.all().map((r) => r.id)).toEqual(['9', '5', '4', '3', '2', '1']);
    expect(rows.upsert(row('4', 'gone'))).toBe('changed');
    expect(rows.total).toBe(5);
  });
});

describe('WindowRows stale rows', () => {
  it('drops a stale row that left the list between two reloaded pages, instead of reloading its page for ever (found by the model test)', () => {
    // Eight queued renders in pages of five; #5 finished while the socket was down (unheard), so
    // the server now lists seven, and #5 sits between page 1's last row (#6) and page 2's first (#3).
    const ids = ['16', '15', '9', '8', '6', '5', '3', '2'];
    const rows = new WindowRows(def as never, query, 5);
    rows.begin();
    rows.land(page(ids.map((id) => row(id, 'queued')), 8), { page: 1, perPage: 8, start: 0 });
    rows.end();
    rows.markStale();
    const server = ids.filter((id) => id !== '5').map((id) => row(id, 'queued'));
    // The window's stale pages, reloaded one after the other as a refetch does: page 1, then page 2.
    for (let reload = 0; reload < 2; reload++) {
      const request = rows.stalePage(0, 10)!;
      rows.begin();
      rows.replace(page(server.slice(request.start, request.start + request.perPage), 7), request);
      rows.end();
    }
    expect(rows.all().map((r) => r.id)).toEqual(server.map((r) => r.id));
    expect([rows.hasStale, rows.realign, rows.stalePage(0, 10), rows.total]).toEqual([false, null, null, 7]);
  });
});
