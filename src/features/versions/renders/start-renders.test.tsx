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

  // Each figure formatted once in the language (a second pass made "NaN" of "1,000"), and the
  // language's plural form of "credit" for it: en one/other, cs one/few/many/other, fr one/many/other.
  // Exact text: cs groups digits with a no-break space, fr with a narrow one.
  const BALANCES = [
    ['en', 999, 'Balance: 999 credits'],
    ['en', 1000, 'Balance: 1,000 credits'],
    ['en', 96895, 'Balance: 96,895 credits'],
    ['en', 0.5, 'Balance: 0.5 credits'],
    ['en', 1, 'Balance: 1 credit'],
    ['cs', 999, 'Zůstatek: 999 kreditů'],
    ['cs', 1000, 'Zůstatek: 1\u00a0000 kreditů'],
    ['cs', 96895, 'Zůstatek: 96\u00a0895 kreditů'],
    ['cs', 0.5, 'Zůstatek: 0,5 kreditu'],
    ['cs', 1, 'Zůstatek: 1 kredit'],
    ['cs', 3, 'Zůstatek: 3 kredity'],
    ['fr', 999, 'Solde : 999 crédits'],
    ['fr', 1000, 'Solde : 1\u202f000 crédits'],
    ['fr', 96895, 'Solde : 96\u202f895 crédits'],
    ['fr', 0.5, 'Solde : 0,5 crédit'],
    ['fr', 1, 'Solde : 1 crédit'],
  ] as const;
  it.each(BALANCES)('shows the balance in %s: %s', async (locale, balance, expected) => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network(), balance, locale, uiLocale: locale, user: { isGodlike: locale === 'fr' } });
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('start-renders-balance').textContent).toBe(expected));
  });

  it.each([
    ['en', 'Cost: 1 credit (1 × 1)', 'Cost: 2 credits (2 × 1)'],
    ['cs', 'Cena: 1 kredit (1 × 1)', 'Cena: 2 kredity (2 × 1)'],
    ['fr', 'Coût : 1 crédit (1 × 1)', 'Coût : 2 crédits (2 × 1)'],
  ] as const)('says what one render and two cost in %s', async (locale, one, two) => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8?render=728x90', network: network(), locale, uiLocale: locale, user: { isGodlike: locale === 'fr' } });
    const dialog = await screen.findByTestId('start-renders-dialog');
    const cost = () => within(dialog).getByTestId('start-renders-cost').querySelector('p')!.textContent;
    await waitFor(() => expect(cost()).toBe(one));
    await app.user.click(within(dialog).getAllByRole('checkbox')[0]!);
    expect(cost()).toBe(two);
  });

  it('offers exactly the formats a render can be made in, JPEG among them, and starts a JPEG render', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network() });
    app.backend.autoAnswer('buildsStart', [aBuild('60', { status: 'queued', progress: 0, outputFormat: 'jpg' })]);
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    const select = within(dialog).getByLabelText('Output format');
    expect(within(select).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['html', 'HTML5 banner'],
      ['png', 'PNG image'],
      ['jpg', 'JPEG image'],
    ]);
    await app.user.selectOptions(select, 'jpg');
    await app.user.click(within(dialog).getByTestId('start-renders-submit'));
    await waitFor(() => expect(screen.queryByTestId('start-renders-dialog')).not.toBeInTheDocument());
    expect(app.backend.calls.filter((call) => call.method === 'buildsStart').map((call) => (call.args[0] as { outputFormat: string }).outputFormat)).toEqual(['jpg']);
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

  it('says a refusal once: in the dialog, with no toast', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network() });
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    const refusal = 'Not enough credits to start 128 renders: they cost 128 and the brand has 96 available.';
    app.backend.manual('buildsStart');
    await app.user.click(within(dialog).getByTestId('start-renders-submit'));
    await waitFor(() => expect(app.backend.pending('buildsStart')).toHaveLength(1));
    app.backend.failWithStatus('buildsStart', 422, { message: refusal, errors: { balance: [refusal] } });
    expect(await within(dialog).findByTestId('start-renders-error')).toHaveTextContent(refusal);
    await app.settle();
    expect(screen.queryAllByTestId('toast')).toEqual([]);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });

  it('says a failure without the server’s words in the dialog, with its status, and no toast', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version/8', network: network() });
    await app.user.click(await screen.findByTestId('start-renders'));
    const dialog = await screen.findByTestId('start-renders-dialog');
    app.backend.manual('buildsStart');
    await app.user.click(within(dialog).getByTestId('start-renders-submit'));
    await waitFor(() => expect(app.backend.pending('buildsStart')).toHaveLength(1));
    app.backend.failWithStatus('buildsStart', 500);
    expect(await within(dialog).findByTestId('start-renders-error')).toHaveTextContent('(HTTP 500)');
    await app.settle();
    expect(screen.queryAllByTestId('toast')).toEqual([]);
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
