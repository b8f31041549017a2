/** An HTML5 render's page shows what the ad platforms say of its zip, and follows it live. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdPlatformReport } from '../../../worker/contract/ad-platform-rules';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { renderApp } from '../../../tests/harness/render-app';
import { aBuild, aFinishedBuild } from './render-fixtures';

const FONTS: AdPlatformReport = {
  zipBytes: 48_128,
  files: 9,
  results: [
    { platform: 'google-ads', ok: false, problems: [{ code: 'file-types', names: ['a.ttf', 'b.ttf', 'c.ttf', 'd.ttf', 'e.ttf'], count: 7 }, { code: 'no-doctype' }] },
    { platform: 'cm360', ok: true, problems: [] },
  ],
};

function openRender(builds: VisualBuild[], locale?: 'cs') {
  return renderApp({ path: `/acme/builds/${builds[0]!.id}`, locale, network: (fakes) => fakes.backend.autoAnswer('buildGet', (call) => builds.find((b) => b.id === call.args[0])!) });
}

describe('an HTML5 render\'s ad platforms', () => {
  it('lists each platform\'s verdict with every reason', async () => {
    await openRender([aFinishedBuild(7, { outputFormat: 'html', platformChecks: FONTS })]);
    const results = await screen.findByTestId('ad-platform-results');
    expect(within(results).getByText('Zip of 47 KB, files: 9')).toBeInTheDocument();
    const google = within(results).getByTestId('ad-platform-google-ads');
    expect(google).toHaveAttribute('data-verdict', 'refused');
    expect(google).toHaveTextContent('Google Adsrefused');
    expect(within(google).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Not an allowed file type: a.ttf, b.ttf, c.ttf, d.ttf, e.ttf and 2 more', 'The page does not start with <!DOCTYPE html>.']);
    expect(within(results).getByTestId('ad-platform-cm360')).toHaveTextContent('Campaign Manager 360accepted');
  });

  it('says it in Czech too', async () => {
    await openRender([aFinishedBuild(7, { outputFormat: 'html', platformChecks: FONTS })], 'cs');
    const google = await screen.findByTestId('ad-platform-google-ads');
    expect(google).toHaveTextContent('Google Adsodmítnuto');
    expect(google).toHaveTextContent('Nepovolený typ souboru: a.ttf, b.ttf, c.ttf, d.ttf, e.ttf a další (2)');
  });

  it('appears when the render finishes, with the verdicts stored with its file', async () => {
    const builds = [aBuild(8, { outputFormat: 'html', status: 'rendering', progress: 70 })];
    const app = await openRender(builds);
    const page = await screen.findByTestId('build-detail-page');
    await within(page).findByRole('progressbar');
    expect(within(page).queryByTestId('ad-platform-results')).toBeNull();
    builds[0] = aFinishedBuild(8, { outputFormat: 'html', platformChecks: FONTS });
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 8, status: 'finished', progress: 100 } });
    await app.advance(1000);
    expect(await within(page).findByTestId('ad-platform-google-ads')).toHaveAttribute('data-verdict', 'refused');
    expect(app.backend.count('buildGet')).toBe(2);
  });

  it('says when the zip was not checked, and shows nothing for an image render', async () => {
    const html = await openRender([aFinishedBuild(7, { outputFormat: 'html', platformChecks: null })]);
    expect(await screen.findByTestId('ad-platforms-not-checked')).toHaveTextContent('Not checked yet.');
    html.unmount();
    await openRender([aFinishedBuild(9, { outputFormat: 'png' })]);
    await screen.findByText('PNG');
    expect(screen.queryByTestId('ad-platform-results')).toBeNull();
  });
});
