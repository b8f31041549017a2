import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedDetail, FeedInput } from '../../../worker/domains/feeds/contract';
import { httpFailure } from '../../../tests/harness/http-failure';
import { renderApp } from '../../../tests/harness/render-app';
import { giveScrollBoxHeight } from '../../../tests/harness/scroll-box';

// Each test renders the whole app and types into it; on a busy 2-core machine that takes seconds.
import { aFeed, aProduct, feedsServer, type FeedsServerOptions } from '../../../tests/harness/servers/feeds-test-server';

// The feed's products scroll in a box of ten rows (jsdom lays nothing out).
beforeEach(() => giveScrollBoxHeight({ 'feed-products-table-scroll': 360 }));
afterEach(() => vi.restoreAllMocks());

const nameInput = () => document.getElementById('feed-name')!;
const csv = () => new File(['sku,name\nA-1,Red shoe\n'], 'spring.csv', { type: 'text/csv' });

async function open(path: string, options: { role?: 'manager' | 'visitor'; server?: FeedsServerOptions } = {}) {
  const server = feedsServer([aFeed(1), aFeed(2, { kind: 'manual', name: 'Typed feed' })], [aProduct(11, '1'), aProduct(12, '1'), aProduct(21, '2')], options.server);
  const app = await renderApp({ path, network: server.install, ...(options.role ? { role: options.role } : {}) });
  return { app, server };
}

const sent = (app: Awaited<ReturnType<typeof open>>['app'], method: 'feedCreate' | 'feedEdit') => app.backend.calls.filter((c) => c.method === method);

describe('creating feeds', () => {
  it('checks an upload before sending, previews the parse, and opens the new feed', async () => {
    const preview = { columns: [{ name: 'sku', type: 'text' as const }, { name: 'name', type: 'text' as const }], rows: [{ sku: 'A-1', name: 'Red shoe' }], total: 1, problems: [{ row: 2, column: null, message: 'Row 2: expected 2 values, found 1.' }], delimiter: ';' };
    const { app } = await open('/acme/feeds/create/upload', { server: { preview } });
    const form = await screen.findByTestId('feed-form-upload');
    await app.user.click(within(form).getByTestId('feed-save'));
    expect(nameInput()).toHaveAccessibleDescription('Enter a name.');
    expect(within(form).getByTestId('feed-file-problems')).toHaveTextContent('Choose a file.');
    expect(sent(app, 'feedCreate')).toHaveLength(0);

    await app.user.type(nameInput(), 'Spring');
    await app.user.upload(within(form).getByLabelText(/^File/), csv());
    expect(within(form).queryByTestId('feed-file-problems')).toBeNull();
    await app.user.click(within(form).getByTestId('feed-preview-button'));
    const shown = await screen.findByTestId('feed-preview');
    expect(shown).toHaveTextContent('1 products in 2 columns');
    expect(within(shown).getByTestId('feed-preview-problems')).toHaveTextContent('Row 2: expected 2 values, found 1.');
    expect(within(shown).getByTestId('feed-preview-delimiter')).toHaveTextContent('Read with the delimiter: Semicolon ( ; )');

    await app.user.click(within(form).getByTestId('feed-save'));
    await waitFor(() => expect(app.location()).toBe('/acme/feeds/500'));
    const input = sent(app, 'feedCreate')[0]!.args[0] as FeedInput;
    // The delimiter is left to the server unless the user picks one (a semicolon CSV read as one column).
    expect(input).toMatchObject({ kind: 'upload', name: 'Spring', delimiter: 'auto', hasHeader: true, fileName: 'spring.csv' });
    expect(await screen.findByTestId('feed-name')).toHaveTextContent('Spring');
  });

  it('shows the server’s 422 next to the fields it names, a grid cell included, the rest in its list, and none in a toast', async () => {
    const refuse = () => {
      throw httpFailure(422, 'Unprocessable Content', {
        message: 'invalid',
        errors: { name: ['The name has already been taken.'], 'rows.0.sku': ['Row 1: the sku column is empty.'], owner: ['The owner may not create feeds.'] },
      });
    };
    const { app } = await open('/acme/feeds/create/manual', { server: { refuse } });
    const form = await screen.findByTestId('feed-form-manual');
    await app.user.type(nameInput(), 'Typed');
    await app.user.type(within(form).getByLabelText('Row 1, sku'), 'S-1');
    await app.user.click(within(form).getByTestId('feed-save'));
    expect(await within(form).findByTestId('feed-name-problems')).toHaveTextContent('The name has already been taken.');
    expect(within(form).getByLabelText('Row 1, sku')).toHaveAccessibleDescription('Row 1: the sku column is empty.');
    expect(within(form).getByText('The owner may not create feeds.')).toBeInTheDocument();
    await app.settle();
    expect(screen.queryAllByTestId('toast')).toEqual([]);
    expect(app.location()).toBe('/acme/feeds/create/manual');
  });

  it('refuses a price below zero or not a number in the grid, keeping what was typed, with the currency in the cell', async () => {
    const { app } = await open('/acme/feeds/create/manual');
    const form = await screen.findByTestId('feed-form-manual');
    await app.user.type(nameInput(), 'Typed');
    expect(within(form).getByTestId('cell-0-2-currency')).toHaveTextContent('EUR');
    await app.user.type(within(form).getByLabelText('Row 1, sku'), 'S-1');
    await app.user.type(within(form).getByLabelText('Row 1, price'), '-5');
    await app.user.click(within(form).getByTestId('add-row'));
    await app.user.type(within(form).getByLabelText('Row 2, sku'), 'S-2');
    await app.user.type(within(form).getByLabelText('Row 2, price'), 'abc');
    await app.user.selectOptions(within(form).getByLabelText(/^Currency/), 'CZK');
    expect(within(form).getByTestId('cell-0-2-currency')).toHaveTextContent('CZK');
    await app.user.click(within(form).getByTestId('feed-save'));
    expect(within(form).getByLabelText('Row 1, price')).toHaveAccessibleDescription('A price cannot be below zero.');
    expect(within(form).getByLabelText('Row 2, price')).toHaveAccessibleDescription('Enter a price: a number of 0 or more, such as 12.50 (in CZK unless you write another currency).');
    expect(within(form).getByLabelText('Row 1, price')).toHaveValue('-5');
    expect(within(form).getByLabelText('Row 2, price')).toHaveValue('abc');
    expect(sent(app, 'feedCreate')).toHaveLength(0);
  });

  it('shows the server’s refusal of an unreadable file under the file, keeping the form as it was', async () => {
    const refuse = () => {
      throw httpFailure(422, 'Unprocessable Content', { message: 'invalid', errors: { file: ['The file is not text (it holds binary data). Choose a CSV file saved as text (UTF-8), or an XLSX workbook.'] } });
    };
    const { app } = await open('/acme/feeds/create/upload', { server: { refuse } });
    const form = await screen.findByTestId('feed-form-upload');
    await app.user.type(nameInput(), 'Spring');
    await app.user.upload(within(form).getByLabelText(/^File/), csv());
    await app.user.click(within(form).getByTestId('feed-save'));
    expect(await within(form).findByTestId('feed-file-problems')).toHaveTextContent('The file is not text (it holds binary data).');
    expect(nameInput()).toHaveValue('Spring');
    expect(within(form).getByTestId('feed-file-chosen')).toHaveTextContent('spring.csv');
    expect(app.location()).toBe('/acme/feeds/create/upload');
  });

  it('refuses a fetch URL that is not http(s) before sending', async () => {
    const { app } = await open('/acme/feeds/create/fetch');
    const form = await screen.findByTestId('feed-form-fetch');
    await app.user.type(nameInput(), 'Shop');
    await app.user.type(within(form).getByLabelText(/^URL/), 'ftp://shop.example.com/feed.xml');
    await app.user.click(within(form).getByTestId('feed-save'));
    expect(within(form).getByLabelText(/^URL/)).toHaveAccessibleDescription('An http or https address. Enter an http or https URL.');
    expect(within(form).getByTestId('feed-test-fetch')).toBeDisabled();
    expect(sent(app, 'feedCreate')).toHaveLength(0);
  });
});

describe('editing feeds', () => {
  it('edits a feed in its own kind only: another kind in the URL is the 404 page', async () => {
    await open('/acme/feeds/edit/1/manual');
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });

  it('starts a manual feed’s grid from its products and saves the change', async () => {
    const { app } = await open('/acme/feeds/edit/2/manual');
    const form = await screen.findByTestId('feed-form-manual');
    expect(within(form).getAllByTestId('manual-row')).toHaveLength(1);
    const cell = within(form).getByLabelText('Row 1, name');
    await app.user.clear(cell);
    await app.user.type(cell, 'Blue shoe');
    await app.user.click(within(form).getByTestId('feed-save'));
    await waitFor(() => expect(app.location()).toBe('/acme/feeds/2'));
    expect((sent(app, 'feedEdit')[0]!.args[0] as { input: FeedInput }).input).toMatchObject({ kind: 'manual', rows: [{ sku: 'A-21', name: 'Blue shoe', price: '12.50 EUR' }] });
  });

  it('offers exactly one edit link, of the feed’s kind, and none to visitors', async () => {
    await open('/acme/feeds/1');
    expect(await screen.findByTestId('feed-edit-link')).toHaveAttribute('href', '/acme/feeds/edit/1/upload');
    expect(screen.getAllByTestId('feed-edit-link')).toHaveLength(1);
  });

  it('archives a feed from the list: it leaves the active tab and is found in the archive', async () => {
    const { app } = await open('/acme/feeds');
    const table = await screen.findByTestId('feeds-table');
    expect(within(table).getAllByTestId('feed-row')).toHaveLength(2);
    await app.user.click(within(table).getByRole('button', { name: 'Archive Feed 1' }));
    await waitFor(() => expect(within(screen.getByTestId('feeds-table')).getAllByTestId('feed-row')).toHaveLength(1));
    expect(app.backend.calls.filter((c) => c.method === 'feedArchive').map((c) => c.args[0])).toEqual([{ id: '1', archived: true }]);
    await app.user.click(screen.getByRole('link', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Restore Feed 1' })).toBeInTheDocument();
  });

  it('hides every write control from visitors', async () => {
    await open('/acme/feeds', { role: 'visitor' });
    expect(await screen.findByTestId('feeds-table')).toBeInTheDocument();
    expect(screen.queryByTestId('new-feed')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Archive/ })).toBeNull();
  });
});

describe('a fetch feed', () => {
  const failing = aFeed(3, { kind: 'fetch', name: 'Shop', url: 'https://shop.test/f.csv', format: 'csv', schedule: 'hourly', nextFetchAt: '2025-07-01T10:00:00Z', lastFetchAt: '2025-07-01T09:00:00Z', lastFetchError: 'The URL answered 404 Not Found.' });
  const openFetch = async (path: string, feed: FeedDetail = failing) => {
    const server = feedsServer([feed], [aProduct(31, '3')], { revisions: [{ id: '7', kind: 'fetch-failed', added: 0, changed: 0, removed: 0, createdAt: '2025-07-01T09:00:00Z', userName: null, error: 'The URL answered 404 Not Found.' }] });
    return renderApp({ path, network: server.install });
  };

  it('shows why the last fetch failed, that the products are the last good ones, and when it fetches next', async () => {
    await openFetch('/acme/feeds/3');
    expect(await screen.findByTestId('feed-fetch-error')).toHaveTextContent('The last fetch failed (1.7.2025 09:00): The URL answered 404 Not Found.The products are those of the last successful fetch.');
    expect(screen.getByTestId('feed-next-fetch')).toHaveTextContent('next fetch 1.7.2025 10:00');
  });

  it('lists a failed fetch among the revisions with its reason, by nobody', async () => {
    await openFetch('/acme/feeds/3/feed-revisions');
    const row = await screen.findByTestId('revision-row');
    expect(row).toHaveTextContent('Automatic');
    expect(row).toHaveTextContent('Fetch failed');
    expect(within(row).getByTestId('revision-error')).toHaveTextContent('The URL answered 404 Not Found.');
  });

  it('says a feed on the manual schedule is fetched only when asked, and shows no failure after a good fetch', async () => {
    await openFetch('/acme/feeds/3', { ...failing, schedule: 'manual', nextFetchAt: null, lastFetchError: null });
    expect(await screen.findByTestId('feed-next-fetch')).toHaveTextContent('fetched only when asked');
    expect(screen.queryByTestId('feed-fetch-error')).toBeNull();
  });
});

describe('what a visitor sees (values, not inputs)', () => {
  const fetchFeed = aFeed(3, { kind: 'fetch', name: 'Shop', url: 'https://shop.test/f.csv', format: 'csv', schedule: 'daily', currency: 'CZK' });
  const derived = aFeed(4, { kind: 'derived', name: 'Shoes only', sourceFeedId: '1', sourceFeedName: 'Feed 1', rules: { filters: [{ column: 'name', op: 'contains', value: 'shoe' }, { column: 'price', op: 'not_empty', value: '' }], transforms: [{ type: 'rename', column: 'name', to: 'title' }, { type: 'concat', columns: ['sku', 'title'], separator: ' · ', to: 'label' }] } });
  const openAs = async (path: string, role: 'manager' | 'visitor') => {
    const server = feedsServer([aFeed(1), fetchFeed, derived], [aProduct(11, '1')]);
    return renderApp({ path, network: server.install, role });
  };
  const fields = (area: HTMLElement) => [...within(area).queryAllByRole('textbox'), ...within(area).queryAllByRole('combobox'), ...within(area).queryAllByRole('button')];

  it('reads a feed’s settings as values with no Save, Fetch now, archive or delete', async () => {
    await openAs('/acme/feeds/3/settings', 'visitor');
    const values = await screen.findByTestId('feed-settings-values');
    expect(within(values).getByTestId('settings-name-value')).toHaveTextContent('Shop');
    expect(within(values).getByTestId('settings-currency-value')).toHaveTextContent('CZK');
    expect(within(values).getByTestId('settings-schedule-value')).toHaveTextContent('Every day');
    const panel = screen.getByTestId('feed-page');
    expect(within(panel).queryByTestId('feed-settings')).toBeNull();
    expect(fields(values)).toEqual([]);
    for (const id of ['save-settings', 'fetch-now', 'delete-feed', 'feed-edit-link']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('reads a derived feed’s rules as sentences, with no inputs or Save', async () => {
    await openAs('/acme/feeds/4/derived-feed-editor', 'visitor');
    const rules = await screen.findByTestId('derived-rules');
    expect(within(rules).getAllByTestId('rule-filter-value').map((li) => li.textContent)).toEqual(['name contains “shoe”', 'price is filled in']);
    expect(within(rules).getAllByTestId('rule-transform-value').map((li) => li.textContent)).toEqual(['Rename name to title', 'Join sku, title with “ · ” into label']);
    expect(fields(rules)).toEqual([]);
    expect(screen.queryByTestId('save-rules')).toBeNull();
  });

  it('still gives a manager the settings form and the rules editor', async () => {
    const first = await openAs('/acme/feeds/3/settings', 'manager');
    expect(await screen.findByTestId('feed-settings')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Shop');
    expect(screen.queryByTestId('feed-settings-values')).toBeNull();
    first.unmount();
    await openAs('/acme/feeds/4/derived-feed-editor', 'manager');
    expect(await screen.findByTestId('derived-editor')).toBeInTheDocument();
    expect(screen.getByTestId('save-rules')).toBeInTheDocument();
  });
});

describe('a feed’s products', () => {
  it('lists the feed’s products in its columns and opens one in the panel', async () => {
    const { app } = await open('/acme/feeds/1');
    const table = await screen.findByTestId('feed-products-table');
    expect(within(table).getAllByTestId('feed-product-row')).toHaveLength(2);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['sku', 'name', 'price']);
    await app.user.click(within(table).getByRole('link', { name: 'A-11' }));
    expect(app.location()).toBe('/acme/feeds/1/products/11');
    expect(await screen.findByTestId('product-panel-name')).toHaveTextContent('Shoe 11');
    expect(screen.getByTestId('product-price')).toHaveTextContent('€12.50');
  });

  it('shows the 404 page for an unknown product and for another feed’s product', async () => {
    const first = await open('/acme/feeds/1/products/99999');
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
    first.app.unmount();
    await open('/acme/feeds/1/products/21');
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });
});
