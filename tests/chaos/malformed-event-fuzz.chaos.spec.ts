/**
 * Malformed-event fuzz (docs/reliability.md): 10,000 malformed live events published through the
 * real soketi on acme's private channel and on public, to a signed-in manager whose data layer runs
 * in its Web Worker. Every one must be dropped and counted once by the worker (the diagnostics
 * counter `/__devtools` shows, and the reason in the event log), the page must not crash, and
 * valid events sent afterwards, on both channels, must still be applied.
 *
 * Pacing: soketi drops messages for a slow consumer instead of queueing them (docs/platform-notes.md), so
 * the events go in waves and each wave must be counted before the next one is sent. A wave that is
 * not fully counted within its time fails the test: a lost event is a finding, never waited out.
 */
import { expect, PEOPLE, control, navigateInApp, signIn, test, waitForPageReady, watchProblems } from '../e2e/shell-support';
import { connectionState, exportEventLog, waitForLive } from '../e2e/live-support';
import { malformedEvents, type WireEvent } from './malformed-events';
import { rawSoketiPublisher } from './soketi-publisher';

const EVENTS = 10_000;
const WAVE = 500;
const SEED = Number(process.env.CHAOS_SEED ?? 19);

/** The reason categories of docs/live-events.md, and which generated kind each comes from. */
function reasonKind(reason: string): string {
  if (reason === 'unknown event') return 'unknown name';
  if (reason.endsWith('event on the wrong channel')) return 'wrong channel';
  if (reason === 'payload is not an object') return 'not an object';
  if (reason.startsWith('oversized:')) return 'oversized';
  // A required field missing or of the wrong type (an array where an object is expected is reported as its missing id).
  if (reason.startsWith('missing ') || reason.startsWith('invalid ')) return 'missing field or wrong type';
  return `unexpected: ${reason}`;
}
const generatedKind = (event: WireEvent) => (event.kind === 'missing field' || event.kind === 'wrong type' ? 'missing field or wrong type' : event.kind);

function tally(kinds: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const kind of kinds) out[kind] = (out[kind] ?? 0) + 1;
  return out;
}

test('10,000 malformed live events are all dropped and counted, and the page lives on', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const problems = watchProblems(page);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await waitForLive(page);
  // The counter lives in the worker; /__devtools shows it (in-app navigation: same worker).
  await navigateInApp(page, '/__devtools');
  const counter = page.getByTestId('malformed-count');
  await expect(counter).toHaveText('0', { timeout: 15_000 });

  const events = malformedEvents(EVENTS, 'acme', SEED);
  const publisher = rawSoketiPublisher();
  const started = Date.now();
  let sent = 0;
  for (let at = 0; at < events.length; at += WAVE) {
    const wave = events.slice(at, at + WAVE);
    await publisher.send(wave);
    sent += wave.length;
    await expect(counter, `malformed events counted after ${sent} sent (seed ${SEED})`).toHaveText(String(sent), { timeout: 15_000 });
  }
  const fuzzMs = Date.now() - started;
  expect(await connectionState(page)).toBe('connected');

  // Valid events still work on both channels: a maintenance message on public, a storage change
  // (BrandStoreUsageCalculated → the worker refetches the brand) on acme's channel.
  await publisher.send([{ channel: 'public', name: 'App\\Events\\ShowMaintenance', data: { severity: 'low', message: 'Still listening after the fuzz' }, kind: 'valid' }]);
  const dialog = page.getByTestId('maintenance-modal');
  await expect(dialog.getByTestId('maintenance-message')).toHaveText('Still listening after the fuzz', { timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await navigateInApp(page, '/acme/dashboard');
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 42 %', { timeout: 15_000 });
  await control(page, 'brand/acme', { storagePercent: 61 });
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 61 %', { timeout: 10_000 });

  // Each one was counted for the reason it was made with (the log holds one report per event).
  const log = await exportEventLog(page);
  const reports = log.filter((e) => e.event.type === 'diagnostics/payload-malformed' && e.event.origin === 'live');
  expect(reports).toHaveLength(EVENTS);
  expect(tally(reports.map((e) => reasonKind(String(e.event.reason))))).toEqual(tally(events.map(generatedKind)));
  // None of them reached a domain: no live maintenance but the valid one, no build patch.
  expect(log.filter((e) => e.event.type === 'live/show-maintenance')).toHaveLength(1);
  expect(log.filter((e) => e.event.type === 'live/visual-build-updated' || e.event.type === 'live/visual-build-created')).toHaveLength(0);
  expect(problems.consoleErrors).toEqual([]);

  testInfo.annotations.push({ type: 'figures', description: `${EVENTS} malformed events (seed ${SEED}) in ${fuzzMs} ms, ${Math.round(EVENTS / (fuzzMs / 1000))} events/s, waves of ${WAVE}` });
  console.log(`[chaos] fuzz: ${EVENTS} malformed events (seed ${SEED}) published and counted in ${fuzzMs} ms (${Math.round(EVENTS / (fuzzMs / 1000))}/s)`);
});
