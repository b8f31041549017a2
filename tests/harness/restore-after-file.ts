/**
 * What one test file may leave behind in its test worker, undone after the file: the projects do
 * not isolate their files (vitest.config.ts), so fake timers, stubbed globals and environment
 * variables, and spies would otherwise reach the next file the worker runs (a test that fails
 * halfway never reaches its own clean-up). Registered by both projects' setup files.
 */
import { afterAll, vi } from 'vitest';

export function restoreAfterFile(): void {
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
}
