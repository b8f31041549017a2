import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError, RELOAD_GUARD_MS, shouldReload } from './chunk-reload';

describe('chunk reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises chunk load failures of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('allows one reload per 60 s', () => {
    expect(shouldReload(1000, null)).toBe(true);
    expect(shouldReload(1000 + RELOAD_GUARD_MS - 1, 1000)).toBe(false);
    expect(shouldReload(1000 + RELOAD_GUARD_MS, 1000)).toBe(true);
  });

  it('reloads, then refuses to reload again within the window', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(10_000, sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunkError(20_000, sessionStorage, reload)).toBe(false);
    expect(reloadOnceForChunkError(10_000 + RELOAD_GUARD_MS, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads while the browser is offline (the chunk failed for want of a network, not a deploy)', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(10_000, sessionStorage, reload, () => false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Back online, the guard was not used up by the refusal.
    expect(reloadOnceForChunkError(11_000, sessionStorage, reload, () => true)).toBe(true);
  });
});
