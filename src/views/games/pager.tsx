import { useLingui } from '@lingui/react/macro';

/** Previous / next over a paged game list; the current page is announced. */
export function Pager({ page, total, size, onPage, label }: { page: number; total: number; size: number; onPage: (page: number) => void; label: string }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`Previous page`}
      </button>
      <span className="pager__status" aria-live="polite">{t`Page ${page} of ${pages}`}</span>
      <button type="button" className="btn btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t`Next page`}
      </button>
    </nav>
  );
}
