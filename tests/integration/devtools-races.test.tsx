/**
 * The race explorer panel at /__devtools over a loaded log, through the whole app and the
 * in-process data layer (tests/harness/render-app.tsx): run with a window, the race found with
 * both orders and the differing path, "Show in timeline" selecting the moved envelope, a window
 * that finds none, and a bad window refused with its reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleLogText } from '../../worker/log/testing/sample-log';
import { twoBalanceAnswers } from '../../worker/log/testing/race-log';
import { renderApp } from '../harness/render-app';

describe('devtools race explorer', () => {
  it('explores the loaded log, shows the race and jumps the timeline to it', { timeout: 20_000 }, async () => {
    const app = await renderApp({ path: '/__devtools' });
    await app.user.upload(await screen.findByTestId('load-log-input'), new File([sampleLogText(twoBalanceAnswers([null, null]))], 'log.ndjson', { type: 'application/x-ndjson' }));
    await app.settle();
    await waitFor(() => expect(screen.getByTestId('loaded-log')).toHaveTextContent('8 envelopes'));
    const panel = screen.getByTestId('race-explorer');
    expect(within(panel).getByRole('heading', { name: 'Races' })).toBeInTheDocument();

    await app.user.click(within(panel).getByRole('button', { name: 'Explore races' }));
    await app.settle();
    await waitFor(() => expect(screen.getByTestId('race-summary')).toHaveTextContent('1 race found.'));
    expect(screen.getByTestId('race-summary')).toHaveTextContent(/^2 orderings tried · groups explored: 1 · \d+ ms · window 50 ms\. 1 race found\.$/);
    const race = screen.getByTestId('race-finding');
    expect(within(race).getByTestId('race-title')).toHaveTextContent('Race 1 · seq 3–8 · 1 swap');
    expect(screen.getByTestId('race-path')).toHaveTextContent('At seq 8 (quiet), balance.value: recorded → explored 20 10');
    expect(within(screen.getByTestId('race-recorded')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#5 requests/finished (http)',
      '#6 balance/changed (http)',
      '#7 requests/finished (http)',
      '#8 balance/changed (http)',
    ]);
    expect(within(screen.getByTestId('race-explored')).getAllByRole('listitem').map((li) => li.textContent?.slice(0, 3))).toEqual(['#7 ', '#8 ', '#5 ', '#6 ']);
    expect(within(race).getByTestId('slice-diff')).toHaveTextContent('balance');

    await app.user.click(within(race).getByRole('button', { name: 'Show #7 in the timeline' }));
    await app.settle();
    // Row 6 is seq 7 (jsdom lays out no rows: the listbox names the selected one).
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Timeline' })).toHaveAttribute('aria-activedescendant', 'timeline-row-6'));
    await waitFor(() => expect(screen.getByTestId('point-view')).toHaveTextContent('After seq 7'));

    // A window narrower than the answers' gap: nothing may move.
    await app.user.clear(screen.getByTestId('race-window'));
    await app.user.type(screen.getByTestId('race-window'), '4');
    await app.user.click(screen.getByRole('button', { name: 'Explore races' }));
    await app.settle();
    await waitFor(() => expect(screen.getByTestId('race-summary')).toHaveTextContent('No race: every ordering ends in the recorded state.'));
    expect(screen.queryByTestId('race-finding')).toBeNull();

    await app.user.clear(screen.getByTestId('race-window'));
    await app.user.type(screen.getByTestId('race-window'), '-5');
    await app.user.click(screen.getByRole('button', { name: 'Explore races' }));
    expect(await screen.findByTestId('race-problem')).toHaveTextContent('The window must be a whole number of milliseconds from 0 to 60000.');
  });
});
