/**
 * jsdom lays nothing out: every box is 0 px high, so a virtualized list would show no row. A
 * component test of a windowed list gives its scroll box (by test id) a height, in a
 * beforeEach; vitest's restoreAllMocks in an afterEach takes it back.
 */
import { vi } from 'vitest';

export function giveScrollBoxHeight(heights: Readonly<Record<string, number>>): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return heights[this.dataset.testid ?? ''] ?? 0;
  });
}
