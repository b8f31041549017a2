/**
 * The replay command against a log exported from the running app (docs/event-log.md): the hash
 * `/__devtools` shows is the one `npm run replay` computes from the downloaded export; an edited
 * copy diverges at the edited seq under `--against`; a redacted export verifies its own hash.
 * Screenshots of the time travel (loaded log, selected envelope and its diff) go to SHOTS_DIR
 * when it is set.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { waitForLive } from './live-support';
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

interface ReplayJson {
  readonly hash: string;
  readonly seq: number;
  readonly verified: boolean | null;
  readonly redacted: boolean;
  readonly against: { readonly divergence: { readonly diverged: boolean; readonly seq?: number; readonly reason?: string } } | null;
}

/** Runs the replay command as a developer would, on files on disk. */
function replayCommand(...args: string[]): { status: number | null; json: ReplayJson; stderr: string } {
  const run = spawnSync('npx', ['tsx', 'scripts/replay.ts', ...args, '--json'], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, json: JSON.parse(run.stdout || 'null') as ReplayJson, stderr: run.stderr };
}

async function download(page: Page, button: string, dir: string, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  const path = join(dir, name);
  await file.saveAs(path);
  return path;
}

/** The live hash and seq the devtools show, once two reads a moment apart agree (no envelope in between). */
async function settledLiveHash(page: Page): Promise<{ hash: string; seq: number }> {
  const read = async () => ({ hash: (await page.getByTestId('live-state-hash').textContent()) ?? '', seq: Number(await page.getByTestId('live-state-seq').textContent()) });
  let last = { hash: '', seq: -1 };
  await expect
    .poll(
      async () => {
        const now = await read();
        const stable = now.hash === last.hash && now.seq === last.seq && /^[0-9a-f]{16}$/.test(now.hash);
        last = now;
        return stable;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toBe(true);
  return last;
}

test('npm run replay reproduces the hash the devtools show, finds an injected divergence, and verifies a redacted export', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'devtools-replay-'));
  await control(page, 'farm', { running: false }); // only the events this test causes
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await waitForLive(page);
  // Some actions: a live storage event (refetch), then a visit to the notifications and renders pages.
  await control(page, 'brand/acme', { storagePercent: 88 });
  await expect(page.getByTestId('storage-usage')).toContainText('88', { timeout: 10_000 });
  await navigateInApp(page, '/acme/builds');
  await waitForPageReady(page);

  await navigateInApp(page, '/__devtools');
  const live = await settledLiveHash(page);
  const full = await download(page, 'Export event log', dir, 'full.ndjson');

  // The replay of the export, up to the seq the devtools showed, has the hash they showed; the
  // whole file verifies against the live hash its header carries.
  const upTo = replayCommand(full, '--until', String(live.seq));
  expect(upTo.status, upTo.stderr).toBe(0);
  expect(upTo.json.hash).toBe(live.hash);
  const whole = replayCommand(full);
  expect(whole.status, whole.stderr).toBe(0);
  expect(whole.json.verified).toBe(true);
  expect(whole.json.seq).toBeGreaterThanOrEqual(live.seq);

  // An edited copy diverges exactly there: a request's path changed (what it asked for, not when:
  // --against compares content and leaves times out, so a moved time alone is no divergence).
  const lines = readFileSync(full, 'utf8').split('\n');
  const moved = Math.floor(lines.length / 2);
  const atMoved = JSON.parse(lines[moved] as string) as { at: number };
  lines[moved] = JSON.stringify({ ...atMoved, at: atMoved.at + 1 });
  const target = lines.findIndex((line, i) => i > moved && line.includes('"type":"requests/started"') && line.includes('"path":"/'));
  expect(target).toBeGreaterThan(0);
  const envelope = JSON.parse(lines[target] as string) as { seq: number; event: { path: string } };
  lines[target] = JSON.stringify({ ...envelope, event: { ...envelope.event, path: `${envelope.event.path}/edited` } });
  const edited = join(dir, 'edited.ndjson');
  writeFileSync(edited, lines.join('\n'));
  const against = replayCommand(full, '--against', edited);
  expect(against.status).toBe(1);
  expect(against.json.against?.divergence).toMatchObject({ diverged: true, seq: envelope.seq, reason: 'event' });

  // A redacted export: another hash (names and emails differ), and it verifies against its own.
  const redacted = await download(page, 'Export without personal data', dir, 'redacted.ndjson');
  expect(readFileSync(redacted, 'utf8')).not.toContain(PEOPLE.manager);
  const check = replayCommand(redacted);
  expect(check.status, check.stderr).toBe(0);
  expect(check.json).toMatchObject({ redacted: true, verified: true });
  expect(check.json.hash).not.toBe(whole.json.hash);

  // Time travel over the exported file, in the page; the live hash stays what it was.
  await page.getByTestId('load-log-input').setInputFiles(full);
  await expect(page.getByTestId('loaded-log')).toContainText('verified');
  await expect(page.getByTestId('loaded-hash')).toHaveText(whole.json.hash);
  const shots = process.env.SHOTS_DIR;
  if (shots !== undefined) await page.screenshot({ path: join(shots, 'devtools-loaded-log.png'), fullPage: true });
  const timeline = page.getByRole('listbox', { name: 'Timeline' });
  await page.getByRole('combobox', { name: 'Event' }).selectOption('storage/recalculated');
  await timeline.getByRole('option').first().click();
  await expect(page.getByTestId('slice-diff').locator('[data-slice="storage"]')).toBeVisible();
  await page.getByTestId('slice-tree').locator('[data-slice="storage"] summary').first().click();
  if (shots !== undefined) {
    await page.getByTestId('time-travel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'devtools-selected-diff.png'), fullPage: true });
  }
  // Loading and stepping through a log left the session alone: it is still exactly the fold of
  // its own log (and, when nothing arrived meanwhile, the very same state).
  const after = await settledLiveHash(page);
  if (after.seq === live.seq) expect(after.hash).toBe(live.hash);
  const again = await download(page, 'Export event log', dir, 'again.ndjson');
  expect(replayCommand(again, '--until', String(after.seq)).json.hash).toBe(after.hash);
});
