import { Pagination } from '../common/pagination';

/** Page buttons of the lottery tables (SPEC §9: page range 3, margin pages 1): every page in range opens. */
export function LotteryPagination({ page, count, onGoTo, label }: { page: number; count: number; onGoTo: (page: number) => void; label: string }) {
  return <Pagination page={page} count={count} canGoTo={(p) => p >= 1 && p <= count} onGoTo={onGoTo} label={label} />;
}

/** Pages of a `{ page, size, total }` answer (at least one). */
export function pageCount(data: { size: number; total: number }): number {
  return Math.max(1, Math.ceil(data.total / Math.max(1, data.size)));
}
