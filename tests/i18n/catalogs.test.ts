import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Entries of a .po catalog as [msgid, msgstr] (single-line strings, as `lingui extract` writes them). */
function entries(locale: string, catalog: string): [string, string][] {
  const text = readFileSync(`locales/${locale}/${catalog}`, 'utf8');
  return [...text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)]
    .map((m) => [JSON.parse(m[1]!) as string, JSON.parse(m[2]!) as string] as [string, string])
    .filter(([id]) => id !== '');
}

const CATALOGS = readdirSync('locales/en').filter((f) => f.endsWith('.po'));

describe.each(CATALOGS)('translation catalog %s', (catalog) => {
  it('Bengali (the default language) translates every message', () => {
    const untranslated = entries('bn', catalog).filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('English is complete and both catalogs hold the same messages', () => {
    const en = entries('en', catalog);
    expect(en.filter(([, str]) => str.trim() === '').map(([id]) => id)).toEqual([]);
    expect(new Set(entries('bn', catalog).map(([id]) => id))).toEqual(new Set(en.map(([id]) => id)));
  });

  it('keeps placeholders in translations', () => {
    const bad = entries('bn', catalog).filter(([id, str]) => {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
      return names(id) !== names(str);
    });
    expect(bad).toEqual([]);
  });
});

describe('catalog parts', () => {
  // The parts load into one catalog as their screens open, so a text translated two ways would read
  // one way or the other depending on which screen was opened last.
  it('a text has one Bengali translation in every part it appears in', () => {
    const seen = new Map<string, Map<string, string[]>>();
    for (const catalog of CATALOGS)
      for (const [id, str] of entries('bn', catalog)) {
        const byText = seen.get(id) ?? new Map<string, string[]>();
        byText.set(str, [...(byText.get(str) ?? []), catalog]);
        seen.set(id, byText);
      }
    const differing = [...seen].filter(([, byText]) => byText.size > 1).map(([id, byText]) => ({ id, translations: Object.fromEntries(byText) }));
    expect(differing).toEqual([]);
  });
});
