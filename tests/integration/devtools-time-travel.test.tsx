/**
 * Time travel at /__devtools through the whole app (tests/harness/render-app.tsx): the live
 * state hash, loading an exported log into the data layer's inspector, filtering the timeline,
 * selecting, stepping and playing, the slice tree, a bad log's error, and, the point of the
 * design, the running session's state and hash untouched by any of it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleEnvelopes, sampleLogText } from '../../worker/log/testing/sample-log';
import { renderApp, type RenderedApp } from '../harness/render-app';

const ROUNDS = 300;
const LOG = sampleLogText(sampleEnvelopes(ROUNDS));
const TOTAL = 3 + 2 * ROUNDS;
const VIEW_HEIGHT = 384;

beforeEach(() => {
  // jsdom lays nothing out: the timeline's scroll box is 384 px tall, rows are 28 px (fixed).
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'timeline-scroll' ? VIEW_HEIGHT : 0;
  });
});
afterEach(() => vi.restoreAllMocks());

const timeline = () => screen.getByRole('listbox', { name: 'Timeline' });
const selectedSeq = () => within(timeline()).getByRole('option', { selected: true }).getAttribute('data-seq');
const pointTitle = () => screen.getByTestId('point-view').querySelector('p')?.textContent ?? '';

async function loadLog(app: RenderedApp, text: string) {
  await app.user.upload(screen.getByTestId('load-log-input'), new File([text], 'event-log.ndjson', { type: 'application/x-ndjson' }));
  await app.settle();
}

describe('devtools time travel', () => {
  // One long walk through the whole panel (load, filter, select, step, play over a 600-envelope log):
  // the default 5 s budget fails it on a busy machine while nothing is wrong.
  it('shows the live hash, loads a log, filters, selects, steps and plays, and leaves the session alone', { timeout: 20_000 }, async () => {
    const app = await renderApp({ path: '/__devtools' });
    const liveHash = await app.dl.stateHash();
    await waitFor(() => expect(screen.getByTestId('live-state-hash')).toHaveTextContent(liveHash));
    const liveState = app.dl.engine.state();
    expect(screen.getByTestId('live-state-seq')).toHaveTextContent(String(liveState.diagnostics.lastSeq));

    await loadLog(app, LOG);
    await waitFor(() => expect(screen.getByTestId('loaded-log')).toHaveTextContent(`${TOTAL} envelopes from app test`));
    expect(screen.getByTestId('loaded-log')).toHaveTextContent('verified');
    // Virtualized: a window of rows, not 603; the last envelope is selected after loading (jsdom
    // cannot scroll, so the row itself stays out of the window: the listbox names it).
    const rendered = within(timeline()).getAllByRole('option');
    expect(rendered.length).toBeLessThan(40);
    expect(timeline()).toHaveAttribute('aria-activedescendant', `timeline-row-${TOTAL - 1}`);
    await waitFor(() => expect(pointTitle()).toContain(`After seq ${TOTAL}`));

    // Filter: balance changes only.
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'balance/changed');
    expect(screen.getByTestId('timeline-count')).toHaveTextContent(`${ROUNDS} of ${TOTAL} envelopes`);
    expect(within(timeline()).getAllByRole('option').every((row) => Number(row.getAttribute('data-seq')) % 2 === 0)).toBe(true);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'http');
    expect(screen.getByTestId('timeline-count')).toHaveTextContent(`0 of ${TOTAL} envelopes`);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'live');

    // Select seq 4 (the first balance change): the diff shows what it changed.
    await app.user.click(timeline().querySelector('[data-seq="4"]') as HTMLElement);
    await app.settle();
    expect(pointTitle()).toContain('After seq 4');
    const balanceDiff = within(screen.getByTestId('slice-diff')).getByText('balance').closest('li') as HTMLElement;
    expect(within(balanceDiff).getAllByTestId('diff-entry').map((e) => e.textContent)).toEqual(['status"idle""ready"', 'valuenull100']);

    // Step forward and back move among the kept rows (every other seq).
    await app.user.click(screen.getByRole('button', { name: 'Step forward' }));
    await app.settle();
    expect(selectedSeq()).toBe('6');
    expect(pointTitle()).toContain('After seq 6');
    await app.user.click(screen.getByRole('button', { name: 'Step back' }));
    await app.settle();
    expect(selectedSeq()).toBe('4');
    fireEvent.keyDown(timeline(), { key: 'ArrowDown' });
    await app.settle();
    expect(selectedSeq()).toBe('6');

    // Play at 4 steps/s: one second later, four steps on.
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '4');
    await app.user.click(screen.getByRole('button', { name: 'Play' }));
    await app.advance(1000);
    await app.settle();
    expect(selectedSeq()).toBe('14');
    await app.user.click(screen.getByRole('button', { name: 'Pause' }));
    await app.advance(1000);
    expect(selectedSeq()).toBe('14');

    // The slice tree opens on demand and shows the state at that point.
    const balanceSlice = screen.getByTestId('slice-tree').querySelector('[data-slice="balance"]') as HTMLElement;
    await app.user.click(within(balanceSlice).getByText('balance'));
    expect(within(balanceSlice).getByText('value:').parentElement).toHaveTextContent('value: 105');

    // The running session: same state object, same hash, shown and computed.
    expect(app.dl.engine.state()).toBe(liveState);
    expect(await app.dl.stateHash()).toBe(liveHash);
    expect(screen.getByTestId('live-state-hash')).toHaveTextContent(liveHash);
  });

  it('says which line of a bad log is wrong, and keeps nothing of it', async () => {
    const app = await renderApp({ path: '/__devtools' });
    const bad = LOG.split('\n').map((line, i) => (i === 7 ? line.replace('builds/widget-loaded', 'builds/exploded') : line)).join('\n');
    await loadLog(app, bad);
    expect(await screen.findByRole('alert')).toHaveTextContent('This log cannot be read (line 8): unknown event type "builds/exploded"');
    expect(screen.queryByRole('listbox', { name: 'Timeline' })).toBeNull();
  });
});
