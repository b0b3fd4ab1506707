import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type Baseline, chartSnapshot, makeBaseline, parseBaseline } from '../../machines/graph/chart-diff';
import { activeNodeIds } from '../../machines/graph/chart-graph';
import type { ChartModel } from '../../machines/graph/paths';
import { type InspectionHub, inspectionHub } from '../../machines/inspection';
import { useChartModels } from '../../machines/graph/use-chart-models';
import { loadCharts } from '../../machines/registry';
import { useSessionReplay, useSessionReplayActor } from '../../machines/session-replay/use-session-replay';
import { LoadFailed, Loading } from '../common/data-states';
import { type BaselineChart, ChartView, type LiveHighlight } from './chart-view';
import { downloadBlob } from './export';
import { LivePanel } from './live-panel';
import { RecordingPanel } from './recording-panel';
import './flows.css';

/**
 * The flow visualiser (/flows): every chart of src/machines drawn as a diagram, its generated
 * paths replayable step by step, and the actors live in this page session. A lazily loaded
 * route module: whoever mounts it checks `flowsAvailable` first (./availability.ts).
 */
/** No chart loaded yet (one array, so what is built from the list is not built again). */
const NO_CHARTS: ChartModel[] = [];

export default function FlowsPage({ hub = inspectionHub, load = loadCharts }: { hub?: InspectionHub; load?: () => Promise<ChartModel[]> }) {
  const { t } = useLingui();
  const charts = useChartModels(load);
  const list = charts.data ?? NO_CHARTS;
  const [chosen, setSelected] = useState<string | null>(null);
  // Until a chart is chosen, the first one is shown.
  const selected = chosen ?? list[0]?.id ?? null;
  const [following, setFollowing] = useState<string | null>(null);
  const actors = useSyncExternalStore(hub.subscribe, hub.getSnapshot, hub.getSnapshot);
  const [baseline, setBaseline] = useState<{ data: Baseline | null; error: boolean }>({ data: null, error: false });

  const replay = useSessionReplay(useSessionReplayActor(), list);
  const replayedChart = replay.chosen?.model?.id ?? null;
  // Choosing a recorded chart shows its diagram, as following a live actor does.
  useEffect(() => {
    if (replayedChart) setSelected(replayedChart);
  }, [replayedChart]);

  const model = list.find((c) => c.id === selected) ?? null;
  const chartFor = useCallback((machineId: string | undefined) => list.find((c) => c.machine.id === machineId)?.id, [list]);
  const followed = actors.find((a) => a.sessionId === following);
  const replayFrame = replay.frame;
  const live: LiveHighlight | null = useMemo(() => {
    if (model && replayFrame && replayedChart === model.id) return { activeIds: replayFrame.activeIds, takenIds: replayFrame.takenIds };
    return model && followed && followed.machineId === model.machine.id ? { activeIds: activeNodeIds(model.machine, followed.value) } : null;
  }, [model, followed, replayFrame, replayedChart]);
  const baselineChart: BaselineChart | null = useMemo(
    () => (baseline.data && model ? { source: baseline.data.source, chart: baseline.data.charts.find((c) => c.id === model.id) ?? null } : null),
    [baseline.data, model],
  );
  const baselineSource = baseline.data?.source ?? null;
  const loadBaseline = async (file: File | undefined) => {
    if (!file) return;
    try {
      setBaseline({ data: parseBaseline(await file.text()), error: false });
    } catch {
      setBaseline({ data: null, error: true });
    }
  };
  const exportBaseline = () => {
    const data = makeBaseline(
      list.map((c) => chartSnapshot(c)),
      `/flows ${new Date().toISOString()}`,
    );
    downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), 'flows-baseline.json');
  };
  const follow = (sessionId: string | null) => {
    setFollowing(sessionId);
    const chart = chartFor(actors.find((a) => a.sessionId === sessionId)?.machineId);
    if (chart) setSelected(chart);
  };

  return (
    <div className="page-frame flows">
      <h1 className="page-title">{t`Flows`}</h1>
      {charts.status === 'failed' ? (
        <LoadFailed errorKey={null} onRetry={charts.retry} />
      ) : charts.status === 'loading' ? (
        <Loading label={t`Loading charts`} />
      ) : (
        <div className="flows__layout">
          <aside className="flows__side">
            <nav aria-labelledby="flows-charts-title">
              <h2 id="flows-charts-title" className="flows__panel-title">
                {t`Charts`} ({list.length})
              </h2>
              <ul className="flows__charts">
                {list.map((c) => (
                  <li key={c.id}>
                    <button type="button" className="flows__chart-button" aria-pressed={c.id === selected} onClick={() => setSelected(c.id)}>
                      {c.id}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <section className="flows__panel" aria-labelledby="flows-baseline-title">
              <h2 id="flows-baseline-title" className="flows__panel-title">
                {t`Baseline`}
              </h2>
              <p className="flows__muted">
                {baselineSource !== null ? t`Compared with: ${baselineSource}` : t`Load a saved baseline to see what changed since it.`}
              </p>
              <label className="flows__file">
                {t`Load baseline`}{' '}
                <input type="file" accept="application/json,.json" onChange={(e) => void loadBaseline(e.target.files?.[0])} />
              </label>
              {baseline.error && (
                <p className="flows__warning" role="alert">
                  {t`That file is not a flows baseline (made by Download baseline or npm run flows:diff -- --baseline).`}
                </p>
              )}
              <div className="flows__exports">
                <button type="button" className="btn btn--small btn--outline" onClick={exportBaseline}>
                  {t`Download baseline`}
                </button>
                {baseline.data && (
                  <button type="button" className="btn btn--small btn--ghost" onClick={() => setBaseline({ data: null, error: false })}>
                    {t`Stop comparing`}
                  </button>
                )}
              </div>
            </section>
            <RecordingPanel replay={replay} />
            <LivePanel hub={hub} chartFor={chartFor} following={following} onFollow={follow} />
          </aside>
          <div className="flows__main">{model && <ChartView key={model.id} model={model} live={live} baseline={baselineChart} />}</div>
        </div>
      )}
    </div>
  );
}
