/**
 * Fills empty msgstr entries of every catalog of a locale from locales/pending/*.<locale>.json files
 * ({ "English source": "translation" }) written alongside new views, then removes the files
 * whose every entry was used. Run after `npm run extract`:
 *
 *   tsx scripts/merge-translations.ts bn
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const locale = process.argv[2] ?? 'bn';
const dir = 'locales/pending';
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(`.${locale}.json`)) : [];
const pending = new Map<string, { text: string; file: string }>();
for (const f of files) {
  for (const [src, text] of Object.entries(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>)) {
    pending.set(src, { text, file: f });
  }
}

const unquote = (s: string) => JSON.parse(s) as string;
const used = new Set<string>();
const missing: string[] = [];
const translated = new Set<string>();
for (const po of readdirSync(`locales/${locale}`).filter((f) => f.endsWith('.po'))) {
const poPath = `locales/${locale}/${po}`;
const lines = readFileSync(poPath, 'utf8').split('\n');
for (let i = 0; i < lines.length; i++) {
  const id = /^msgid (".*")$/.exec(lines[i]!);
  if (!id || !lines[i + 1]?.startsWith('msgstr ')) continue;
  const src = unquote(id[1]!);
  if (!src || lines[i + 1] !== 'msgstr ""') continue;
  const hit = pending.get(src);
  if (hit) {
    lines[i + 1] = `msgstr ${JSON.stringify(hit.text)}`;
    used.add(src);
  } else missing.push(src);
}
writeFileSync(poPath, lines.join('\n'));
for (let i = 0; i < lines.length; i++) {
  const id = /^msgid (".*")$/.exec(lines[i]!);
  if (id && lines[i + 1]?.startsWith('msgstr "') && lines[i + 1] !== 'msgstr ""') translated.add(unquote(id[1]!));
}
console.log(`${poPath}: filled ${[...used].length} so far`);
}
// A pending file goes once the catalogs hold a translation for every one of its entries.
for (const f of files) {
  const entries = Object.keys(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>);
  if (entries.every((e) => translated.has(e))) rmSync(join(dir, f));
  else console.log(`kept ${f}: some entries are not in the catalog (yet)`);
}
console.log(`locales/${locale}: filled ${used.size}; still untranslated ${missing.length}`);
for (const m of missing) console.log(`  missing: ${m}`);
process.exitCode = missing.length ? 1 : 0;
