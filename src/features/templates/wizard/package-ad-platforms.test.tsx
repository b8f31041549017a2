/**
 * The wizard checks the chosen package before uploading it: what the ad platforms will say of its
 * HTML5 renders (a warning, the upload goes on), and the package limits (a refusal at the field,
 * with the server's reason in the user's language).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { httpFailure } from '../../../../tests/harness/http-failure';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { aVisual, templateServer } from '../../../../tests/harness/servers/templates-test-server';
import { storedZip, TWO_INPUT_BANNER } from '../../../../tests/harness/zip-layout';
import { browserPackageStore } from './package-store';

const inWizard = () => within(screen.getByTestId('create-template-wizard'));

async function atPackageStep(options: Parameters<typeof renderApp>[0] = {}): Promise<RenderedApp> {
  const app = await renderApp({ path: '/acme/visuals', network: templateServer([aVisual(1)]).install, ...options });
  await app.user.click(await screen.findByTestId('new-template'));
  await screen.findByTestId('create-template-wizard');
  await app.user.type(inWizard().getByLabelText(/^Name/), 'Autumn');
  await app.user.click(screen.getByTestId('wizard-next'));
  return app;
}

const choose = (app: RenderedApp, files: Record<string, string>) => app.user.upload(inWizard().getByLabelText(/^Package file/), new File([storedZip(files)], 'autumn.zip', { type: 'application/zip' }));
const verdict = (platform: string) => screen.getByTestId('package-ad-platforms').querySelector(`[data-testid="ad-platform-${platform}"]`) as HTMLElement;

describe('the package step', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    localStorage.clear();
    await browserPackageStore().delete('acme');
  });

  it('says what each ad platform will say of the HTML5 renders, before anything is uploaded', async () => {
    const app = await atPackageStep();
    await choose(app, { 'index.html': TWO_INPUT_BANNER, 'style.css': 'h1{}' });
    await screen.findByTestId('package-ad-platforms');
    expect(verdict('google-ads')).toHaveAttribute('data-verdict', 'accepted');
    expect(verdict('cm360')).toHaveAttribute('data-verdict', 'accepted');

    // A .ttf font: fine for PNG, refused by Google Ads; a warning, Next still goes on.
    await choose(app, { 'index.html': TWO_INPUT_BANNER, 'style.css': 'h1{}', 'fonts/brand.ttf': 'font' });
    await waitFor(() => expect(verdict('google-ads')).toHaveAttribute('data-verdict', 'refused'));
    expect(verdict('google-ads')).toHaveTextContent('Not an allowed file type: fonts/brand.ttf');
    expect(verdict('cm360')).toHaveAttribute('data-verdict', 'accepted');
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByTestId('wizard-body-preview')).toBeInTheDocument();
    expect(app.backend.count('visualCreate')).toBe(0);
  });

  it('refuses a package with too many sizes or a size out of bounds at the field, naming it', async () => {
    const app = await atPackageStep();
    const sizes = Array.from({ length: 600 }, (_, i) => `<meta name="ad.size" content="width=${100 + i},height=250">`).join('');
    await choose(app, { 'index.html': `<!DOCTYPE html><html><head>${sizes}</head><body></body></html>` });
    expect(await screen.findByText('The package declares 600 sizes; at most 50 are allowed.')).toBeInTheDocument();
    expect(inWizard().getByLabelText(/^Package file/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('package-ad-platforms')).toBeNull();
    await choose(app, { 'index.html': '<!DOCTYPE html><html><head><meta name="ad.size" content="width=20000,height=20000"></head></html>' });
    expect(await screen.findByText('The size 20000×20000 is larger than 4096×4096, the largest a template may be.')).toBeInTheDocument();
  });

  it('shows the server\'s refusal of an oversized upload at the package field', async () => {
    const TOO_LARGE = 'The package field must not be greater than 51200 kilobytes.';
    const app = await atPackageStep({
      network: (fakes) => {
        templateServer([]).install(fakes);
        fakes.backend.autoFail('visualCreate', () => httpFailure(422, 'Unprocessable Content', { message: TOO_LARGE, errors: { package: [TOO_LARGE] } }));
      },
    });
    await choose(app, { 'index.html': TWO_INPUT_BANNER });
    await screen.findByTestId('package-ad-platforms');
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.click(await screen.findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByTestId('wizard-body-inputs')).toBeInTheDocument());
    expect(inWizard().getByLabelText(/^Package file/)).toHaveAccessibleDescription(expect.stringContaining(TOO_LARGE));
  });
});
