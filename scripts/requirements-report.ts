/**
 * Requirement traceability report (run by `npm run test:model:gate` after the coverage report,
 * or alone: `tsx scripts/requirements-report.ts`). For every requirement id of
 * src/machines/graph/requirements.ts: the charts, states and transitions that name it in
 * `meta.spec`, and the generated paths that exercise it with their outcome in the jsdom suite
 * (reports/model/<chart>.json) and, for charts with a browser path file
 * (tests/e2e/paths/<chart>.paths.e2e.ts), the outcome of the browser walks that took the same edge
 * (reports/e2e-paths/<chart>.json).
 * Writes reports/model/requirements.json and requirements.html; lists the requirements no path
 * covers. Not a gate: it fails only on an id a chart names that the list lacks.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generatePaths } from '../src/machines/graph/paths';
import { type BrowserWalk, chartRequirementIds, chartTrace, type RunStatus, type TraceabilityReport, traceability } from '../src/machines/graph/traceability';
import { loadChartsFrom } from './chart-loader';

const root = resolve(import.meta.dirname, '..');
const reportDir = join(root, 'reports/model');

function outcomes(file: string, read: (r: Record<string, unknown>) => RunStatus): Map<string, RunStatus> | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { results?: (Record<string, unknown> & { description: string })[] };
  return new Map((report.results ?? []).map((r) => [r.description, read(r)]));
}

/** The walks a browser path report (tests/e2e/paths/runner.ts) says ran: their edges and outcomes; none when it is absent. */
function walksRun(file: string): BrowserWalk[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { results?: { description: string; status: RunStatus; edges?: string[] }[] };
  return (report.results ?? []).map((r) => ({ edges: r.edges ?? [], description: r.description, status: r.status }));
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function html(report: TraceabilityReport): string {
  const status = (s: RunStatus | null) => (s === null ? '' : `<span class="${s.replace(' ', '-')}">${esc(s)}</span>`);
  const rows = report.requirements
    .map((r) => {
      const parts = [
        r.states.length ? `<p>States: ${r.states.map((s) => `<code>${esc(s.id)}</code>`).join(', ')}</p>` : '',
        r.transitions.length ? `<p>Transitions: ${r.transitions.map((t) => `<code>${esc(t.id)}</code>`).join(', ')}</p>` : '',
        r.paths.length
          ? `<details><summary>${r.paths.length} generated paths</summary><ul>${r.paths
              .map((p) => `<li><b>${esc(p.chart)}</b> jsdom ${status(p.jsdom)}${p.browser ? ` · browser ${status(p.browser)}` : ''} — ${esc(p.description)}</li>`)
              .join('')}</ul></details>`
          : '<p class="failed">No generated path exercises it.</p>',
      ];
      return `<section><h2>${esc(r.id)} <small>${esc(r.charts.join(', ') || 'no chart')}</small></h2><p>${esc(r.text)}</p>${parts.join('')}</section>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Requirement traceability</title>
<style>body{font:14px system-ui;margin:2rem;max-width:70rem}small{color:#555;font-weight:400}.passed{color:#176c2f}.failed{color:#a11}.skipped,.not-run{color:#8a5a00}code{background:#f3f4f6;padding:0 .2rem}</style>
<h1>Requirement traceability</h1><p>Generated ${new Date().toISOString()} · ${report.requirements.length} requirements · ${
    report.requirements.length - report.uncovered.length
  } exercised by generated paths</p>
<p>Not covered by any path (${report.uncovered.length}): ${esc(report.uncovered.join(', ') || 'none')}</p>${
    report.unknown.length ? `<p class="failed">Unknown ids: ${esc(report.unknown.join(', '))}</p>` : ''
  }${rows}</html>`;
}

async function main() {
  const { charts, failed } = await loadChartsFrom(root);
  for (const f of failed) console.warn(`not loaded: ${f.file}: ${f.error}`);
  const inputs = charts
    .filter((model) => chartRequirementIds(chartTrace(model.id, model.machine)).length > 0)
    .map((model) => ({
      model,
      paths: generatePaths(model),
      jsdom: outcomes(join(reportDir, `${model.id}.json`), (r) => (r.ok ? 'passed' : 'failed')),
      browser: existsSync(join(root, `tests/e2e/paths/${model.id}.paths.e2e.ts`)) ? walksRun(join(root, `reports/e2e-paths/${model.id}.json`)) : undefined,
    }));
  const report = traceability(inputs);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'requirements.json'), JSON.stringify({ createdAt: new Date().toISOString(), ...report }, null, 2));
  writeFileSync(join(reportDir, 'requirements.html'), html(report));

  console.log(`\nRequirement traceability (${inputs.length} charts name requirements)\n`);
  const width = Math.max(...report.requirements.map((r) => r.id.length));
  for (const r of report.requirements) {
    const browser = r.paths.filter((p) => p.browser === 'passed').length;
    console.log(`${r.id.padEnd(width)}  ${String(r.paths.length).padStart(4)} paths  ${String(browser).padStart(3)} in browser  ${r.charts.join(', ') || '-'}`);
  }
  console.log(`\nNot covered by any generated path (${report.uncovered.length}): ${report.uncovered.join(', ') || 'none'}`);
  console.log('Reports: reports/model/requirements.json, reports/model/requirements.html');
  if (report.unknown.length) {
    console.log(`\nUnknown requirement ids (add them to src/machines/graph/requirements.ts or fix the typo): ${report.unknown.join(', ')}`);
    process.exit(1);
  }
}

await main();
