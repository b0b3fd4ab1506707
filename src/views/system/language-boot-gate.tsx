import type { ReactNode } from 'react';
import { useLanguageBoot } from '../../machines/language/use-language';

/**
 * Lingui renders nothing until a catalog is active. If the very first catalog chunk fails
 * to load there is no catalog to translate with, so this one screen carries its two
 * sentences in both offered languages (the only strings outside Lingui, by necessity).
 */
export function LanguageBootGate({ children }: { children: ReactNode }) {
  const { stuck, retry } = useLanguageBoot();
  if (!stuck) return <>{children}</>;
  return (
    <main className="gate gate--error">
      <h1 role="alert" lang="bn">
        নেটওয়ার্ক সংযোগ অস্বাভাবিক, অনুগ্রহ করে আবার চেষ্টা করুন
      </h1>
      <p lang="en">Network link is abnormal, please try again</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        <span lang="bn">আবার চেষ্টা করুন</span> / <span lang="en">Try again</span>
      </button>
    </main>
  );
}
