/**
 * Before any worker starts its stack (stack-support.ts): the client is built once for all of them,
 * only when dist/ is older than its sources (`node scripts/start.mjs --e2e --build-only`, the same
 * freshness rule as the start script's). Each stack then starts with `--no-build`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { headlessChromium } from '../../server/render/headless-chromium.ts';

export default function globalSetup(): void {
  const browser = headlessChromium();
  if (!browser) throw new Error('No Chromium for the e2e tests: install Debian\'s chromium-headless-shell or chromium, or set CHROMIUM_PATH.');
  // Which one runs is said once: the shell and the full browser differ in what a run costs.
  console.log(`e2e browser: ${browser}`);
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--e2e', '--build-only'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The client build for the e2e stacks failed (${build.signal ?? `exit code ${build.status}`}).`);
}
