/** Popup titles are listed 9 to a page. */
import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageOfIndex } from '../../../../../src/features/announcements/popupPaging';
import { ANNOUNCEMENTS_PER_PAGE } from '../../../../../src/shared/wire';

const items = Array.from({ length: 20 }, (_, i) => i + 1);

describe('popup paging', () => {
  it('uses 9 per page', () => {
    expect(ANNOUNCEMENTS_PER_PAGE).toBe(9);
  });

  it('counts pages, with one page even for none', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(20)).toBe(3);
  });

  it('slices each page and clamps pages out of range', () => {
    expect(pageItems(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 2)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(pageItems(items, 3)).toEqual([19, 20]);
    expect(pageItems(items, 9)).toEqual([19, 20]);
    expect(pageItems(items, 0)).toEqual(pageItems(items, 1));
  });

  it('finds the page of an item, page 1 when it is not in the list', () => {
    expect(pageOfIndex(0)).toBe(1);
    expect(pageOfIndex(8)).toBe(1);
    expect(pageOfIndex(9)).toBe(2);
    expect(pageOfIndex(19)).toBe(3);
    expect(pageOfIndex(-1)).toBe(1);
  });
});
