import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
export const ROOT = resolve(import.meta.dirname, '../..');
const config = require(join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: unknown[]; options: Record<string, unknown> };
const babelConfig = JSON.parse(readFileSync(join(ROOT, 'tests/boundaries/babel.config.json'), 'utf8')) as object;

/** Every .ts/.tsx file under `dir` (absolute paths), declaration files left out. */
export function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** One violation as `rule: from -> to`, paths relative to `baseDir`. */
export type Violation = string;

/**
 * Cruises every .ts/.tsx file under `roots` (relative to `baseDir`) with the project's rules and
 * returns the violations, sorted. Type-only imports are not dependencies: Babel's TypeScript
 * preset removes them before the imports are read.
 */
export async function violations(baseDir: string, roots: string[]): Promise<Violation[]> {
  const files = roots.flatMap((r) => sources(join(baseDir, r))).map((f) => relative(baseDir, f));
  const previous = process.cwd();
  process.chdir(baseDir);
  try {
    const { babelConfig: _file, tsConfig: _ts, ...options } = config.options;
    const result = await cruise(files, { ...options, ruleSet: { forbidden: config.forbidden }, validate: true } as never, undefined, {
      babelConfig,
    } as never);
    if (typeof result.output === 'string') throw new Error('dependency-cruiser returned text, not a result');
    return result.output.summary.violations.map((v: IViolation) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  } finally {
    process.chdir(previous);
  }
}
