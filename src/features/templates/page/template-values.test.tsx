/**
 * The template page's Values section against the in-process data layer and a fake template
 * server: a field per input by type, the live preview from the stored package, Save with the
 * shared rule before sending and the server's refusal beside its input, and another person's
 * saved values arriving live (VisualUpdated) in the fields this user did not touch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateInputValue } from '../../../../worker/contract/creatives';
import { renderApp } from '../../../../tests/harness/render-app';
import { storedZip } from '../../../../tests/harness/zip-layout';
import { aVisual, templateServer, type TemplateServerOptions } from '../../../../tests/harness/servers/templates-test-server';

const input = (name: string, type: TemplateInputValue['type'], label: string, value: string, extra: Partial<TemplateInputValue> = {}): TemplateInputValue => ({ name, type, label, default: value, value, max: null, fitMinSize: null, ...extra });
const PAGE = '<!doctype html><html><head><meta name="ad.size" content="width=300,height=250"></head><body><h1 data-input="headline" data-input-max="20">Summer sale</h1><b data-input="accent" data-input-type="colour" style="background-color: #f97316">Go</b><img data-input="hero" data-input-type="image" src="img/a.svg"></body></html>';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

const banner = () =>
  aVisual(4, {
    sizes: [{ width: 300, height: 250, label: null }],
    packageFileId: '77',
    packageImages: ['img/a.svg', 'img/b.svg'],
    inputs: [
      input('headline', 'text', 'Headline', 'Summer sale', { max: 20, fitMinSize: 12 }),
      input('accent', 'colour', 'Button colour', '#f97316'),
      input('hero', 'image', 'Hero image', 'img/a.svg'),
    ],
  });

async function openValues(options: TemplateServerOptions = {}) {
  const server = templateServer([banner()], { packages: { '4': { name: 'banner.zip', bytes: storedZip({ 'index.html': PAGE, 'img/a.svg': SVG, 'img/b.svg': SVG }) } }, ...options });
  const app = await renderApp({ path: '/acme/visuals/4', network: server.install });
  const section = await screen.findByTestId('template-values');
  return { app, server, section };
}

describe('the template page\'s values', () => {
  it('edits each input by its type, with the package\'s labels, defaults, maximum and auto-fit', async () => {
    const { section } = await openValues();
    const headline = within(section).getByLabelText('Headline · Text');
    expect(headline).toHaveValue('Summer sale');
    expect(headline).toHaveAccessibleDescription('Default: Summer sale · 11 of 20 characters · Shrinks to fit its box (down to 12 px)');
    expect(within(section).getByLabelText('Button colour · Colour')).toHaveValue('#f97316');
    expect(within(section).getByTestId('template-value-accent-picker')).toHaveValue('#f97316');
    const hero = within(section).getByLabelText('Hero image · Image');
    expect([...(hero as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Template file: img/a.svg', 'Template file: img/b.svg']);
    // The live preview fills the stored package: one sandboxed frame per size.
    await waitFor(() => expect(within(section).getAllByTestId('values-preview-frame')).toHaveLength(1));
    expect(within(section).getByTestId('values-preview-frame')).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('saves only the changed values; a value the rule refuses is never sent', async () => {
    const { app, section } = await openValues();
    const accent = within(section).getByLabelText('Button colour · Colour');
    await app.user.clear(accent);
    await app.user.type(accent, 'notacolour');
    expect(within(section).getByTestId('template-value-accent-problems')).toHaveTextContent('Button colour must be a CSS colour: a colour name, #rrggbb, rgb(…) or hsl(…).');
    expect(within(section).getByTestId('values-save')).toBeDisabled();
    await app.user.clear(accent);
    await app.user.type(accent, 'navy');
    await app.user.selectOptions(within(section).getByLabelText('Hero image · Image'), 'img/b.svg');
    expect(screen.getByTestId('values-unsaved')).toBeInTheDocument();
    await app.user.click(within(section).getByTestId('values-save'));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Values saved.'));
    expect(app.backend.calls.filter((call) => call.method === 'visualSaveValues').map((call) => call.args[0])).toEqual([{ id: '4', values: { accent: 'navy', hero: 'img/b.svg' } }]);
    // The refetched template holds them: nothing is left unsaved.
    expect(within(section).getByLabelText('Button colour · Colour')).toHaveValue('navy');
    expect(screen.queryByTestId('values-unsaved')).toBeNull();
  });

  it('shows the server\'s refusal beside the input it names, until that input is edited', async () => {
    const { app, section } = await openValues({ refuse: (name) => (name === 'headline' ? 'The value of the input "Headline" (headline) is longer than 20 characters.' : null) });
    const headline = within(section).getByLabelText('Headline · Text');
    await app.user.type(headline, '!');
    await app.user.click(within(section).getByTestId('values-save'));
    await waitFor(() => expect(within(section).getByTestId('template-value-headline-problems')).toHaveTextContent('The value of the input "Headline" (headline) is longer than 20 characters.'));
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    await app.user.type(headline, '?');
    expect(within(section).queryByTestId('template-value-headline-problems')).toBeNull();
  });

  it('follows another person\'s saved values live, keeping what this user is typing', async () => {
    const { app, server, section } = await openValues();
    const accent = within(section).getByLabelText('Button colour · Colour');
    await app.user.clear(accent);
    await app.user.type(accent, 'teal');
    // Someone else saves a new headline and colour.
    const i = server.visuals.findIndex((v) => v.id === '4');
    server.visuals[i] = { ...server.visuals[i]!, inputs: server.visuals[i]!.inputs.map((x) => (x.name === 'headline' ? { ...x, value: 'Winter deals' } : x.name === 'accent' ? { ...x, value: 'red' } : x)) };
    app.live.emitRaw('private-brand.acme', 'VisualUpdated', { brandId: 1, visual: { id: 4 } });
    await waitFor(() => expect(within(section).getByLabelText('Headline · Text')).toHaveValue('Winter deals'));
    expect(within(section).getByLabelText('Button colour · Colour')).toHaveValue('teal');
  });

  it('shows the values without controls to a visitor', async () => {
    const server = templateServer([banner()]);
    await renderApp({ path: '/acme/visuals/4', network: server.install, role: 'visitor' });
    const section = await screen.findByTestId('template-values');
    expect(within(section).getByLabelText('Headline · Text')).toBeDisabled();
    expect(within(section).queryByTestId('values-save')).toBeNull();
  });
});
