import type { Localized } from '../db/database';

/**
 * Picks the text for a language: the requested one, else the merchant default, else
 * English, else whatever exists. A missing translation never blanks the page.
 */
export function pick(text: Localized | null | undefined, lang: string, fallback: string): string {
  if (!text) return '';
  return text[lang] ?? text[fallback] ?? text.en ?? Object.values(text)[0] ?? '';
}

/**
 * Language of a request from the `Language` header (BN/EN, any case). Only languages the
 * merchant offers count; anything else falls back to the merchant default.
 */
export function requestLanguage(header: string | undefined, offered: string[], defaultLanguage: string): string {
  const wanted = header?.trim().toLowerCase();
  if (wanted && offered.includes(wanted)) return wanted;
  return defaultLanguage.toLowerCase();
}
