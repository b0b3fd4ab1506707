import { useLingui } from '@lingui/react/macro';
import type { Notice } from '../../api/schemas/notice';
import { useNoticeToday } from '../../machines/popups/use-popups';

/** The notice modal's props carry the notices it shows (home popups or the marquee); src/views/content/notice-screen.tsx renders them. */
export function isNoticeList(value: unknown): value is Notice[] {
  return Array.isArray(value) && value.every((n) => n && typeof n === 'object' && 'title' in n && 'content' in n);
}

/** The home popup notice's "Don't show again today" (until midnight on the site's GMT+8 clock; src/machines/popups). */
export function NoticeHideToday() {
  const { t } = useLingui();
  const { hidden, setHidden } = useNoticeToday();
  return (
    <label className="notice-hide-today">
      <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.currentTarget.checked)} />
      {t`Don't show again today`}
    </label>
  );
}
