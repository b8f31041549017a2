/** One render's page through the real in-process data layer (fake network by call name). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { apiErrors } from '../../../tests/harness/builders';
import { renderApp } from '../../../tests/harness/render-app';
import { aBuild, aFinishedBuild } from './render-fixtures';
import { aVisual } from '../../../tests/harness/creative-builders';

/** What the fake server does for `POST visual-build/{id}/{action}`, as the real one (server/routes/visual-build-actions.ts). */
function actOn(builds: VisualBuild[], args: { id: string; action: string; values?: Record<string, string> }): VisualBuild {
  const build = builds.find((b) => b.id === args.id)!;
  if (args.action === 'rerender') {
    const values = build.values?.map((v) => (args.values && v.name in args.values ? { ...v, value: args.values[v.name]! } : v)) ?? null;
    const fresh = { ...build, id: String(Math.max(...builds.map((b) => Number(b.id))) + 1), status: 'queued', progress: 0, finishedAt: null, values };
    builds.push(fresh);
    return fresh;
  }
  const next = { ...build, status: args.action === 'retry' ? 'queued' : 'cancelled', progress: 0, error: null };
  builds.splice(builds.indexOf(build), 1, next);
  return next;
}

const TEMPLATE = aVisual(3, {
  name: 'Summer sale',
  inputs: [
    { name: 'headline', type: 'text', label: 'Headline', default: 'Summer sale', value: 'Summer sale', max: null, fitMinSize: null },
    { name: 'accent', type: 'colour', label: 'Button colour', default: '#f97316', value: '#f97316', max: null, fitMinSize: null },
  ],
});

function openRender(id: string, builds: VisualBuild[], locale: 'en' | 'cs' | 'fr' = 'en') {
  return renderApp({
    path: `/acme/builds/${id}`,
    locale,
    // French is offered to godlike users only (spec section 1).
    ...(locale === 'fr' ? { user: { isGodlike: true } } : {}),
    network: (fakes) => {
      fakes.backend.autoAnswer('visualGet', TEMPLATE);
      fakes.backend.autoAnswer('buildGet', (call) => {
        const found = builds.find((b) => b.id === call.args[0]);
        if (found === undefined) throw apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND');
        return found;
      });
      fakes.backend.autoAnswer('buildAction', (call) => actOn(builds, call.args[0] as { id: string; action: string }));
    },
  });
}

describe('render detail page', () => {
  it('shows what the render is, live: status and progress follow the farm without a refetch', async () => {
    const app = await openRender('702', [aBuild(702, { progress: 34, width: 728, height: 90, outputFormat: 'png' })]);
    const page = await screen.findByTestId('build-detail-page');
    expect(await within(page).findByRole('progressbar', { name: 'Progress of render #702' })).toHaveAttribute('aria-valuenow', '34');
    expect(screen.getByRole('heading', { level: 1, name: 'Render #702' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Summer sale' })).toHaveAttribute('href', '/acme/visuals/3');
    expect(within(page).getByRole('link', { name: 'v2' })).toHaveAttribute('href', '/acme/visuals/3/version/5');
    expect(within(page).getByText('728×90')).toBeInTheDocument();
    expect(within(page).getByText('PNG')).toBeInTheDocument();
    expect(within(page).getByText('Cost (credits)').nextElementSibling).toHaveTextContent('1');
    expect(within(page).queryByRole('button', { name: 'Download file' })).toBeNull();

    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 702, status: 'rendering', progress: 68 } });
    await app.advance(16);
    expect(within(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '68');
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 702, status: 'finished', progress: 100 } });
    await app.advance(16);
    expect(within(page).getByText('Finished')).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Download file' })).toBeEnabled();
    expect(app.backend.count('buildGet')).toBe(1);
  });

  it('shows a finished render with its size, times and download', async () => {
    await openRender('7', [aFinishedBuild(7, { createdAt: '2025-07-03T09:05:00Z', finishedAt: '2025-07-03T09:07:30Z', size: 48_128, cost: 2 })]);
    const page = await screen.findByTestId('build-detail-page');
    expect(await within(page).findByText('47 KB')).toBeInTheDocument();
    expect(within(page).getByText('Cost (credits)').nextElementSibling).toHaveTextContent('2');
    expect(within(page).getByText('2 min 30 s')).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Download file' })).toBeEnabled();
  });

  it('says why a render failed', async () => {
    await openRender('9', [aBuild(9, { status: 'failed', progress: 100, error: 'Not enough credits to finish the render' })]);
    const alert = await within(await screen.findByTestId('build-detail-page')).findByRole('alert');
    expect(alert).toHaveTextContent('This render failed:Not enough credits to finish the render');
  });

  it("says why in the user's language when the server gives the reason's code, in en, cs and fr", async () => {
    const stopped = () => aBuild(9, { status: 'failed', progress: 100, error: 'The template took longer than 60 s to render, so the render was stopped.', reason: { code: 'render.deadline', params: { seconds: 60 } } });
    const expected = {
      en: 'The template took longer than 60 s to render, so the render was stopped.',
      cs: 'Vykreslení šablony trvalo déle než 60 s, proto byl render zastaven.',
      fr: 'Le rendu du modèle a pris plus de 60 s ; il a donc été arrêté.',
    } as const;
    for (const locale of ['en', 'cs', 'fr'] as const) {
      const app = await openRender('9', [stopped()], locale);
      expect(await screen.findByTestId('build-failure-reason')).toHaveTextContent(expected[locale]);
      app.unmount();
    }
    // A code this client does not know (a newer server): the server's own words.
    await openRender('9', [aBuild(9, { status: 'failed', progress: 100, error: 'Something new went wrong.', reason: { code: 'render.from-the-future', params: {} } })]);
    expect(await screen.findByTestId('build-failure-reason')).toHaveTextContent('Something new went wrong.');
  });

  it('offers to stop a render while it renders (the cancel that kills its page), through the server', async () => {
    const app = await openRender('702', [aBuild(702, { status: 'rendering', progress: 40, stage: 'render' })]);
    const page = await screen.findByTestId('build-detail-page');
    const stop = await within(page).findByRole('button', { name: 'Stop render #702' });
    expect(stop).toHaveTextContent('Stop');
    stop.click();
    expect(await within(page).findByText('Cancelled')).toBeInTheDocument();
    expect(app.backend.calls.filter((c) => c.method === 'buildAction').map((c) => c.args[0])).toEqual([{ id: '702', action: 'cancel' }]);
    // A queued render's is still plain Cancel.
    app.unmount();
    await openRender('703', [aBuild(703, { status: 'queued', progress: 0 })]);
    expect(await screen.findByRole('button', { name: 'Cancel render #703' })).toHaveTextContent('Cancel');
  });

  it('shows the stage a rendering render is in, live, as a word', async () => {
    const app = await openRender('702', [aBuild(702, { progress: 20, stage: 'fill' })]);
    const page = await screen.findByTestId('build-detail-page');
    expect(await within(page).findByText('Filling in values')).toBeInTheDocument();
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 702, status: 'rendering', progress: 70, stage: 'encode' } });
    await app.advance(16);
    expect(within(page).getByText('Encoding')).toBeInTheDocument();
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 702, status: 'finished', progress: 100, stage: null } });
    await app.advance(16);
    expect(within(page).queryByText('Encoding')).toBeNull();
  });

  it('retries a failed render, cancels it while queued, then offers to retry it: each through the server', async () => {
    const app = await openRender('9', [aBuild(9, { status: 'failed', progress: 100, error: 'Render timed out after 120 s.' })]);
    const page = await screen.findByTestId('build-detail-page');
    (await within(page).findByRole('button', { name: 'Retry render #9' })).click();
    expect(await within(page).findByText('Queued')).toBeInTheDocument();
    expect(within(page).queryByRole('alert')).toBeNull();
    within(page).getByRole('button', { name: 'Cancel render #9' }).click();
    expect(await within(page).findByText('Cancelled')).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Retry render #9' })).toBeEnabled();
    expect(app.backend.calls.filter((c) => c.method === 'buildAction').map((c) => c.args[0])).toEqual([
      { id: '9', action: 'retry' },
      { id: '9', action: 'cancel' },
    ]);
  });

  it('shows the values the render was made with', async () => {
    await openRender('7', [aFinishedBuild(7, { values: [{ name: 'headline', label: 'Headline', type: 'text', value: 'Winter deals' }, { name: 'accent', label: 'Button colour', type: 'colour', value: 'red' }, { name: 'hero', label: null, type: 'image', value: null }] })]);
    const values = await screen.findByTestId('build-values');
    expect(values).toHaveTextContent('Values usedHeadlineWinter dealsButton colourredherothe template\'s value');
  });

  it('renders a finished render again: its values offered for editing, changed for the new render only, which it opens', async () => {
    const builds = [aFinishedBuild(7, { values: [{ name: 'headline', label: 'Headline', type: 'text', value: 'Winter deals' }, { name: 'accent', label: 'Button colour', type: 'colour', value: 'red' }] })];
    const app = await openRender('7', builds);
    const page = await screen.findByTestId('build-detail-page');
    await app.user.click(await within(page).findByRole('button', { name: 'Render #7 again' }));
    const dialog = await screen.findByTestId('render-again-dialog');
    const headline = await within(dialog).findByLabelText('Headline · Text');
    expect(headline).toHaveValue('Winter deals');
    expect(within(dialog).getByLabelText('Button colour · Colour')).toHaveValue('red');
    await app.user.clear(headline);
    await app.user.type(headline, 'Last chance');
    await app.user.click(within(dialog).getByTestId('render-again-submit'));
    await waitFor(() => expect(app.location()).toBe('/acme/builds/8'));
    expect(app.backend.calls.filter((c) => c.method === 'buildAction').map((c) => c.args[0])).toEqual([{ id: '7', action: 'rerender', values: { headline: 'Last chance' } }]);
    expect(builds.map((b) => [b.id, b.status, b.values?.map((v) => v.value)])).toEqual([
      ['7', 'finished', ['Winter deals', 'red']],
      ['8', 'queued', ['Last chance', 'red']],
    ]);
  });

  it('shows the server\'s refusal of render again: a value beside its input, credits as the server says', async () => {
    const app = await openRender('7', [aFinishedBuild(7, { values: [{ name: 'accent', label: 'Button colour', type: 'colour', value: 'red' }] })]);
    const page = await screen.findByTestId('build-detail-page');
    app.backend.autoFail('buildAction', () => apiErrors.fieldInvalid('values.accent', 'The value of the input "Button colour" (accent) is not a colour.'));
    await app.user.click(await within(page).findByRole('button', { name: 'Render #7 again' }));
    const dialog = await screen.findByTestId('render-again-dialog');
    await app.user.click(await within(dialog).findByTestId('render-again-submit'));
    expect(await within(dialog).findByTestId('again-value-accent-problems')).toHaveTextContent('The value of the input "Button colour" (accent) is not a colour.');
    app.backend.autoFail('buildAction', () => apiErrors.fieldInvalid('balance', 'Not enough credits to start 1 render: it costs 1 and the brand has 0 available.'));
    await app.user.type(within(dialog).getByLabelText('Button colour · Colour'), 'x');
    await app.user.clear(within(dialog).getByLabelText('Button colour · Colour'));
    await app.user.type(within(dialog).getByLabelText('Button colour · Colour'), 'navy');
    await app.user.click(within(dialog).getByTestId('render-again-submit'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough credits to start 1 render: it costs 1 and the brand has 0 available.');
    expect(screen.getByTestId('render-again-dialog')).toBeInTheDocument();
  });

  it('shows the 404 page for a render that does not exist', async () => {
    await openRender('99999', []);
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });

  it('shows what the render looks like: its own PNG, its HTML5 page in a sandboxed frame scaled to fit, or a box until it finishes', async () => {
    const png = await openRender('710', [aFinishedBuild(710, { width: 728, height: 90, outputFormat: 'png' })]);
    const image = await screen.findByRole('img', { name: 'Render #710 at 728 × 90' });
    expect(image).toHaveAttribute('src', '/server/api/v1/visual-build/710/output');
    expect(image).toHaveAttribute('loading', 'lazy');
    // 728 wide in a 320 px box: scaled to 320 × 40.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['320', '40']);
    png.unmount();

    const html = await openRender('711', [aFinishedBuild(711, { width: 300, height: 600, outputFormat: 'html' })]);
    const frame = await screen.findByTitle('HTML5 render #711, scaled to fit');
    expect(frame).toHaveAttribute('src', '/server/api/v1/visual-build/711/output');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['300', '600']);
    expect(frame.style.transform).toBe('scale(0.4)');
    html.unmount();

    await openRender('712', [aBuild(712, { status: 'queued', progress: 0, outputFormat: 'png' })]);
    expect(await screen.findByTestId('build-picture-image')).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText('The picture shows once the render has finished.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Render #712/ })).toBeNull();
  });
});
