import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './server';

/**
 * The site's languages in browser tests. A journey that runs in Bengali (the default language)
 * finds its controls by their Bengali names, read from the committed catalogs (locales/bn/*.po),
 * so a missing or wrong translation fails the journey the way a Bengali reader would meet it.
 */
export type Language = 'bn' | 'en';

/** Any Bengali letter: a text shown in Bengali has some. */
export const BENGALI = /[\u0980-\u09FF]/;

let bengali: Map<string, Set<string>> | undefined;

/** English source → its Bengali translations (one source may sit in several catalogs). */
function catalog(): Map<string, Set<string>> {
  if (bengali) return bengali;
  bengali = new Map();
  const dir = join(ROOT, 'locales/bn');
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    // Single-line entries are all the tests need (the catalogs write every entry on one line).
    for (const m of text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)) {
      const [id, str] = [unquote(m[1]!), unquote(m[2]!)];
      if (!id || !str) continue;
      if (!bengali.has(id)) bengali.set(id, new Set());
      bengali.get(id)!.add(str);
    }
  }
  return bengali;
}

/**
 * The Bengali of an English source text, placeholders (`{name}`) filled from `values`. A source
 * with no translation, or with different ones in different catalogs, throws: the test must then
 * name what it means more precisely.
 */
export function inBengali(english: string, values: Record<string, string | number> = {}): string {
  const found = catalog().get(english);
  if (!found) throw new Error(`no Bengali translation of "${english}" in locales/bn`);
  if (found.size > 1) throw new Error(`"${english}" has ${found.size} Bengali translations: ${[...found].join(' | ')}`);
  return fill([...found][0]!, values);
}

const fill = (text: string, values: Record<string, string | number> = {}) => text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

/** A translator for one language: `say('Sign out')` is "Sign out" in English, "সাইন আউট" in Bengali. */
export type Say = (english: string, values?: Record<string, string | number>) => string;
export const wordsOf = (language: Language): Say => (language === 'bn' ? inBengali : fill);

const languages = new WeakMap<Page, Language>();

/** Records the language a page was opened in (support/accounts.ts visitor). */
export function setPageLanguage(page: Page, language: Language) {
  languages.set(page, language);
}

/** The language the page was opened in; English unless a test opened it in Bengali. */
export const languageOf = (page: Page): Language => languages.get(page) ?? 'en';

/** The translator for the page's language. */
export const say = (page: Page): Say => wordsOf(languageOf(page));

/**
 * Like `say`, as a pattern: placeholders not given in `values` match any text (a sentence whose
 * number the test does not know, e.g. "Agent {account} registered with a rebate of {rate}.").
 */
export const says =
  (page: Page) =>
  (english: string, values: Record<string, string | number> = {}): RegExp => {
    const marker = '\u0000';
    const text = say(page)(english, values).replace(/\{\w+\}/g, marker);
    return new RegExp(
      text
        .split(marker)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?'),
    );
  };
