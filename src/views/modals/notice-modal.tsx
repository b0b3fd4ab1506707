import type { Notice } from '../../api/schemas/notice';

/** The notice modal's props carry the notices it shows (home popups or the marquee); src/views/content/notice-screen.tsx renders them. */
export function isNoticeList(value: unknown): value is Notice[] {
  return Array.isArray(value) && value.every((n) => n && typeof n === 'object' && 'title' in n && 'content' in n);
}
