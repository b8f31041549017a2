/**
 * jsdom lays nothing out: every box is 0 px high, so a virtualized list would show no row. A
 * component test of a windowed list gives its scroll box (by test id) a height, in a
 * beforeEach; vitest's restoreAllMocks in an afterEach takes it back. `scrollToTheEnd` then
 * scrolls such a list through all its rows, as the 10,000-row tests of every windowed page do.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

export function giveScrollBoxHeight(heights: Readonly<Record<string, number>>): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return heights[this.dataset.testid ?? ''] ?? 0;
  });
}

/** The rows a windowed list has loaded: the X of its "Showing X of Y" line (by test id). */
export function shownCount(countTestId: string): number {
  return Number(/Showing ([\d,]+)/.exec(screen.getByTestId(countTestId).textContent ?? '')?.[1]?.replace(/,/g, ''));
}

export interface ScrollToTheEnd {
  /** The list's scroll box and its "Showing X of Y" line, by test id. */
  readonly scrollTestId: string;
  readonly countTestId: string;
  /** A row's height (a grid's: a row of tiles), and the items a row holds (1 in a table). */
  readonly rowHeight: number;
  readonly perRow?: number;
  /** Items in the whole list. */
  readonly total: number;
  /** How many items the DOM holds now, and the most it may ever hold (the view and its overscan). */
  readonly rendered: () => number;
  readonly most: number;
}

/**
 * Scrolls a windowed list to the bottom of what is loaded until the whole list is (the worker
 * pages in more as the window nears the end), checking after every step that the DOM stays
 * bounded; ends scrolled to the very last row.
 */
export async function scrollToTheEnd({ scrollTestId, countTestId, rowHeight, perRow = 1, total, rendered, most }: ScrollToTheEnd): Promise<void> {
  const scroller = screen.getByTestId(scrollTestId);
  while (shownCount(countTestId) < total) {
    const before = shownCount(countTestId);
    scroller.scrollTop = rowHeight * Math.ceil(before / perRow);
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(shownCount(countTestId)).toBeGreaterThan(before));
    expect(rendered()).toBeLessThanOrEqual(most);
  }
  scroller.scrollTop = rowHeight * Math.ceil(total / perRow);
  scroller.dispatchEvent(new Event('scroll'));
}
