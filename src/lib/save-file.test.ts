import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeFileName, saveFile } from './save-file';

describe('safeFileName', () => {
  it('keeps an ordinary name, with its dots and spaces', () => {
    expect(safeFileName('acme-visual-builds-2025-07-03-09-05-00.zip')).toBe('acme-visual-builds-2025-07-03-09-05-00.zip');
    expect(safeFileName('Summer sale 300x250.html')).toBe('Summer sale 300x250.html');
  });
  it('replaces path separators and control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeFileName('a\\b\u0000c\nd')).toBe('a_b_c_d');
  });
  it('falls back when nothing usable is left', () => {
    expect(safeFileName('   ')).toBe('download');
    expect(safeFileName('..', 'render.zip')).toBe('render.zip');
  });
});

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a temporary download link to an object URL of the blob, then revokes the URL', () => {
    vi.useFakeTimers();
    const blob = new Blob(['<html></html>'], { type: 'text/html' });
    const created: Blob[] = [];
    const revoked: string[] = [];
    // jsdom has no object URLs: record what is asked of them.
    URL.createObjectURL = (object: Blob | MediaSource) => {
      created.push(object as Blob);
      return 'blob:render-1';
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    saveFile({ name: 'banner 300x250.html', blob });

    expect(created).toEqual([blob]);
    expect(clicks).toEqual([{ href: 'blob:render-1', download: 'banner 300x250.html', attached: true }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    // Not revoked during the click's task, only once it was handled.
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(revoked).toEqual(['blob:render-1']);
  });
});
