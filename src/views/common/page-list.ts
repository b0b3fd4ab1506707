import { PAGINATION } from '../../config/constants';

export type PageItem = number | 'gap';

/**
 * The page buttons of the pagination widget (SPEC §9: page range 3, margin pages 1): the first
 * and last `margin` pages, a window of `range` pages around the current one (slid inwards at
 * the ends so it always holds `range` pages), and a gap for each run of hidden pages. A gap
 * never stands for a single page: that page is shown instead.
 *
 *   pageList(1, 10) → [1, 2, 3, 'gap', 10]      pageList(5, 10) → [1, 'gap', 4, 5, 6, 'gap', 10]
 *   pageList(4, 10) → [1, 2, 3, 4, 5, 'gap', 10] pageList(10, 10) → [1, 'gap', 8, 9, 10]
 */
export function pageList(
  current: number,
  count: number,
  range: number = PAGINATION.pageRange,
  margin: number = PAGINATION.marginPages,
): PageItem[] {
  if (count < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), count);
  let start = page - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) [start, end] = [1, Math.min(count, range)];
  if (end > count) [start, end] = [Math.max(1, count - range + 1), count];
  const shown = (p: number) => p <= margin || p > count - margin || (p >= start && p <= end);

  const items: PageItem[] = [];
  for (let p = 1; p <= count; p++) {
    if (shown(p)) {
      items.push(p);
      continue;
    }
    let last = p;
    while (last + 1 <= count && !shown(last + 1)) last++;
    items.push(last === p ? p : 'gap');
    p = last;
  }
  return items;
}
