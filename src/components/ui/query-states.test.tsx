/** A live query's four faces: the loader (or nothing), the error with Retry, the empty state, the content. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveQueryState } from '../../data-client';
import { renderApp } from '../../../tests/harness/render-app';
import { QueryStates } from './query-states';

type Items = { readonly items: readonly string[] };

function List({ state, loading }: { state: LiveQueryState<Items>; loading?: null }) {
  return (
    <div data-testid="host">
      <QueryStates state={state} loading={loading} isEmpty={(data) => data.items.length === 0} empty={<p>Nothing here</p>}>
        {(data) => <p>{data.items.join(', ')}</p>}
      </QueryStates>
    </div>
  );
}

describe('QueryStates', () => {
  it('shows the page loader while loading, or nothing when the page asks for nothing', async () => {
    const app = await renderApp({ ui: <List state={{ status: 'loading' }} /> });
    expect(screen.getByTestId('page-loader')).toHaveTextContent('Loading…');
    app.unmount();
    await renderApp({ ui: <List state={{ status: 'loading' }} loading={null} /> });
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });

  it('shows the failure with a Retry that watches the query again', async () => {
    const retry = vi.fn();
    const app = await renderApp({ ui: <List state={{ status: 'error', failure: { ok: false, status: 500, key: 'REQUESTS.FAILED' }, retry }} /> });
    expect(screen.getByTestId('error-state')).toHaveAttribute('data-kind', 'other');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for nothing, and the content otherwise', async () => {
    const app = await renderApp({ ui: <List state={{ status: 'ok', data: { items: [] }, refreshing: false }} /> });
    expect(screen.getByTestId('host')).toHaveTextContent('Nothing here');
    app.unmount();
    await renderApp({ ui: <List state={{ status: 'ok', data: { items: ['a', 'b'] }, refreshing: false }} /> });
    expect(screen.getByTestId('host')).toHaveTextContent('a, b');
  });
});
