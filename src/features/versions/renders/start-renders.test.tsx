/** Starting renders from a version page, through the real in-process data layer. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../../../tests/harness/render-app';
import { aBuild, aVersion, aVisual, pageOf } from '../test-fixtures';
import type { TemplateInputValue } from '../../../../worker/contract/creatives';

const network =
  (status: 'approved' | 'draft' = 'approved'): RenderAppOptions['network'] =>
  ({ backend }) => {
    backend
      .autoAnswer('versionGet', aVersion({ status }))
      .autoAnswer('visualGet', aVisual({ defaultOutputFormat: 'png' }))
      .autoAnswer('buildsList', pageOf([]))
      .autoAnswer('commentsList', pageOf([]));
  };

const input = (name: string, type: TemplateInputValue['type'], label: string, value: string): TemplateInputValue => ({ name, type, label, default: value, value, max: null, fitMinSize: null });
/** A template whose values were saved: the dialog starts from them. */
const withInputs: RenderAppOptions['network'] = (fakes) => {
  network()!(fakes);
  fakes.backend.autoAnswer(
    'visualGet',
    aVisual({
      defaultOutputFormat: 'png',
      inputs: [{ ...input('headline', 'text', 'Headline', 'Summer sale'), value: 'Winter deals' }, input('accent', 'colour', 'Button colour', '#e11d48'), input('hero', 'image', 'Hero', 'img/hero.png')],
      packageImages: ['img/hero.png'],
    }),
  );
};

describe('start renders', () => {
  it('starts one render per chosen size in the chosen format', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network() });
    app.backend.autoAnswer('buildsStart', [aBuild('60', { status: 'queued', progress: 0 }), aBuild('61', { status: 'queued', progress: 0, width: 160, height: 600 })]);
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(within(dialog).getByLabelText('Output format')).toHaveValue('png');
    await app.user.click(within(dialog).getByRole('checkbox', { name: /728 × 90/ }));
    await app.user.selectOptions(within(dialog).getByLabelText('Output format'), 'html');
    await app.user.click(within(dialog).getByTestId('start-renders-submit'));

    await waitFor(() => expect(screen.queryByTestId('start-renders-dialog')).not.toBeInTheDocument());
    expect(app.backend.calls.filter((call) => call.method === 'buildsStart').map((call) => call.args)).toEqual([
      [
        {
          versionId: '8',
          sizes: [
            { width: 300, height: 250 },
            { width: 160, height: 600 },
          ],
          outputFormat: 'html',
        },
      ],
    ]);
    expect(screen.getByTestId('renders-started')).toHaveTextContent('Renders started: 2.');
  });

  it('shows what the chosen renders cost and the balance before starting', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network(), balance: 250 });
    await app.user.click(await screen.findByTestId('start-renders'));
    const cost = within(await screen.findByTestId('start-renders-dialog')).getByTestId('start-renders-cost');
    await waitFor(() => expect(cost).toHaveTextContent('Cost: 3 credits (3 × 1)Balance: 250 credits'));
    await app.user.click(within(screen.getByTestId('start-renders-dialog')).getByRole('checkbox', { name: /728 × 90/ }));
    expect(cost).toHaveTextContent('Cost: 2 credits (2 × 1)Balance: 250 credits');
    expect(within(cost).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the balance does not cover the chosen renders, and still lets the server judge', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network(), balance: 2.5 });
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    const cost = within(dialog).getByTestId('start-renders-cost');
    await waitFor(() => expect(within(cost).getByRole('status')).toHaveTextContent('The balance does not cover these renders.'));
    expect(cost).toHaveTextContent('Balance: 2.5 credits');
    await app.user.click(within(dialog).getByRole('checkbox', { name: /728 × 90/ }));
    expect(within(cost).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('start-renders-submit')).toBeEnabled();
  });

  it('cannot start with no size chosen', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network() });
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    for (const box of within(dialog).getAllByRole('checkbox')) await app.user.click(box);
    expect(within(dialog).getByTestId('start-renders-submit')).toBeDisabled();
  });

  it('shows the server’s refusal (not enough credits) in the dialog, which keeps the choice', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network() });
    app.backend.manual('buildsStart');
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    await app.user.click(within(dialog).getByTestId('start-renders-submit'));
    await waitFor(() => expect(app.backend.pending('buildsStart')).toHaveLength(1));
    expect(within(dialog).getByTestId('start-renders-submit')).toBeDisabled();
    const refusal = 'Not enough credits to start 3 renders: they cost 3 and the brand has 0 available.';
    app.backend.failWithStatus('buildsStart', 422, { message: refusal, errors: { balance: [refusal] } });
    expect(await within(dialog).findByTestId('start-renders-error')).toHaveTextContent(refusal);
    expect(screen.getByTestId('start-renders-dialog')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(within(dialog).getByTestId('start-renders-submit')).toBeEnabled();
  });

  it('opens with the sizes a resizes link names', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8?render=728x90', network: network() });
    const dialog = await screen.findByTestId('start-renders-dialog');
    expect(within(dialog).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('start-renders-dialog')).not.toBeInTheDocument());
    // The link has done its job: a reload does not open the dialog again.
    expect(app.location()).toBe('/acme/visuals/4/version/8');
  });

  it('lists the values the renders will use and changes them for these renders only', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: withInputs });
    app.backend.autoAnswer('buildsStart', [aBuild('60', { status: 'queued', progress: 0 })]);
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    expect(within(dialog).getByTestId('render-values-list')).toHaveTextContent('HeadlineWinter dealsButton colour#e11d48');
    await app.user.click(within(dialog).getByTestId('render-values-change'));
    const headline = within(dialog).getByLabelText('Headline · Text');
    expect(headline).toHaveValue('Winter deals');
    await app.user.clear(headline);
    await app.user.type(headline, 'Last chance');
    const accent = within(dialog).getByLabelText('Button colour · Colour');
    await app.user.clear(accent);
    await app.user.type(accent, 'notacolour');
    // The shared rule, before anything is sent.
    expect(within(dialog).getByTestId('render-value-accent-problems')).toHaveTextContent('Button colour must be a CSS colour');
    expect(within(dialog).getByTestId('start-renders-submit')).toBeDisabled();
    await app.user.clear(accent);
    await app.user.type(accent, 'red');
    expect(within(dialog).getByText('Changed for these renders: 2')).toBeInTheDocument();
    await app.user.click(within(dialog).getByTestId('start-renders-submit'));
    await waitFor(() => expect(screen.queryByTestId('start-renders-dialog')).not.toBeInTheDocument());
    expect(app.backend.calls.filter((call) => call.method === 'buildsStart').map((call) => (call.args[0] as { values?: unknown }).values)).toEqual([{ headline: 'Last chance', accent: 'red' }]);
    // The template keeps its own values.
    expect(app.backend.count('visualSaveValues')).toBe(0);
    // Opened again: the template's values, not the last render's.
    await app.user.click(screen.getByTestId('start-renders'));
    expect(within(await screen.findByTestId('start-renders-dialog')).getByTestId('render-values-list')).toHaveTextContent('HeadlineWinter deals');
  });

  it('shows a value the server refuses beside its input, the dialog keeping the choice', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: withInputs });
    app.backend.manual('buildsStart');
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    await app.user.click(within(dialog).getByTestId('start-renders-submit'));
    await waitFor(() => expect(app.backend.pending('buildsStart')).toHaveLength(1));
    const refusal = 'The image chosen for the input "Hero" (hero) does not exist.';
    app.backend.failWithStatus('buildsStart', 422, { message: refusal, errors: { 'values.hero': [refusal] } });
    expect(await within(dialog).findByTestId('render-value-hero-problems')).toHaveTextContent(refusal);
    expect(within(dialog).queryByTestId('start-renders-error')).toBeNull();
  });

  it('offers no render button on a version that cannot render', async () => {
    await renderApp({ path: '/acme/visuals/4/version/8', network: network('draft') });
    await screen.findByTestId('version-actions');
    expect(screen.queryByTestId('start-renders')).not.toBeInTheDocument();
  });
});
