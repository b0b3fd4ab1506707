/**
 * Chart mutation testing: `npm run test:mutation [chart…]` (every chart when none is named), or
 * `npm run test:mutation -- --changed [--base <ref>]` for the charts a commit touched
 * (`git diff --name-only <ref>`, HEAD~1 by default); `--dry-run` only names the charts and suites.
 *
 * Runs the charts' generated suites (tests/model) in ONE Vitest process with MUTATION=1: the
 * harness then builds each chart's mutants (src/machines/graph/mutants.ts) and runs the paths
 * through each changed state against it, writing reports/mutation/<chart>.json. This script
 * prints the per-chart table and the overall score, writes reports/mutation/summary.json, and
 * exits 1 when a chart it ran is below its target (90%; the money charts: no survivor left
 * unjustified). MUTATION_WORKERS sets Vitest's workers (default 1: the machine is shared).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { MutationChartReport } from '../src/machines/graph/mutants';

const root = resolve(import.meta.dirname, '..');
const reportDir = join(root, 'reports/mutation');
const modelTests = join(root, 'tests/model');

/** Charts whose every surviving mutant must be killed or recorded as equivalent. */
export const MONEY_CHARTS = new Set([
  'deposit',
  'withdrawal',
  'withdrawal-confirmation',
  'wallet-transfer',
  'upline-transfer',
  'payment-password',
  'lottery-slip',
  'contract',
]);
const TARGET = 90;


/** chart name → its folder under src/machines (from `<name>.machine.ts`). */
function charts(): Map<string, string> {
  const out = new Map<string, string>();
  const dir = join(root, 'src/machines');
  for (const folder of readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === 'graph') continue;
    for (const file of readdirSync(join(dir, folder.name))) {
      const m = /^(.+)\.machine\.ts$/.exec(file);
      if (m) out.set(m[1]!, folder.name);
    }
  }
  return out;
}

/** Each generated suite's file, the chart folders it imports and every file it imports directly. */
function suites(): { file: string; folders: Set<string>; imports: Set<string> }[] {
  return readdirSync(modelTests)
    .filter((f) => f.endsWith('.test.tsx') && f !== 'harness.test.tsx')
    .map((f) => {
      const file = join(modelTests, f);
      const text = readFileSync(file, 'utf8');
      if (!text.includes('describeModel')) return null;
      const specs = [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => relative(root, resolve(dirname(file), m[1]!)));
      const folders = new Set(specs.flatMap((s) => /^src\/machines\/([^/]+)\//.exec(s)?.[1] ?? []));
      // The shared machinery (harness, path generation, test set-up) would name every chart: a full run checks it.
      const shared = (spec: string) => /^(tests\/model\/harness|tests\/setup\/|src\/machines\/graph\/)/.test(spec);
      return { file, folders, imports: new Set(specs.filter((spec) => !shared(spec))) };
    })
    .filter((x) => x !== null);
}

/** Charts a change touches: its folder, its suite, or a file its suite imports (the view). */
function changedCharts(base: string, all: Map<string, string>): string[] {
  const files = execFileSync('git', ['diff', '--name-only', base], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const folders = new Set<string>();
  for (const f of files) {
    const m = /^src\/machines\/([^/]+)\//.exec(f);
    if (m && m[1] !== 'graph') folders.add(m[1]!);
  }
  for (const s of suites()) {
    const touched = files.some((f) => f === relative(root, s.file) || s.imports.has(f.replace(/\.(tsx?|jsx?)$/, '')));
    if (touched) for (const folder of s.folders) folders.add(folder);
  }
  if (files.some((f) => f.startsWith('src/machines/graph/') || f.startsWith('tests/model/harness')))
    console.log('The harness or the mutant generator changed: a full run (`npm run test:mutation`) checks them on every chart.');
  return [...all].filter(([, folder]) => folders.has(folder)).map(([chart]) => chart);
}

function main() {
  const args = process.argv.slice(2);
  const all = charts();
  let wanted: string[];
  if (args.includes('--changed')) {
    const i = args.indexOf('--base');
    const base = i >= 0 ? args[i + 1]! : 'HEAD~1';
    wanted = changedCharts(base, all);
    console.log(`Charts changed since ${base}: ${wanted.length ? wanted.join(', ') : 'none'}`);
    if (!wanted.length) return;
  } else {
    wanted = args.filter((a) => !a.startsWith('--'));
    const unknown = wanted.filter((c) => !all.has(c));
    if (unknown.length) throw new Error(`no such chart: ${unknown.join(', ')} (charts: ${[...all.keys()].join(', ')})`);
    if (!wanted.length) wanted = [...all.keys()];
  }
  wanted.sort();
  const folders = new Set(wanted.map((c) => all.get(c)!));
  const files = suites()
    .filter((s) => [...s.folders].some((f) => folders.has(f)))
    .map((s) => relative(root, s.file));

  if (args.includes('--dry-run')) {
    console.log(`Would mutate: ${wanted.join(', ')}\nthrough: ${files.join(', ')}`);
    return;
  }
  mkdirSync(reportDir, { recursive: true });
  for (const c of wanted) rmSync(join(reportDir, `${c}.json`), { force: true });
  const started = Date.now();
  // One test per (mutant, path): Vitest's own output goes to a log, the table below is the result.
  const log = openSync(join(reportDir, 'vitest.log'), 'w');
  console.log(`Mutating ${wanted.length} chart(s) through ${files.length} suite file(s); Vitest's output: reports/mutation/vitest.log`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'model', '--project', 'isolated', '--reporter=dot', '--silent', `--maxWorkers=${process.env.MUTATION_WORKERS ?? 1}`, ...files],
    { cwd: root, stdio: ['ignore', log, log], env: { ...process.env, MUTATION: '1', MUTATION_CHARTS: wanted.join(',') } },
  );
  closeSync(log);
  const seconds = Math.round((Date.now() - started) / 1000);

  const reports = wanted.map((c) => {
    const file = join(reportDir, `${c}.json`);
    return { chart: c, report: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MutationChartReport) : null };
  });
  const rows = reports.map(({ chart, report }) => {
    const target = MONEY_CHARTS.has(chart) ? 'all or justified' : `≥ ${TARGET}%`;
    const ok =
      report && !report.identityFailed ? (MONEY_CHARTS.has(chart) ? report.survived === 0 : report.score >= TARGET) : false;
    return { chart, report, target, ok };
  });
  const header = ['chart', 'mutants', 'killed', 'timed out', 'survived', 'equivalent', 'invalid', 'score', 'target', 'seconds', 'result'];
  const table = rows.map(({ chart, report, target, ok }) =>
    report
      ? [
          chart,
          report.mutants,
          report.killed,
          report.timedOut,
          report.survived,
          report.equivalent,
          report.invalid,
          `${report.score}%`,
          target,
          report.seconds,
          ok ? 'ok' : 'BELOW',
        ].map(String)
      : [chart, '-', '-', '-', '-', '-', '-', '-', target, '-', 'NO REPORT'],
  );
  const sum = (k: 'mutants' | 'killed' | 'timedOut' | 'survived' | 'equivalent' | 'invalid') =>
    reports.reduce((n, r) => n + (r.report?.[k] ?? 0), 0);
  const scored = sum('mutants') - sum('equivalent') - sum('invalid');
  const overall = scored === 0 ? 100 : Math.floor(((sum('killed') + sum('timedOut')) / scored) * 1000) / 10;
  table.push(
    ['all', sum('mutants'), sum('killed'), sum('timedOut'), sum('survived'), sum('equivalent'), sum('invalid'), `${overall}%`, '', seconds, ''].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log('\nChart mutation testing (timed-out mutants count as killed)\n');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of table) console.log(line(r));
  for (const { chart, report } of reports) {
    for (const s of report?.results.filter((r) => r.status === 'survived') ?? [])
      console.log(`survived  ${chart}  ${s.id}\n          ${s.description}${s.diverged ? `\n          the chart's state differed (${s.diverged}), the screen did not show it` : ''}`);
    if (report?.identityFailed) console.log(`${chart}: the unchanged chart failed under the mutation run, results not trusted: ${report.identityFailed}`);
    else if (report?.oracleFallback) console.log(`${chart}: checked against the mutant's own snapshot (${report.oracleFallback})`);
    if (report?.staleEquivalents.length) console.log(`${chart}: recorded equivalents that no longer exist: ${report.staleEquivalents.join(', ')}`);
  }
  writeFileSync(
    join(reportDir, 'summary.json'),
    JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        seconds,
        overall: { mutants: sum('mutants'), killed: sum('killed') + sum('timedOut'), survived: sum('survived'), equivalent: sum('equivalent'), invalid: sum('invalid'), score: overall },
        charts: rows.map(({ chart, report, target, ok }) => ({ chart, target, ok, ...(report ? { ...report, results: undefined } : { missing: true }) })),
      },
      null,
      2,
    ),
  );
  console.log(`\n${wanted.length} chart(s) in ${seconds} s (Vitest exit ${run.status}). Reports: reports/mutation/<chart>.json, summary.json`);
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}

main();
