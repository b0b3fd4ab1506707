/**
 * Chart diffs for sign-off: every chart compared with its definition at a git revision.
 *
 *   npm run flows:diff <ref>                 <ref> → the working tree
 *   npm run flows:diff <ref> <ref2>          <ref> → <ref2>
 *   npm run flows:diff -- --against <file>   a saved baseline → the working tree
 *   npm run flows:diff -- --baseline [<ref>] [--out <file>]
 *                                            save a baseline (default reports/flows/baseline.json) of the
 *                                            working tree or of <ref>, for /flows "Load baseline"
 *
 * Prints the states, transitions (guards, delays), descriptions and requirement ids added, removed
 * or changed, and the generated paths that appear, disappear or change; writes the diff as JSON
 * (reports/flows/diff.json, or --json <file>). A revision is exported with `git archive` into a
 * temporary directory beside a node_modules link, and its charts are imported from there: the
 * charts import their own modules, which must be of the same revision.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type Baseline, chartSnapshot, diffBaselines, formatDiffs, makeBaseline, parseBaseline } from '../src/machines/graph/chart-diff';
import { loadChartsFrom } from './chart-loader';

const root = resolve(import.meta.dirname, '..');

async function snapshotTree(dir: string, source: string): Promise<Baseline> {
  const { charts, failed } = await loadChartsFrom(dir);
  for (const f of failed) console.warn(`${source}: ${f.file.slice(dir.length + 1)} not loaded: ${f.error}`);
  return makeBaseline(
    charts.map((c) => chartSnapshot(c)),
    source,
  );
}

async function snapshotRef(ref: string): Promise<Baseline> {
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    console.error(`flows:diff: no such revision: ${ref}`);
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'flows-diff-'));
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', commit, 'src', 'package.json', 'tsconfig.json'], { cwd: root, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return await snapshotTree(dir, `${ref} (${commit.slice(0, 10)})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, value && !value.startsWith('--') ? 2 : 1);
  return value && !value.startsWith('--') ? value : undefined;
}

function write(file: string, data: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2));
}

async function main() {
  const args = process.argv.slice(2);
  const wantsBaseline = args.includes('--baseline');
  if (wantsBaseline) args.splice(args.indexOf('--baseline'), 1);
  const out = option(args, '--out');
  const json = option(args, '--json') ?? join(root, 'reports/flows/diff.json');
  const against = option(args, '--against');
  const [from, to] = args;

  if (wantsBaseline) {
    const baseline = from ? await snapshotRef(from) : await snapshotTree(root, 'working tree');
    const file = resolve(out ?? join(root, 'reports/flows/baseline.json'));
    write(file, baseline);
    console.log(`Baseline of ${baseline.source}: ${baseline.charts.length} charts → ${file}`);
    return;
  }
  if (!from && !against) {
    console.error('usage: npm run flows:diff <ref> [<ref2>] | -- --against <baseline.json> | -- --baseline [<ref>] [--out <file>]');
    process.exit(2);
  }
  const before = against ? parseBaseline(readFileSync(against, 'utf8')) : await snapshotRef(from!);
  const after = to && !against ? await snapshotRef(to) : await snapshotTree(root, 'working tree');
  const diffs = diffBaselines(before, after);
  console.log(formatDiffs(diffs, before.source, after.source));
  write(resolve(json), { from: before.source, to: after.source, createdAt: new Date().toISOString(), charts: diffs.filter((d) => d.status !== 'unchanged') });
  console.log(`\nDiff: ${resolve(json)}`);
}

await main();
