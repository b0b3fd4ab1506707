import type { DOMPurify } from 'dompurify';
import { useEffect, useState } from 'react';

const CONFIG = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] };

// DOMPurify is loaded on first use: the home page only needs it once a notice opens.
let purifier: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

function loadPurifier(): Promise<DOMPurify> {
  return (loading ??= import('dompurify').then(
    (m) => (purifier = m.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/**
 * Server HTML (notices, help articles) is operator-written but still untrusted: it is
 * sanitised before it reaches the DOM, so no script, inline handler or javascript: URL runs.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, CONFIG);
}

/** Text only, for when the sanitiser cannot load: a parsed-not-rendered document runs nothing. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

export function SanitizedHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ html: string } | { text: string } | null>(() =>
    purifier ? { html: purifier.sanitize(html, CONFIG) } : null,
  );
  useEffect(() => {
    let live = true;
    sanitizeHtml(html).then(
      (out) => live && setClean({ html: out }),
      () => live && setClean({ text: plainText(html) }),
    );
    return () => {
      live = false;
    };
  }, [html]);
  if (!clean) return <div className={className} aria-busy="true" />;
  if ('text' in clean) return <div className={className}>{clean.text}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
