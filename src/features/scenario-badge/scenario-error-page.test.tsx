import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { ScenarioErrorPage } from './scenario-error-page';

async function renderPage(locale: 'en' | 'cs', problem: Parameters<typeof ScenarioErrorPage>[0]['problem']) {
  const i18n = await createI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <ScenarioErrorPage problem={problem} names={['brand-switch-race', 'render-storm']} />
    </I18nextProvider>,
  );
}

describe('ScenarioErrorPage', () => {
  it('says which problem, gives the detail, and links the scenarios of the build', async () => {
    await renderPage('en', { problem: 'invalid-speed', requested: 'fast', detail: 'speed must be a number above 0 and at most 1000, got "fast"' });
    expect(screen.getByRole('heading', { name: 'This scenario cannot run' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The speed “fast” cannot be used.Details: speed must be a number above 0 and at most 1000, got "fast"');
    expect(screen.getByRole('link', { name: 'render-storm' })).toHaveAttribute('href', '/?scenario=render-storm');
    expect(screen.getByRole('link', { name: 'Open the app without a scenario' })).toHaveAttribute('href', '/');
  });

  it('speaks the user’s language', async () => {
    await renderPage('cs', { problem: 'invalid-name', requested: '../x', detail: '"../x" is not a scenario name' });
    expect(screen.getByRole('alert')).toHaveTextContent('„../x“ není název scénáře');
    expect(screen.getByRole('heading', { name: 'Tento scénář nelze spustit' })).toBeInTheDocument();
  });
});
