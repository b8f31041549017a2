/**
 * /__devtools opened by URL after the tab's earlier page: the "Newest envelopes" table
 * shows the log's newest at once (the earlier page's envelopes, the page-load marker), not only
 * what happens after the panel opened.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryTabLogStore } from '../../worker/ports/tab-log/memory-tab-log-store';
import { startSession } from '../harness';
import { renderApp } from '../harness/render-app';

describe('devtools on arrival', () => {
  it("shows the tab's newest envelopes, the earlier page's among them, below the reload marker", async () => {
    const store = createMemoryTabLogStore();
    const earlier = await startSession({ routeBrand: 'acme', tabLog: { store, stored: null, reason: 'navigate' } });
    earlier.dl.engine.emit({ event: { type: 'toast/requested', id: 'earlier', kind: 'info', key: 'K', params: {}, text: 'from the earlier page' }, source: 'command', brand: null });
    await earlier.dl.persistLog();
    const earlierLast = earlier.dl.engine.state().diagnostics.lastSeq;
    await earlier.dl.dispose();

    await renderApp({ path: '/__devtools', tabLog: { store, stored: await store.load(), reason: 'reload' } });
    const table = await screen.findByRole('table', { name: 'Newest envelopes' });
    await waitFor(() => expect(within(table).getAllByTestId('envelope-type').map((cell) => cell.textContent)).toContain('log/page-loaded'));
    const rows = within(table).getAllByRole('row').slice(1);
    const seqs = rows.map((row) => Number(row.firstElementChild?.textContent));
    // Newest first; the marker follows the earlier page's last envelope.
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const marker = rows.find((row) => row.hasAttribute('data-page-load'));
    expect(Number(marker?.firstElementChild?.textContent)).toBe(earlierLast + 1);
    expect(marker).toHaveTextContent('"reason":"reload"');
    expect(within(table).getAllByTestId('envelope-type').map((cell) => cell.textContent)).toContain('toast/requested');
  });
});
