/**
 * Pager windows: 2 margin pages at each end, a range of 5 around the current page,
 * a gap between runs, and a one-page gap shown as the page.
 */
import { describe, expect, it } from 'vitest';
import { pageWindow, type PageItem } from '../../../../src/components/pageWindow';

/** "1 2 … 8 9 [10] 11 12 … 19 20" style, for readable expectations. */
function show(items: PageItem[], current: number): string {
  return items
    .map((item) => (item.kind === 'gap' ? '…' : item.page === current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(show(pageWindow(1, 1), 1)).toBe('[1]');
    expect(show(pageWindow(3, 5), 3)).toBe('1 2 [3] 4 5');
    expect(show(pageWindow(1, 9), 1)).toBe('[1] 2 3 4 5 … 8 9');
  });

  it('the middle: margins of 2, a range of 5 centred on the current page', () => {
    expect(show(pageWindow(10, 20), 10)).toBe('1 2 … 8 9 [10] 11 12 … 19 20');
    expect(show(pageWindow(11, 30), 11)).toBe('1 2 … 9 10 [11] 12 13 … 29 30');
  });

  it('near the start and the end the range keeps 5 pages', () => {
    expect(show(pageWindow(1, 20), 1)).toBe('[1] 2 3 4 5 … 19 20');
    expect(show(pageWindow(2, 20), 2)).toBe('1 [2] 3 4 5 … 19 20');
    expect(show(pageWindow(20, 20), 20)).toBe('1 2 … 16 17 18 19 [20]');
    expect(show(pageWindow(19, 20), 19)).toBe('1 2 … 16 17 18 [19] 20');
  });

  it('a gap of exactly one page shows that page instead', () => {
    // Range 4..8 and margin 1-2: page 3 would be the only one hidden.
    expect(show(pageWindow(6, 20), 6)).toBe('1 2 3 4 5 [6] 7 8 … 19 20');
    expect(show(pageWindow(7, 20), 7)).toBe('1 2 … 5 6 [7] 8 9 … 19 20');
    expect(show(pageWindow(1, 8), 1)).toBe('[1] 2 3 4 5 6 7 8');
  });

  it('never shows more than margins + range + 2 gaps, and no page twice', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageWindow(current, total);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(items.length).toBeLessThanOrEqual(2 * 2 + 5 + 2);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
      }
    }
  });

  it('clamps a current page outside 1..total and gives nothing for no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(show(pageWindow(99, 3), 3)).toBe('1 2 [3]');
    expect(show(pageWindow(-4, 3), 1)).toBe('[1] 2 3');
  });
});
