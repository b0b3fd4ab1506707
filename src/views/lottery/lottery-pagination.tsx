import { useLingui } from '@lingui/react/macro';
import { pageList } from '../common/page-list';
import '../common/pagination.css';

/** Page buttons of the lottery tables (SPEC §9: page range 3, margin pages 1). */
export function LotteryPagination({ page, count, onGoTo, label }: { page: number; count: number; onGoTo: (page: number) => void; label: string }) {
  const { t } = useLingui();
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" aria-label={t`Previous page`} disabled={page <= 1} onClick={() => onGoTo(page - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="pagination__list">
        {pageList(page, count).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onGoTo(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__step" aria-label={t`Next page`} disabled={page >= count} onClick={() => onGoTo(page + 1)}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

/** Pages of a `{ page, size, total }` answer (at least one). */
export function pageCount(data: { size: number; total: number }): number {
  return Math.max(1, Math.ceil(data.total / Math.max(1, data.size)));
}
