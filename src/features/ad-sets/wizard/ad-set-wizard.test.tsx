/**
 * The ad-set wizard through the real data path (fake network only): our checks before sending,
 * the server's 422 next to its field, resuming at the saved step, and the stepper's locked steps.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdSet } from '../../../../tests/harness/builders';
import { httpFailure } from '../../../../tests/harness/http-failure';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const inStep = () => within(screen.getByTestId('ad-set-step'));

describe('the ad-set wizard', () => {
  beforeEach(() => sessionStorage.clear());

  it('checks the settings before sending: nothing is sent while a required field is empty', async () => {
    const server = adSetServer([]);
    const app = await renderApp({ path: '/acme/ad-sets/create', network: server.install });
    await screen.findByTestId('ad-set-step');
    await app.user.click(screen.getByTestId('wizard-next'));

    const name = inStep().getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByTestId('ad-set-version-problems')).toHaveTextContent('Choose a template version.');
    expect(app.backend.count('adSetCreateDraft')).toBe(0);

    // Only the version missing: still nothing sent.
    await app.user.type(name, 'Spring shoes');
    await app.user.click(screen.getByTestId('wizard-next'));
    expect(screen.queryByTestId('ad-set-name-problems')).toBeNull();
    expect(app.backend.count('adSetCreateDraft')).toBe(0);

    await app.user.selectOptions(inStep().getByRole('listbox'), 'Carousel v2');
    await app.user.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(app.location()).toBe('/acme/ad-sets/create/900/feed'));
    expect(app.backend.count('adSetCreateDraft')).toBe(1);
    expect(app.backend.calls.find((c) => c.method === 'adSetCreateDraft')?.args[0]).toEqual({ name: 'Spring shoes', format: 'html', versionId: '32' });
  });

  it('shows the server’s 422 next to the field it names, and the rest above the buttons', async () => {
    const server = adSetServer([anAdSet(7, { name: 'Spring', wizardStep: 'localize' })]);
    const app = await renderApp({
      path: '/acme/ad-sets/create/7',
      network: (fakes) => {
        server.install(fakes);
        fakes.backend.autoFail('adSetSaveStep', () =>
          httpFailure(422, 'Unprocessable Content', {
            message: 'The name has already been taken.',
            errors: { name: ['The name has already been taken.'], visual_version_id: ['The selected visual version id is invalid.'], ads: ['Populate the ads before finishing.'] },
          }),
        );
      },
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Spring');
    await app.user.click(screen.getByTestId('wizard-next'));

    await waitFor(() => expect(name).toHaveAccessibleDescription('The name has already been taken.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('ad-set-version-problems')).toHaveTextContent('The selected visual version id is invalid.');
    expect(screen.getByTestId('ad-set-step')).toHaveTextContent('Populate the ads before finishing.');
    expect(app.backend.count('adSetSaveStep')).toBe(1);
    expect(app.location()).toBe('/acme/ad-sets/create/7');
  });

  it('opening a step the draft has not reached lands on the saved step', async () => {
    const server = adSetServer([anAdSet(7, { name: 'Spring', wizardStep: 'feed' })]);
    const app = await renderApp({ path: '/acme/ad-sets/create/7/mapping', network: server.install });
    await waitFor(() => expect(screen.getByTestId('ad-set-wizard')).toHaveAttribute('data-step', 'feed'));
    expect(app.location()).toBe('/acme/ad-sets/create/7/feed');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Feed');
    expect(screen.getByTestId('record-title')).toHaveTextContent('Spring');
  });

  it('locked steps are not links; reached ones are', async () => {
    const server = adSetServer([anAdSet(7, { name: 'Spring', wizardStep: 'localize' })]);
    const app = await renderApp({ path: '/acme/ad-sets/create/7/feed', network: server.install });
    const stepper = await screen.findByTestId('ad-set-stepper');
    await screen.findByTestId('ad-set-step');
    const state = (step: string) => within(stepper).getByTestId(`ad-set-step-${step}`);
    expect(['settings', 'feed', 'localize', 'mapping', 'populate', 'resizes'].map((s) => state(s).dataset.state)).toEqual(['done', 'current', 'open', 'locked', 'locked', 'locked']);
    for (const locked of ['mapping', 'populate', 'resizes']) {
      expect(within(state(locked)).queryByRole('link')).toBeNull();
      expect(state(locked).firstElementChild).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(state('settings')).getByRole('link')).toHaveAttribute('href', '/acme/ad-sets/create/7');
    await app.user.click(within(state('localize')).getByRole('link'));
    await waitFor(() => expect(app.location()).toBe('/acme/ad-sets/create/7/localize'));
  });
});
