import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server HTML (notices, help articles) is operator-written but still untrusted: it is
 * sanitised before it reaches the DOM, so no script, inline handler or javascript: URL runs.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
