import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchXsrfToken } from './watch-xsrf-token';

const setToken = (value: string) => {
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
};

describe('watchXsrfToken', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setToken('first');
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('where the browser has cookieStore', () => {
    it('reports on its change event and runs no timer at all', () => {
      const cookieStore = new EventTarget();
      vi.stubGlobal('cookieStore', cookieStore);
      const onChange = vi.fn();
      const stop = watchXsrfToken(onChange);
      expect(vi.getTimerCount()).toBe(0);

      setToken('second%3D');
      vi.advanceTimersByTime(10_000);
      expect(onChange).not.toHaveBeenCalled(); // nobody polls: only the event tells

      cookieStore.dispatchEvent(new Event('change'));
      expect(onChange.mock.calls).toEqual([['second=']]);
      cookieStore.dispatchEvent(new Event('change'));
      expect(onChange).toHaveBeenCalledTimes(1); // same token, no report

      stop();
      setToken('third');
      cookieStore.dispatchEvent(new Event('change'));
      expect(onChange).toHaveBeenCalledTimes(1);
    });
  });

  describe('where cookieStore is missing', () => {
    it('compares the cookie once per interval and stops with the returned function', () => {
      expect('cookieStore' in globalThis).toBe(false); // jsdom has none: this is the fallback path
      const onChange = vi.fn();
      const stop = watchXsrfToken(onChange, 1000);
      expect(vi.getTimerCount()).toBe(1);

      setToken('second');
      vi.advanceTimersByTime(999);
      expect(onChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onChange.mock.calls).toEqual([['second']]);
      vi.advanceTimersByTime(5000);
      expect(onChange).toHaveBeenCalledTimes(1); // unchanged cookie, no report

      stop();
      expect(vi.getTimerCount()).toBe(0);
      setToken('third');
      vi.advanceTimersByTime(5000);
      expect(onChange).toHaveBeenCalledTimes(1);
    });
  });
});
