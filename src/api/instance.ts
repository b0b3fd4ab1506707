import { DEFAULT_LOCALE, i18n } from '../i18n';
import { array, is, number, object, optional, record, string, union, unknown } from 'superstruct';
import { BOOT_ANSWERS_ID } from '../pages/first-reads';
import { nextTask } from '../time/next-task';
import { createApiClient, type SeedAnswer } from './client';

const SeedAnswers = array(object({ name: string(), query: optional(record(string(), union([string(), number()]))), language: string(), value: unknown() }));

/** The answers the server sent inside the page, or none when it sent none (or anything else). */
export function readBootAnswers(doc: Document = document): SeedAnswer[] {
  const text = doc.getElementById(BOOT_ANSWERS_ID)?.textContent;
  if (!text) return [];
  try {
    const answers: unknown = JSON.parse(text);
    return is(answers, SeedAnswers) ? (answers as SeedAnswer[]) : [];
  } catch {
    return [];
  }
}

/** Merchant code: injected by the server as <meta name="merchant-code">, else remembered, else default. */
export function resolveMerchantCode(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="merchant-code"]')?.content;
  if (meta) {
    try {
      localStorage.setItem('merchantCode', meta);
    } catch {
      /* storage unavailable */
    }
    return meta;
  }
  try {
    return localStorage.getItem('merchantCode') ?? 'bd01';
  } catch {
    return 'bd01';
  }
}

export function createBrowserApiClient(
  deps: {
    moduleEnabled?: (modId: string) => boolean;
    onSessionReplaced?: () => void;
    beforeFirstRequest?: () => Promise<unknown>;
    /** The language the tab starts in: its reads ask in it while its catalog loads (the answers the page carried are in it). */
    initialLanguage?: string;
  } = {},
) {
  const merchantCode = resolveMerchantCode();
  return createApiClient({
    merchantCode: () => merchantCode,
    language: () => i18n.locale || deps.initialLanguage || DEFAULT_LOCALE,
    token: () => {
      try {
        return sessionStorage.getItem('token');
      } catch {
        return null;
      }
    },
    moduleEnabled: deps.moduleEnabled,
    onSessionReplaced: deps.onSessionReplaced,
    beforeFirstRequest: deps.beforeFirstRequest,
    betweenSeedChecks: nextTask,
  });
}
