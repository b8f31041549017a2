import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimTab, RELOAD_RELEASE_MS, type TabLocks } from './claim-tab';

/** Web Locks as the browser keeps them, in memory: a held name is granted once its holder lets go. */
function fakeLocks() {
  const held = new Map<string, () => void>();
  const waiting = new Map<string, (() => void)[]>();
  const locks: TabLocks = {
    request(name, { signal }, hold) {
      return new Promise((resolve, reject) => {
        const grant = () => {
          held.set(name, () => {
            held.delete(name);
            const next = waiting.get(name)?.shift();
            next?.();
          });
          void hold().then(resolve);
        };
        if (!held.has(name)) return grant();
        const queue = waiting.get(name) ?? [];
        queue.push(grant);
        waiting.set(name, queue);
        signal.addEventListener('abort', () => {
          queue.splice(queue.indexOf(grant), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
  return { locks, held, release: (name: string) => held.get(name)?.() };
}

afterEach(() => vi.useRealTimers());

describe('claiming the tab’s id', () => {
  it('keeps the id of a tab nobody else holds, and holds it', async () => {
    const { locks, held } = fakeLocks();
    const kept: string[] = [];
    expect(await claimTab({ tabId: 'tab-1', reason: 'navigate' }, (id) => kept.push(id), () => 'new', locks)).toEqual({ tabId: 'tab-1', reason: 'navigate' });
    expect(kept).toEqual([]);
    expect([...held.keys()]).toEqual(['tab:tab-1']);
  });

  it('a copy of an open tab (duplicated, or opened from it) takes an id of its own and stores it', async () => {
    vi.useFakeTimers();
    const { locks, held } = fakeLocks();
    await claimTab({ tabId: 'tab-1', reason: 'navigate' }, () => undefined, () => 'unused', locks);
    const kept: string[] = [];
    const copy = claimTab({ tabId: 'tab-1', reason: 'navigate' }, (id) => kept.push(id), () => 'tab-2', locks);
    await vi.advanceTimersByTimeAsync(RELOAD_RELEASE_MS);
    expect(await copy).toEqual({ tabId: 'tab-2', reason: 'navigate' });
    expect(kept).toEqual(['tab-2']);
    expect([...held.keys()].sort()).toEqual(['tab:tab-1', 'tab:tab-2']);
  });

  it('a reload keeps the id: the page before lets go of it as it unloads', async () => {
    vi.useFakeTimers();
    const { locks, release } = fakeLocks();
    await claimTab({ tabId: 'tab-1', reason: 'navigate' }, () => undefined, () => 'unused', locks);
    const kept: string[] = [];
    const reloaded = claimTab({ tabId: 'tab-1', reason: 'reload' }, (id) => kept.push(id), () => 'tab-2', locks);
    await vi.advanceTimersByTimeAsync(RELOAD_RELEASE_MS - 100);
    release('tab:tab-1');
    expect(await reloaded).toEqual({ tabId: 'tab-1', reason: 'reload' });
    expect(kept).toEqual([]);
  });

  it('without Web Locks the id stays as it is', async () => {
    expect(await claimTab({ tabId: 'tab-1', reason: 'navigate' }, () => undefined, () => 'new', null)).toEqual({ tabId: 'tab-1', reason: 'navigate' });
  });
});
