/**
 * What a page shows of a brand, read from its DOM in one go, and what the server says, read
 * through the API with the page's own session: the two sides the reconnect storm compares.
 *
 * Shown: the header's figures (their accessible names, as a screen reader hears them) and, on the
 * Renders page, every row in the DOM (the table is virtualized: the rows in view and a few more,
 * which always include the top of the list) with its status word and progress value.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../e2e/shell-support';

export interface ShownRow {
  readonly id: number;
  readonly status: string | null;
  readonly progress: number | null;
}

export interface Figures {
  /** The header's credit balance; null while it shows none (—). */
  readonly balance: number | null;
  readonly storagePercent: number | null;
  readonly runningRenders: number | null;
}

export interface Shown extends Figures {
  readonly rows: readonly ShownRow[];
}

/** The little of the page's DOM read here (this file is typed for Node, without DOM types). */
interface Dom {
  readonly document: { querySelector(s: string): DomElement | null; querySelectorAll(s: string): Iterable<DomElement> };
}
interface DomElement {
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(s: string): DomElement | null;
}

/** "Credit balance: 49,950" → 49950; "—" → null (English labels, locales/en.json HEADER.*). */
function figureOf(label: string | null): number | null {
  if (label === null) return null;
  const value = label.slice(label.indexOf(':') + 1).replace(/[\s,%]/g, '');
  return value === '' || value === '—' ? null : Number(value);
}

export async function readShown(page: Page): Promise<Shown> {
  const raw = await page.evaluate(() => {
    const d = (globalThis as unknown as Dom).document;
    const label = (testId: string) => d.querySelector(`[data-testid="${testId}"]`)?.getAttribute('aria-label') ?? null;
    const rows = [...d.querySelectorAll('[data-testid="renders-table"] tbody tr[data-build-id]')].map((row) => ({
      id: Number(row.getAttribute('data-build-id')),
      status: row.querySelector('[data-status]')?.getAttribute('data-status') ?? null,
      progress: row.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? null,
    }));
    const running = d.querySelector('[data-testid="running-renders"] span[aria-hidden="true"]')?.textContent ?? null;
    return { balance: label('credit-balance'), storage: label('storage-usage'), running, rows };
  });
  return {
    balance: figureOf(raw.balance),
    storagePercent: figureOf(raw.storage),
    runningRenders: raw.running === null || raw.running.trim() === '—' ? null : Number(raw.running),
    rows: raw.rows.map((r) => ({ id: r.id, status: r.status, progress: r.progress === null ? null : Number(r.progress) })),
  };
}

export interface ServerBuild {
  readonly id: number;
  readonly status: string;
  readonly progress: number;
}

/** The server's side, through the API with the page's session (GETs need no CSRF token). */
export function serverReads(api: APIRequestContext, brand: string) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await api.get(`/server/api/v1/${path}`, { headers: { 'X-Brand': brand, Accept: 'application/json' } });
    expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    /** Storage and running renders (the balance is read apart: a test may be holding its answers). */
    async figures(): Promise<Omit<Figures, 'balance'>> {
      const [widget, brandUser] = await Promise.all([get<{ unfinished: number }>('visual-build/widget'), get<{ brand: { mnt_meta: { percentageInt: number } } }>('brand-user')]);
      return { storagePercent: brandUser.brand.mnt_meta.percentageInt, runningRenders: widget.unfinished };
    },
    balance: async () => (await get<{ balance: number }>('balance-manager/balance')).balance,
    /** The newest `count` builds, newest first (the Renders page's order). */
    newest: (count: number) => get<ServerBuild[]>(`visual-build?page=1&limit=${count}`),
    /** These builds, whatever their state (`archived=-1`, as the client's id queue asks). */
    async byIds(ids: readonly number[]): Promise<ServerBuild[]> {
      const out: ServerBuild[] = [];
      for (let at = 0; at < ids.length; at += 200) {
        const part = ids.slice(at, at + 200);
        out.push(...(await get<ServerBuild[]>(`visual-build?${part.map((id) => `ids[]=${id}`).join('&')}&limit=${part.length}&archived=-1`)));
      }
      return out;
    },
  };
}

export interface Mismatch {
  readonly field: string;
  readonly shown: unknown;
  readonly server: unknown;
}

/** Every difference between what a page shows and the server: figures, and rows when it shows any. */
export function differences(shown: Shown, figures: Figures, newest: readonly ServerBuild[], rows: readonly ServerBuild[]): Mismatch[] {
  const out: Mismatch[] = [];
  for (const field of ['balance', 'storagePercent', 'runningRenders'] as const) {
    if (shown[field] !== figures[field]) out.push({ field, shown: shown[field], server: figures[field] });
  }
  if (shown.rows.length === 0) return out;
  const top = shown.rows.slice(0, newest.length).map((r) => r.id);
  const serverTop = newest.slice(0, top.length).map((b) => b.id);
  if (top.join() !== serverTop.join()) out.push({ field: 'rows: newest ids', shown: top, server: serverTop });
  const byId = new Map(rows.map((b) => [b.id, b]));
  for (const row of shown.rows) {
    const server = byId.get(row.id);
    if (server === undefined || server.status !== row.status || server.progress !== row.progress) {
      out.push({ field: `row ${row.id}`, shown: { status: row.status, progress: row.progress }, server: server && { status: server.status, progress: server.progress } });
    }
  }
  return out;
}
