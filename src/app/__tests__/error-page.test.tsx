import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { ErrorPage } from '../../shell/errors/error-page';
import { RouteErrorBoundary } from '../../shell/errors/route-error-boundary';
import { RouteError } from '../../shell/errors/route-error';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

describe('error page', () => {
  it('shows the 404 type for an unknown route, with its own image and a dashboard button', async () => {
    await renderApp({ path: '/acme/no-such-page' });
    const page = await screen.findByTestId('error-404');
    expect(within(page).getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(within(page).getByTestId('image-404')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('offers sign-in instead when signed out', async () => {
    await renderApp({ session: 'signed-out', path: '/nowhere/at/all/really' });
    expect(await screen.findByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('opens contact support in a new tab without opener or referrer', async () => {
    await renderApp({ path: '/acme/no-such-page' });
    const support = await screen.findByRole('link', { name: /Contact support/ });
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives a 404 when a validate check fails (non-numeric id, bad module link)', async () => {
    await renderApp({ path: '/acme/visuals/not-a-number' });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });

  it('gives a 404 for a module link that is not http(s)', async () => {
    await renderApp({ path: `/acme/modules/${btoa('javascript:alert(1)')}` });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });

  it('gives a 404 when the record of a detail page does not exist', async () => {
    const app = await renderApp({ path: '/acme/ads/999' }); // the fake server knows no record
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
    expect(app.resourceCalls()).toEqual([{ query: { kind: 'resource/get', resource: 'ad', id: '999' }, brand: 'acme' }]);
    // A missing record is the page's answer, not a failure to toast.
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows a route error without status as 500 with its message, in the default type', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp({
      ui: (
        <RouteErrorBoundary>
          <Thrower error={new Error('Widget exploded')} />
        </RouteErrorBoundary>
      ),
    });
    const page = screen.getByTestId('error-default');
    expect(within(page).getByText('Error 500')).toBeInTheDocument();
    expect(within(page).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(page).getByTestId('error-message')).toHaveTextContent('Widget exploded');
    expect(within(page).getByTestId('image-default')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('keeps the status of a RouteError', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp({
      ui: (
        <RouteErrorBoundary>
          <Thrower error={new RouteError(404)} />
        </RouteErrorBoundary>
      ),
    });
    expect(screen.getByTestId('error-404')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('renders the default type for other statuses', async () => {
    await renderApp({ ui: <ErrorPage status={503} message="Down for a bit" /> });
    expect(screen.getByText('Error 503')).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Down for a bit');
  });
});
