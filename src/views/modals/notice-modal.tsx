import type { Notice } from '../../api/schemas/notice';
import { SanitizedHtml } from '../common/sanitized-html';

export function isNoticeList(value: unknown): value is Notice[] {
  return Array.isArray(value) && value.every((n) => n && typeof n === 'object' && 'title' in n && 'content' in n);
}

/** Body of the notice modal: the notices it was opened with (home popups or the marquee). */
export function NoticeModalBody({ notices }: { notices: readonly Notice[] }) {
  return (
    <ol className="notice-list">
      {notices.map((n) => (
        <li key={n.id} className="notice-list__item">
          <h3 className="notice-list__title">{n.title}</h3>
          <p className="notice-list__date">
            <time dateTime={n.date.replace(' ', 'T')}>{n.date}</time>
          </p>
          <SanitizedHtml html={n.content} />
        </li>
      ))}
    </ol>
  );
}
