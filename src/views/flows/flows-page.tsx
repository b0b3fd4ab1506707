import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { activeNodeIds } from '../../machines/graph/chart-graph';
import type { ChartModel } from '../../machines/graph/paths';
import { type InspectionHub, inspectionHub } from '../../machines/inspection';
import { loadCharts } from '../../machines/registry';
import { LoadFailed, Loading } from '../common/data-states';
import { ChartView, type LiveHighlight } from './chart-view';
import { LivePanel } from './live-panel';
import './flows.css';

/**
 * The flow visualiser (/flows): every chart of src/machines drawn as a diagram, its generated
 * paths replayable step by step, and the actors live in this page session. A lazily loaded
 * route module: whoever mounts it checks `flowsAvailable` first (./availability.ts).
 */
export default function FlowsPage({ hub = inspectionHub, load = loadCharts }: { hub?: InspectionHub; load?: () => Promise<ChartModel[]> }) {
  const { t } = useLingui();
  const [charts, setCharts] = useState<{ status: 'loading' | 'ready' | 'failed'; list: ChartModel[] }>({ status: 'loading', list: [] });
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [following, setFollowing] = useState<string | null>(null);
  const actors = useSyncExternalStore(hub.subscribe, hub.getSnapshot, hub.getSnapshot);

  useEffect(() => {
    let live = true;
    load().then(
      (list) => {
        if (!live) return;
        setCharts({ status: 'ready', list });
        setSelected((s) => s ?? list[0]?.id ?? null);
      },
      () => live && setCharts({ status: 'failed', list: [] }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const model = charts.list.find((c) => c.id === selected) ?? null;
  const chartFor = useCallback((machineId: string | undefined) => charts.list.find((c) => c.machine.id === machineId)?.id, [charts.list]);
  const followed = actors.find((a) => a.sessionId === following);
  const live: LiveHighlight | null = useMemo(
    () => (model && followed && followed.machineId === model.machine.id ? { activeIds: activeNodeIds(model.machine, followed.value) } : null),
    [model, followed],
  );
  const follow = (sessionId: string | null) => {
    setFollowing(sessionId);
    const chart = chartFor(actors.find((a) => a.sessionId === sessionId)?.machineId);
    if (chart) setSelected(chart);
  };

  return (
    <div className="page-frame flows">
      <h1 className="page-title">{t`Flows`}</h1>
      {charts.status === 'failed' ? (
        <LoadFailed errorKey={null} onRetry={() => setAttempt((n) => n + 1)} />
      ) : charts.status === 'loading' ? (
        <Loading label={t`Loading charts`} />
      ) : (
        <div className="flows__layout">
          <aside className="flows__side">
            <nav aria-labelledby="flows-charts-title">
              <h2 id="flows-charts-title" className="flows__panel-title">
                {t`Charts`} ({charts.list.length})
              </h2>
              <ul className="flows__charts">
                {charts.list.map((c) => (
                  <li key={c.id}>
                    <button type="button" className="flows__chart-button" aria-pressed={c.id === selected} onClick={() => setSelected(c.id)}>
                      {c.id}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <LivePanel hub={hub} chartFor={chartFor} following={following} onFollow={follow} />
          </aside>
          <div className="flows__main">{model && <ChartView key={model.id} model={model} live={live} />}</div>
        </div>
      )}
    </div>
  );
}
