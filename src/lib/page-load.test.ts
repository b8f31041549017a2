import { describe, expect, it } from 'vitest';
import { currentPageLoad, noteAppLeave } from './page-load';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the page load of a tab', () => {
  it('keeps one tab id across the tab’s pages, and reads the browser’s navigation type', () => {
    const storage = memoryStorage();
    const first = currentPageLoad(storage, 'navigate', () => 'tab-00000001');
    expect(first).toEqual({ tabId: 'tab-00000001', reason: 'navigate' });
    expect(currentPageLoad(storage, 'reload', () => 'tab-00000002')).toEqual({ tabId: 'tab-00000001', reason: 'reload' });
    expect(currentPageLoad(storage, 'back_forward')).toEqual({ tabId: 'tab-00000001', reason: 'back-forward' });
  });

  it("the app's own reason wins once, for the next page only", () => {
    const storage = memoryStorage();
    currentPageLoad(storage, 'navigate', () => 'tab-00000001');
    noteAppLeave('maintenance-refresh', storage);
    expect(currentPageLoad(storage, 'reload')?.reason).toBe('maintenance-refresh');
    expect(currentPageLoad(storage, 'reload')?.reason).toBe('reload');
  });

  it('has no page load when the browser keeps no sessionStorage', () => {
    const refusing = { ...memoryStorage(), getItem: () => { throw new DOMException('denied', 'SecurityError'); } } as Storage;
    expect(currentPageLoad(refusing, 'reload')).toBeNull();
  });
});
