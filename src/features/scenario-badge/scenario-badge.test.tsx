import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioStatus, StatusMessage } from '../../../worker/scenario/status';
import { createI18n } from '../../i18n';
import { ScenarioBadge } from './scenario-badge';
import { formatScenarioTime, scenarioElapsed } from './use-scenario-status';

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** The worker's end of the channel: answers the badge's `ask` with `status`, and can send more. */
function worker(channel: string, status: ScenarioStatus): { send(next: ScenarioStatus): void; asked: Promise<void> } {
  const port = new BroadcastChannel(channel);
  channels.push(port);
  let asked: () => void = () => undefined;
  const askedPromise = new Promise<void>((resolve) => (asked = resolve));
  port.onmessage = (event: MessageEvent<StatusMessage>) => {
    if (event.data.kind === 'ask') {
      port.postMessage({ kind: 'status', status } satisfies StatusMessage);
      asked();
    }
  };
  return { send: (next) => port.postMessage({ kind: 'status', status: next } satisfies StatusMessage), asked: askedPromise };
}

const RUNNING: ScenarioStatus = { name: 'render-storm', speed: 10, durationMs: 65_000, startedAt: null, phase: 'running', expectations: 3, checks: [], stateHash: null, scenarioHash: null };

async function renderBadge(locale: 'en' | 'cs', channel: string) {
  const i18n = await createI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <ScenarioBadge launch={{ name: 'render-storm', speed: 10, channel }} />
    </I18nextProvider>,
  );
}

describe('ScenarioBadge', () => {
  it('names the scenario and shows its clock, at its speed', async () => {
    const run = worker('badge:clock', { ...RUNNING, startedAt: Date.now() - 1_500 });
    await renderBadge('en', 'badge:clock');
    await act(() => run.asked);
    // 1.5 real s at 10×: 15 scenario s (and a little more while the test runs).
    expect(await screen.findByText(/^Scenario: render-storm · 0:1[5-6]\.\d$/)).toBeInTheDocument();
    expect(screen.getByText('10× speed')).toBeInTheDocument();
    expect(screen.getByTestId('scenario-badge')).toHaveAttribute('data-phase', 'running');
  });

  it('lists the expectations checked so far, and turns to ended with the failures counted', async () => {
    const run = worker('badge:checks', { ...RUNNING, startedAt: Date.now() });
    await renderBadge('cs', 'badge:checks');
    await act(() => run.asked);
    await userEvent.click(await screen.findByRole('button', { name: /Scénář: render-storm/ }));
    expect(screen.getByText('Očekávání: 0 splněno, 0 nesplněno, 3 zatím neověřeno')).toBeInTheDocument();

    const checks = [
      { index: 0, description: 'builds.widget.unfinished equals 2 at 900 ms', pass: true, actual: '2' },
      { index: 1, description: 'requests GET /api/v1/visual-build equals 1 at the end', pass: false, actual: '2' },
    ];
    run.send({ ...RUNNING, startedAt: Date.now() - 6_500, phase: 'ended', checks, stateHash: 'abc', scenarioHash: 'def' });
    expect(await screen.findByText('skončil')).toBeInTheDocument();
    const badge = screen.getByTestId('scenario-badge');
    expect(badge).toHaveAttribute('data-phase', 'ended');
    expect(badge).toHaveAttribute('data-failed', '1');
    expect(screen.getByText('Scénář: render-storm · 1:05.0')).toBeInTheDocument();
    expect(screen.getByText('Očekávání: 1 splněno, 1 nesplněno, 1 zatím neověřeno')).toBeInTheDocument();
    const items = within(badge).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-pass'))).toEqual(['true', 'false']);
    expect(items[1]).toHaveTextContent('requests GET /api/v1/visual-build equals 1 at the end (skutečnost: 2)');
    expect(within(items[1]!).getByLabelText('Nesplněno')).toHaveTextContent('✗');
  });
});

describe('the scenario clock', () => {
  it('is real time since the start times the speed, held at the duration once ended', () => {
    const status = { ...RUNNING, startedAt: 1_000 };
    expect(scenarioElapsed({ ...status, startedAt: null }, 5_000)).toBe(0);
    expect(scenarioElapsed(status, 2_000)).toBe(10_000);
    expect(scenarioElapsed(status, 100_000)).toBe(65_000);
    expect(scenarioElapsed({ ...status, phase: 'ended' }, 1_500)).toBe(65_000);
  });

  it('reads minutes, seconds and tenths', () => {
    expect(formatScenarioTime(0)).toBe('0:00.0');
    expect(formatScenarioTime(9_949)).toBe('0:09.9');
    expect(formatScenarioTime(65_000)).toBe('1:05.0');
    expect(formatScenarioTime(600_000)).toBe('10:00.0');
  });
});
