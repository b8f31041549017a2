/** The tester page through the real in-process data layer. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VisualBuild } from '../../../../worker/contract/creatives';
import { apiErrors } from '../../../../tests/harness/builders';
import { renderApp, type RenderAppOptions } from '../../../../tests/harness/render-app';
import { aBuild, aVersion, aVisual, pageOf } from '../test-fixtures';

const BUILDS: readonly VisualBuild[] = [aBuild('50', { width: 728, height: 90 }), aBuild('49')];

function network(extra: Partial<{ build: VisualBuild | 'missing'; previewUrl: string | null }> = {}): RenderAppOptions['network'] {
  return ({ backend }) => {
    backend
      .autoAnswer('versionGet', aVersion({ status: 'approved', previewUrl: extra.previewUrl === undefined ? '/server/api/v1/visual-version/8/preview' : extra.previewUrl }))
      .autoAnswer('visualGet', aVisual())
      .autoAnswer('buildsList', pageOf(BUILDS));
    if (extra.build === 'missing') backend.autoFail('buildGet', () => apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND'));
    else if (extra.build) backend.autoAnswer('buildGet', extra.build);
  };
}

describe('tester page', () => {
  it('previews the version in a scripts-only sandbox, in a size of the template chosen beside it', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/tester/8', network: network() });
    const frame = await screen.findByTestId('tester-frame');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('src', '/server/api/v1/visual-version/8/preview?width=300&height=250');
    expect(frame).toHaveAttribute('title', 'Preview of version 2');
    expect(frame).toHaveAttribute('width', '300');
    await app.user.selectOptions(screen.getByLabelText('Size'), '728x90');
    await waitFor(() => expect(screen.getByTestId('tester-frame')).toHaveAttribute('src', '/server/api/v1/visual-version/8/preview?width=728&height=90'));
    expect(app.backend.calls.filter((call) => call.method === 'buildsList').map((call) => call.args[0])).toEqual([{ kind: 'builds/list', page: 1, perPage: 50, filter: { versionId: '8', status: 'finished' } }]);
  });

  it('lists the version’s finished renders to pick from, and frames the picked one at its size', async () => {
    await renderApp({ path: '/acme/visuals/4/tester/8/build/50', network: network({ build: BUILDS[0] }) });
    const frame = await screen.findByTestId('tester-frame');
    expect(frame).toHaveAttribute('src', '/server/api/v1/visual-build/50/output');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('width', '728');
    expect(frame).toHaveAttribute('height', '90');
    const list = screen.getByTestId('tester-builds');
    expect(await within(list).findByRole('link', { name: /#50/ })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/acme/visuals/4/tester/8/build/50');
    expect(within(list).getByRole('link', { name: /#49/ })).toHaveAttribute('href', '/acme/visuals/4/tester/8/build/49');
    expect(within(list).getByRole('link', { name: 'Version preview' })).toHaveAttribute('href', '/acme/visuals/4/tester/8');
  });

  it('says a version was never previewed instead of framing the server’s refusal', async () => {
    await renderApp({ path: '/acme/visuals/4/tester/8', network: network({ previewUrl: null }) });
    expect(await screen.findByTestId('tester-note')).toHaveTextContent('This version has not been previewed yet');
    expect(screen.queryByTestId('tester-frame')).not.toBeInTheDocument();
  });

  it('is the 404 page for an unknown render', async () => {
    await renderApp({ path: '/acme/visuals/4/tester/8/build/99999', network: network({ build: 'missing' }) });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });

  it('is the 404 page for a render of another version', async () => {
    await renderApp({ path: '/acme/visuals/4/tester/8/build/70', network: network({ build: aBuild('70', { versionId: '7' }) }) });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
    expect(screen.queryByTestId('tester-frame')).not.toBeInTheDocument();
  });

  it('is the 404 page for another template’s version', async () => {
    await renderApp({ path: '/acme/visuals/5/tester/8', network: network() });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
    expect(screen.queryByTestId('tester-page')).not.toBeInTheDocument();
  });
});
