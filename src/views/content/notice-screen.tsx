import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Notice } from '../../api/schemas/notice';
import { PAGINATION } from '../../config/constants';
import { lazyPart } from '../common/lazy-page';
import { SanitizedHtml } from '../common/sanitized-html';
import './content.css';
import { formatSiteDateTime } from '../common/site-time';

/**
 * Page buttons arrive only for a list longer than a page: the home notice popup (a few notices)
 * never shows them, and it opens on a first visit, within the home page's JavaScript budget.
 */
const Pagination = lazyPart(() => import('../common/pagination').then((m) => m.Pagination), <></>);

/**
 * The notice screen (SPEC §2, §9): notices PAGINATION.noticePageSize (9) a page, page buttons
 * with range 3 and margin 1 (records/page-list.ts), each item a title and date that expands to
 * its HTML content. The content is operator HTML: it goes through SanitizedHtml (an allowlist, rebuilt as React elements) and
 * is only rendered once expanded. A single notice (a popup) opens expanded.
 */
export function NoticeScreen({ notices }: { notices: readonly Notice[] }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(notices.length === 1 ? [notices[0]!.id] : []));
  if (!notices.length) return <p className="notices__empty">{t`No notices.`}</p>;
  const size = PAGINATION.noticePageSize;
  const count = Math.ceil(notices.length / size);
  const shown = notices.slice((page - 1) * size, page * size);
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="notices">
      <ol className="notices__list" aria-label={t`Notices`}>
        {shown.map((n) => (
          <NoticeItem key={n.id} notice={n} open={open.has(n.id)} onToggle={() => toggle(n.id)} />
        ))}
      </ol>
      {count > 1 && <Pagination page={page} count={count} canGoTo={(p) => p >= 1 && p <= count && p !== page} onGoTo={setPage} />}
    </div>
  );
}

function NoticeItem({ notice, open, onToggle }: { notice: Notice; open: boolean; onToggle: () => void }) {
  const bodyId = useId();
  return (
    <li className="notices__item">
      <h3 className="notices__heading">
        <button type="button" className="notices__head" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          <span className="notices__title">{notice.title}</span>
          <time className="notices__date" dateTime={notice.date}>
            {formatSiteDateTime(notice.date)}
          </time>
        </button>
      </h3>
      <div id={bodyId} className="notices__body" role="region" aria-label={notice.title} hidden={!open}>
        {open && <SanitizedHtml html={notice.content} />}
      </div>
    </li>
  );
}
