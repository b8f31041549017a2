/**
 * "Open a scenario" in the devtools: the file is parsed by the real data layer before anything
 * happens. A typo shows the parser's message (line, path, did you mean) and starts nothing: no
 * page load, nothing stored; a valid file is stored in the tab's sessionStorage and the app is
 * opened on `?scenario=file:<id>` at the file's documented page and speed.
 */
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { readScenarioFile } from '../../data-client/scenario-files';
import { OpenScenario } from './open-scenario';

const VALID = readFileSync('scenarios/maintenance-high.json', 'utf8');

// The data layer loads the parser on first use; loaded here, so the waits below (virtual time)
// do not run out while a busy machine imports it in real time.
beforeAll(async () => {
  await import('../../../worker/scenario/parse-scenario');
});
afterEach(() => sessionStorage.clear());

describe('OpenScenario', () => {
  it('refuses a file with a misspelt live event, with its line and a suggestion, and starts nothing', async () => {
    const open = vi.fn();
    const app = await renderApp({ ui: <OpenScenario open={open} /> });
    const typo = VALID.replace('"ShowMaintenance"', '"ShowMaintenanse"');
    expect(typo).not.toBe(VALID);
    await app.user.upload(screen.getByTestId('open-scenario-input'), new File([typo], 'mine.json', { type: 'application/json' }));
    const error = await screen.findByTestId('open-scenario-error');
    expect(error).toHaveTextContent('mine.json is not a scenario this app can run. Nothing was started.');
    expect(error).toHaveTextContent(/line \d+, \$\.steps\[\d+\]\.live\.event: unknown live event "ShowMaintenanse" \(did you mean "ShowMaintenance"\?\)/);
    expect(open).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('stores a valid file in the tab and opens the app on file:<id> at its documented page and speed', async () => {
    const open = vi.fn();
    const app = await renderApp({ ui: <OpenScenario open={open} /> });
    await app.user.upload(screen.getByTestId('open-scenario-input'), new File([VALID], 'maintenance.json', { type: 'application/json' }));
    await screen.findByText('maintenance-high is valid: opening the app on it…');
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(open.mock.calls[0]![0] as string, 'http://localhost');
    const { path, speeds } = (JSON.parse(VALID) as { browser: { path: string; speeds: number[] } }).browser;
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('speed')).toBe(String(speeds[0]));
    const id = /^file:([a-z0-9]{12})$/.exec(url.searchParams.get('scenario') ?? '')?.[1];
    expect(id).toBeDefined();
    expect(readScenarioFile(id!)).toBe(VALID);
  });
});
