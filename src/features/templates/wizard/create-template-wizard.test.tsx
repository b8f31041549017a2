import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VisualForm } from '../../../../worker/contract/creatives';
import { httpFailure } from '../../../../tests/harness/http-failure';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { storedZip, TWO_INPUT_BANNER } from '../../../../tests/harness/zip-layout';
import { aVisual, templateServer } from '../../../../tests/harness/servers/templates-test-server';
import { browserPackageStore } from './package-store';
import { draftKey } from './wizard-draft';

/** A real package: index.html with two inputs and two sizes, and its stylesheet. */
const ZIP_BYTES = storedZip({ 'index.html': TWO_INPUT_BANNER, 'style.css': 'h1 { color: navy }' });
const zip = () => new File([ZIP_BYTES], 'summer-banner.zip', { type: 'application/zip' });
const ZIP_SIZE = `${ZIP_BYTES.length} B`;
/** The chosen file is read in the browser before Next can be pressed. */
const packageRead = () => screen.findByTestId('package-contents');

async function openWizard(options: Parameters<typeof renderApp>[0] = {}) {
  const server = templateServer([aVisual(1)]);
  const app = await renderApp({ path: '/acme/visuals', network: server.install, ...options });
  await app.user.click(await screen.findByTestId('new-template'));
  const wizard = await screen.findByTestId('create-template-wizard');
  return { app, server, wizard };
}

const inWizard = () => within(screen.getByTestId('create-template-wizard'));
const step = (name: string) => screen.getByTestId(`wizard-step-${name}`);
const flags = () => ['basic', 'inputs', 'preview'].map((name) => step(name).dataset.finished);

async function fillBasic(app: RenderedApp) {
  await app.user.type(inWizard().getByLabelText(/^Name/), 'Summer sale');
  await app.user.type(inWizard().getByLabelText(/^Description/), 'Blue and bold');
  await app.user.type(inWizard().getByRole('textbox', { name: /^Tags/ }), 'summer{Enter}q3,');
  await app.user.selectOptions(inWizard().getByLabelText(/^Output category/), 'social');
}

// Whole journeys through three steps, with the package read in the browser: slow on a busy machine.
describe('the creation wizard', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    localStorage.clear();
    await browserPackageStore().delete('acme');
  });

  it('uploads a template through the three steps, setting each progress flag, then opens its page', async () => {
    const { app, wizard } = await openWizard();
    expect(app.location()).toBe('/acme/visuals?create=1');
    expect(flags()).toEqual(['false', 'false', 'false']);
    expect(step('inputs')).toBeDisabled();

    // Basic settings: the name is required; the problem is shown next to it and focused.
    await app.user.click(screen.getByTestId('wizard-next'));
    const name = inWizard().getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(name).toHaveFocus();
    await fillBasic(app);
    expect(within(wizard).getAllByTestId('tag-chip').map((chip) => chip.firstChild?.textContent)).toEqual(['summer', 'q3']);
    expect(inWizard().getByLabelText(/^Default output format/)).toHaveValue('html');
    // Only formats a render can be made in (GIF and MP4 were offered and refused later).
    expect(within(inWizard().getByLabelText(/^Default output format/)).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['html', 'png', 'jpg']);
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(flags()).toEqual(['true', 'false', 'false']);

    // Inputs settings: a package is required, and only .zip or .html.
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId(/-problems$/)).toHaveTextContent('Choose the package file.');
    // Dropped rather than chosen: the file chooser's accept filter does not apply to a drop.
    fireEvent.drop(screen.getByTestId('package-drop-zone'), { dataTransfer: { files: [new File(['x'], 'banner.psd')] } });
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId(/-problems$/)).toHaveTextContent('The package must be a .zip, .html, .htm file.');
    expect(flags()).toEqual(['true', 'false', 'false']);
    await app.user.upload(inWizard().getByLabelText(/^Package file/), zip());
    expect(screen.getByTestId('chosen-package-name')).toHaveTextContent('summer-banner.zip');
    expect(screen.getByTestId('chosen-package-size')).toHaveTextContent(ZIP_SIZE);
    // The package's own inputs and sizes, read from the file: each input a field of the values form, labelled, with its default.
    await packageRead();
    const headline = inWizard().getByLabelText('Headline · Text');
    expect(headline).toHaveValue('Summer sale');
    expect(headline).toHaveAccessibleDescription('Default: Summer sale');
    expect(inWizard().getByLabelText('price · Price')).toHaveValue('€19.99');
    expect(screen.getByTestId('package-sizes')).toHaveTextContent('Sizes declared: 300×250, 728×90');
    // The live preview frames the filled page at each declared size, sandboxed without same origin.
    const frames = within(screen.getByTestId('values-preview')).getAllByTestId('values-preview-frame');
    expect(frames.map((frame) => [frame.getAttribute('sandbox'), frame.getAttribute('width'), frame.getAttribute('height'), frame.getAttribute('src')])).toEqual([
      ['allow-scripts', '300', '250', '/server/preview-frame'],
      ['allow-scripts', '728', '90', '/server/preview-frame'],
    ]);
    await app.user.clear(headline);
    await app.user.type(headline, 'Winter deals');
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(flags()).toEqual(['true', 'true', 'false']);

    // Preview: exactly what will be sent.
    const summary = screen.getByTestId('wizard-summary');
    expect(summary).toHaveTextContent('NameSummer sale');
    expect(summary).toHaveTextContent('TagsSummer, q3'.replace('Summer', 'summer'));
    expect(summary).toHaveTextContent('Output categorySocial');
    expect(summary).toHaveTextContent('Default output formatHTML');
    expect(summary).toHaveTextContent(`Package filesummer-banner.zip (${ZIP_SIZE})`);
    expect(summary).toHaveTextContent('Valuesheadline: Winter deals');
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(app.location()).toBe('/acme/visuals/900'));
    const [create] = app.backend.calls.filter((call) => call.method === 'visualCreate');
    const sent = create!.args[0] as { form: VisualForm; package: Blob; packageName: string; progress: unknown; values: unknown };
    expect(sent.values).toEqual({ headline: 'Winter deals' });
    expect(sent.form).toEqual({ name: 'Summer sale', description: 'Blue and bold', overriddenTags: ['summer', 'q3'], outputCategory: 'social', defaultOutputFormat: 'html' });
    expect(sent.packageName).toBe('summer-banner.zip');
    expect(sent.progress).toEqual({ basicSettings: true, inputsSettings: true, preview: true });
    expect(new Uint8Array(await sent.package.arrayBuffer())).toEqual(ZIP_BYTES);
    // Uploaded: nothing of the draft is left.
    expect(localStorage.getItem(draftKey('acme'))).toBeNull();
    expect(await browserPackageStore().get('acme')).toBeNull();
    expect(await screen.findByTestId('template-name')).toHaveTextContent('Summer sale');
  });

  it('checks the values with the shared rule as they are typed: a word that is no colour, a text over its maximum', async () => {
    const page = '<!doctype html><html><head><meta name="ad.size" content="width=300,height=250"></head><body><h1 data-input="title" data-input-max="12" data-input-label="Title">Hello</h1><b data-input="tint" data-input-type="colour" data-input-property="color" data-input-label="Tint" style="color: #112233">x</b></body></html>';
    const { app } = await openWizard();
    await fillBasic(app);
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.upload(inWizard().getByLabelText(/^Package file/), new File([storedZip({ 'index.html': page })], 'tint.zip'));
    await packageRead();
    const tint = inWizard().getByLabelText('Tint · Colour');
    // The picker shows the typed colour.
    expect(screen.getByTestId('wizard-value-tint-picker')).toHaveValue('#112233');
    await app.user.clear(tint);
    await app.user.type(tint, 'notacolour');
    expect(tint).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('wizard-value-tint-problems')).toHaveTextContent('Tint must be a CSS colour: a colour name, #rrggbb, rgb(…) or hsl(…).');
    const title = inWizard().getByLabelText('Title · Text');
    await app.user.type(title, ' and goodbye');
    expect(screen.getByTestId('wizard-value-title-problems')).toHaveTextContent('Title may have at most 12 characters.');
    expect(title).toHaveAccessibleDescription(/17 of 12 characters/);
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(flags()).toEqual(['true', 'false', 'false']);
    // Fixed: the picker and the text agree, Next goes on.
    await app.user.clear(tint);
    await app.user.type(tint, 'rgb(255 0 0)');
    expect(screen.getByTestId('wizard-value-tint-picker')).toHaveValue('#ff0000');
    await app.user.click(screen.getByTestId('value-title-default'));
    expect(title).toHaveValue('Hello');
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(flags()).toEqual(['true', 'true', 'false']);
  });

  it('refuses a package the server would refuse, saying why, before anything is uploaded', async () => {
    const { app } = await openWizard();
    await fillBasic(app);
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.upload(inWizard().getByLabelText(/^Package file/), new File([storedZip({ 'README.md': '# banner', 'logo.svg': '<svg/>' })], 'banner.zip'));
    const problem = await screen.findByTestId(/-problems$/);
    expect(problem).toHaveTextContent('The package has no index.html. An HTML5 package needs an index.html at its root; this one holds README.md, logo.svg.');
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(flags()).toEqual(['true', 'false', 'false']);
    await app.user.upload(inWizard().getByLabelText(/^Package file/), new File([storedZip({ 'index.html': '<p>x</p>', '../../x': 'owned' })], 'banner.zip'));
    await waitFor(() => expect(screen.getByTestId(/-problems$/)).toHaveTextContent('The package holds a file named “../../x”, which points outside the package.'));
    // A page with no inputs is a package: it is listed as such.
    await app.user.upload(inWizard().getByLabelText(/^Package file/), new File(['<!doctype html><p>Static</p>'], 'static.html', { type: 'text/html' }));
    expect(await packageRead()).toHaveTextContent('This package declares no inputs');
    expect(screen.queryByTestId(/-problems$/)).toBeNull();
    expect(app.backend.count('visualCreate')).toBe(0);
  });

  it('comes back after a reload at the same step, with the flags, the form and the chosen file', async () => {
    const { app } = await openWizard();
    await fillBasic(app);
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.upload(inWizard().getByLabelText(/^Package file/), zip());
    await packageRead();
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(flags()).toEqual(['true', 'true', 'false']);

    cleanup(); // the tab goes away; storage stays
    await renderApp({ path: '/acme/visuals?create=1', network: templateServer([]).install });
    const wizard = await screen.findByTestId('create-template-wizard');
    expect(within(wizard).getByTestId('wizard-body-preview')).toBeInTheDocument();
    expect(flags()).toEqual(['true', 'true', 'false']);
    expect(screen.getByTestId('wizard-summary')).toHaveTextContent(`Package filesummer-banner.zip (${ZIP_SIZE})`);
    await userGoesTo('inputs');
    expect(await screen.findByTestId('chosen-package-name')).toHaveTextContent('summer-banner.zip');
    await userGoesTo('basic');
    expect(inWizard().getByLabelText(/^Name/)).toHaveValue('Summer sale');
  });

  it('asks for the file again when the draft outlived it', async () => {
    const { app } = await openWizard();
    await fillBasic(app);
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.upload(inWizard().getByLabelText(/^Package file/), zip());
    await packageRead();
    await app.user.click(screen.getByTestId('wizard-next'));
    cleanup();
    await browserPackageStore().delete('acme'); // e.g. the browser evicted it
    await renderApp({ path: '/acme/visuals?create=1', network: templateServer([]).install });
    await screen.findByTestId('create-template-wizard');
    await waitFor(() => expect(flags()).toEqual(['true', 'false', 'false']));
    expect(screen.getByTestId('wizard-body-inputs')).toHaveTextContent('could not be kept');
  });

  it('keeps the draft when closed and offers to continue it; Discard removes it', async () => {
    const { app } = await openWizard();
    await app.user.type(inWizard().getByLabelText(/^Name/), 'Kept');
    await app.user.click(screen.getByRole('button', { name: 'Close and keep the draft' }));
    await waitFor(() => expect(app.location()).toBe('/acme/visuals'));
    expect(screen.getByTestId('new-template')).toHaveTextContent('Continue new template');
    await app.user.click(screen.getByTestId('new-template'));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Kept');
    await app.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.queryByTestId('create-template-wizard')).toBeNull());
    expect(localStorage.getItem(draftKey('acme'))).toBeNull();
    expect(screen.getByTestId('new-template')).toHaveTextContent('New template');
  });

  it("shows the server's 422 errors next to their fields, back on the step that holds them", async () => {
    const { app } = await openWizard({
      network: (fakes) => {
        templateServer([]).install(fakes);
        fakes.backend.autoFail('visualCreate', () =>
          httpFailure(422, 'Unprocessable Content', { message: 'The name has already been taken. (and 1 more error)', errors: { name: ['The name has already been taken.'], package: ['The package could not be read.'] } }),
        );
      },
    });
    await fillBasic(app);
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.upload(inWizard().getByLabelText(/^Package file/), zip());
    await packageRead();
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.getByTestId('wizard-body-basic')).toBeInTheDocument());
    expect(flags()).toEqual(['false', 'false', 'false']);
    const name = inWizard().getByLabelText(/^Name/);
    expect(name).toHaveAccessibleDescription('The name has already been taken.');
    expect(name).toHaveFocus();
    expect(app.location()).toBe('/acme/visuals?create=1');
    // Changing the field drops the server's complaint about the old value.
    await app.user.type(name, ' 2');
    expect(name).not.toHaveAttribute('aria-invalid');
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId(/-problems$/)).toHaveTextContent('The package could not be read.');
  });

  it('says the upload failed when it fails without field errors, the toast giving the status', async () => {
    const { app } = await openWizard({
      network: (fakes) => {
        templateServer([]).install(fakes);
        fakes.backend.autoFail('visualCreate', () => httpFailure(500, 'Server Error'));
      },
    });
    await fillBasic(app);
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.upload(inWizard().getByLabelText(/^Package file/), zip());
    await packageRead();
    await app.user.click(screen.getByTestId('wizard-next'));
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(screen.getByTestId('create-template-wizard')).getByRole('alert')).toHaveTextContent('The upload failed. Nothing was saved: please try again.'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('The request failed (HTTP 500).');
    expect(flags()).toEqual(['true', 'true', 'false']);
    expect(app.backend.count('visualCreate')).toBe(1);
  });
});

async function userGoesTo(stepName: string) {
  fireEvent.click(screen.getByTestId(`wizard-step-${stepName}`));
  await screen.findByTestId(`wizard-body-${stepName}`);
}
