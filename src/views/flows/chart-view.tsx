import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type ChartSnapshot, chartSnapshot, diffChart } from '../../machines/graph/chart-diff';
import { chartGraph, edgeLabel } from '../../machines/graph/chart-graph';
import { type ChartModel, generatePaths } from '../../machines/graph/paths';
import { replayPath } from '../../machines/graph/replay';
import { toStatelyJson } from '../../machines/graph/stately-export';
import { chartRequirementIds, chartTrace, pathRequirementIds } from '../../machines/graph/traceability';
import { LoadFailed, Loading } from '../common/data-states';
import { ChartDiagram } from './chart-diagram';
import { DiffPanel } from './diff-panel';
import { downloadBlob, svgMarkup, svgToPng } from './export';
import { type ChartLayout, layoutChart } from './layout';
import { PathsPanel, type Replay } from './paths-panel';
import { RequirementsPanel } from './requirements-panel';

export interface LiveHighlight {
  activeIds: string[];
  /** Transitions just taken (a recording's step); a live actor shows none. */
  takenIds?: string[];
}

/** A loaded baseline: where it came from, and this chart in it (null: the chart is new since). */
export interface BaselineChart {
  source: string;
  chart: ChartSnapshot | null;
}

/**
 * One chart: its diagram, export buttons, text details, the requirements it names, its generated
 * paths with replay (filtered by requirement), and against a baseline what changed since.
 */
export function ChartView({ model, live, baseline = null }: { model: ChartModel; live: LiveHighlight | null; baseline?: BaselineChart | null }) {
  const { t } = useLingui();
  const graph = useMemo(() => chartGraph(model.machine), [model]);
  const paths = useMemo(() => generatePaths(model), [model]);
  const [layout, setLayout] = useState<{ status: 'loading' | 'ready' | 'failed'; data: ChartLayout | null }>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const [replay, setReplay] = useState<Replay | null>(null);
  const [exportError, setExportError] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const trace = useMemo(() => chartTrace(model.id, model.machine), [model]);
  const requirementIds = useMemo(() => chartRequirementIds(trace), [trace]);
  const [requirement, setRequirement] = useState<string | null>(null);
  // Replaying every path to find its requirements is work: only once a filter is chosen.
  const filtering = requirement !== null;
  const pathRequirements = useMemo(() => (filtering ? paths.map((p) => pathRequirementIds(model, trace, p)) : null), [filtering, model, trace, paths]);
  const shown = useMemo(
    () => (requirement === null || !pathRequirements ? null : new Set(paths.flatMap((_, i) => (pathRequirements[i]!.includes(requirement) ? [i] : [])))),
    [requirement, pathRequirements, paths],
  );
  const diff = useMemo(() => (baseline ? diffChart(baseline.chart ?? undefined, chartSnapshot(model, graph, paths)) : null), [baseline, model, graph, paths]);
  const diffMarks = useMemo(
    () =>
      diff && {
        added: new Set([...diff.states.added.map((s) => s.id), ...diff.transitions.added.map((x) => x.edgeId)]),
        changed: new Set([...diff.states.changed.map((c) => c.after.id), ...diff.transitions.changed.map((c) => c.after.edgeId)]),
      },
    [diff],
  );
  const exportDiff = () =>
    diff &&
    baseline &&
    downloadBlob(new Blob([JSON.stringify({ baseline: baseline.source, ...diff }, null, 2)], { type: 'application/json' }), `${model.id}.diff.json`);

  useEffect(() => {
    let live = true;
    setLayout({ status: 'loading', data: null });
    layoutChart(graph).then(
      (data) => live && setLayout({ status: 'ready', data }),
      () => live && setLayout({ status: 'failed', data: null }),
    );
    return () => {
      live = false;
    };
  }, [graph, attempt]);

  const frame = replay?.frames[replay.step];
  const activeIds = useMemo(() => new Set(frame ? frame.activeIds : (live?.activeIds ?? [])), [frame, live]);
  const takenIds = useMemo(() => new Set(frame ? frame.takenIds : (live?.takenIds ?? [])), [frame, live]);

  const selectPath = (index: number | null) =>
    setReplay(index === null ? null : { pathIndex: index, frames: replayPath(model, paths[index]!), step: 0 });

  const exportJson = () => downloadBlob(new Blob([toStatelyJson(model.machine)], { type: 'application/json' }), `${model.id}.json`);
  const exportSvg = () => svgRef.current && downloadBlob(new Blob([svgMarkup(svgRef.current)], { type: 'image/svg+xml' }), `${model.id}.svg`);
  const exportPng = async () => {
    if (!svgRef.current) return;
    try {
      setExportError(false);
      downloadBlob(await svgToPng(svgRef.current), `${model.id}.png`);
    } catch {
      setExportError(true);
    }
  };

  const root = graph.nodes[0]!;
  const chart = model.id;
  const states = graph.nodes.length;
  const transitions = graph.edges.length;
  const ready = layout.status === 'ready' && layout.data;
  return (
    <article className="flows__chart" aria-labelledby="flows-chart-title">
      <header className="flows__chart-head">
        <h2 id="flows-chart-title" className="section-title">
          {model.id} <span className="flows__muted">#{model.machine.id}</span>
        </h2>
        {root.description && <p className="flows__description">{root.description}</p>}
        <div className="flows__exports" role="group" aria-label={t`Export`}>
          <button type="button" className="btn btn--small btn--outline" onClick={exportJson}>
            {t`Download JSON for Stately`}
          </button>
          <button type="button" className="btn btn--small btn--outline" onClick={exportSvg} disabled={!ready}>
            {t`Download SVG`}
          </button>
          <button type="button" className="btn btn--small btn--outline" onClick={() => void exportPng()} disabled={!ready}>
            {t`Download PNG`}
          </button>
        </div>
        {exportError && (
          <p className="flows__warning" role="alert">
            {t`The picture could not be made in this browser.`}
          </p>
        )}
      </header>

      <div className="flows__diagram">
        {layout.status === 'failed' ? (
          <LoadFailed errorKey={null} onRetry={() => setAttempt((n) => n + 1)} compact />
        ) : layout.data ? (
          <ChartDiagram
            ref={svgRef}
            layout={layout.data}
            label={t`State diagram of ${chart}: ${states} states, ${transitions} transitions`}
            activeIds={activeIds}
            takenIds={takenIds}
            diff={diffMarks ?? undefined}
          />
        ) : (
          <Loading label={t`Laying out the diagram`} />
        )}
      </div>

      <details className="flows__details">
        <summary>{t`States and transitions as text`}</summary>
        <ul className="flows__states">
          {graph.nodes.map((node) => {
            const out = graph.edges.filter((e) => e.source === node.id);
            return (
              <li key={node.id} className={activeIds.has(node.id) ? 'is-active' : undefined} style={{ marginInlineStart: node.depth * 12 }}>
                <code>{node.id}</code> <span className="flows__muted">{node.type}</span>
                {node.initial && <span className="flows__muted"> · {t`initial`}</span>}
                {node.description && <p className="flows__description">{node.description}</p>}
                {node.invokes.length > 0 && (
                  <p>
                    {t`Invokes`}: {node.invokes.map((i) => i.src).join(', ')}
                  </p>
                )}
                {out.length > 0 && (
                  <ul>
                    {out.map((e) => (
                      <li key={e.id}>
                        <code>{edgeLabel(e)}</code> → <code>{e.internal ? t`(stays)` : e.target}</code>
                        {e.description && <span className="flows__muted"> — {e.description}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </details>

      {diff && baseline && <DiffPanel diff={diff} source={baseline.source} onExport={exportDiff} />}

      <RequirementsPanel trace={trace} ids={requirementIds} filter={requirement} onFilter={setRequirement} />

      <PathsPanel
        paths={paths}
        shown={shown}
        replay={replay}
        onSelect={selectPath}
        onStep={(step) => setReplay((r) => (r ? { ...r, step } : r))}
      />
    </article>
  );
}
