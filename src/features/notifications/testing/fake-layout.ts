/**
 * jsdom lays nothing out: the notification list's scroll box reports `viewHeight` and each list
 * row `rowHeight`, so the virtualizer decides what is in view as a browser would.
 */
import { vi } from 'vitest';

export function fakeNotificationLayout(viewHeight: number, rowHeight: number): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'notifications-scroll' ? viewHeight : 0;
  });
  // What the virtualizer measures each rendered row by.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.matches('li[data-index]') ? rowHeight : 0;
  });
}
