import { describe, expect, it } from 'vitest';
import { PAGINATION } from '../../config/constants';
import { pageList } from './page-list';

describe('pagination page list (SPEC §9: page range 3, margin pages 1)', () => {
  it('uses the SPEC constants by default', () => {
    expect(PAGINATION).toMatchObject({ pageRange: 3, marginPages: 1 });
    expect(pageList(5, 10)).toEqual(pageList(5, 10, 3, 1));
  });

  it('shows every page when they all fit', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
    expect(pageList(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('no pages, no buttons', () => {
    expect(pageList(1, 0)).toEqual([]);
  });

  it('keeps the first and last page and three pages around the current one, with gaps between', () => {
    expect(pageList(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageList(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
  });

  it('slides the window inwards at both ends so it always holds three pages', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageList(2, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageList(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
    expect(pageList(9, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageList(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageList(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageList(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps a current page outside 1..count', () => {
    expect(pageList(0, 10)).toEqual(pageList(1, 10));
    expect(pageList(99, 10)).toEqual(pageList(10, 10));
  });

  it('follows other range and margin settings', () => {
    expect(pageList(10, 20, 5, 2)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageList(10, 20, 1, 0)).toEqual(['gap', 10, 'gap']);
  });
});
