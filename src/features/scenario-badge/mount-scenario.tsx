/**
 * Entry of the scenario UI, loaded by main.tsx only when a scenario runs or cannot (and only in
 * builds with scenarios). The badge has its own React root, beside the app's: it needs nothing
 * of the app and must show whatever the app does.
 */
import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { ScenarioLaunch, ScenarioProblem } from '../../data-client/scenario-launch';
import { ScenarioBadge } from './scenario-badge';
import { ScenarioErrorPage } from './scenario-error-page';

function render(container: Element, i18n: i18n, children: ReactNode): void {
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>,
  );
}

export function mountScenarioBadge(launch: ScenarioLaunch, i18n: i18n): void {
  const container = document.createElement('div');
  container.id = 'scenario-badge-root';
  document.body.append(container);
  render(container, i18n, <ScenarioBadge launch={launch} />);
}

export function showScenarioError(root: HTMLElement, problem: ScenarioProblem, names: readonly string[], i18n: i18n): void {
  render(root, i18n, <ScenarioErrorPage problem={problem} names={names} />);
}
