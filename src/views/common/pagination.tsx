import { useLingui } from '@lingui/react/macro';
import { pageList } from './page-list';
import './pagination.css';

/**
 * Page buttons (SPEC §9: page range 3, margin pages 1) with previous and next. A page the
 * chart would not move to (the current one, or beyond the ends) is disabled.
 */
export function Pagination({
  page,
  count,
  canGoTo,
  onGoTo,
  label,
}: {
  page: number;
  count: number;
  canGoTo: (page: number) => boolean;
  onGoTo: (page: number) => void;
  /** The list's own name (e.g. "Draw history pages"); default "Pages". */
  label?: string;
}) {
  const { t } = useLingui();
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t`Pages`}>
      <button type="button" className="pagination__step" aria-label={t`Previous page`} disabled={!canGoTo(page - 1)} onClick={() => onGoTo(page - 1)}>
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
                disabled={item !== page && !canGoTo(item)}
                onClick={() => item !== page && onGoTo(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__step" aria-label={t`Next page`} disabled={!canGoTo(page + 1)} onClick={() => onGoTo(page + 1)}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
