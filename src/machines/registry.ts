import type { ChartModel } from './graph/paths';

/**
 * The one registry of charts: every `src/machines/<flow>/<flow>.model.ts`, found by Vite at
 * build time, so a new chart appears without a hand-kept list. Lazy: each model is its own
 * chunk, fetched only by the flow visualiser (and the tests).
 */
// `?flows`: in the production build the charts here keep their descriptions (graph/descriptions-plugin.ts).
const modules = import.meta.glob<Record<string, unknown>>('./*/*.model.ts', { query: '?flows' });

export interface ChartEntry {
  /** The `<flow>` of `<flow>/<flow>.model.ts`. */
  id: string;
  /** Path relative to src/machines, e.g. `./login/login.model.ts`. */
  path: string;
}

export const chartEntries: readonly ChartEntry[] = Object.keys(modules)
  .map((path) => ({ id: /\/([^/]+)\.model\.ts$/.exec(path)![1]!, path }))
  .sort((a, b) => a.id.localeCompare(b.id));

export function isChartModel(value: unknown): value is ChartModel {
  const v = value as Partial<ChartModel> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.events === 'function' &&
    typeof (v.machine as { root?: unknown } | undefined)?.root === 'object'
  );
}

/** The ChartModel a model module exports (its export name is free). */
export async function loadChart(entry: ChartEntry): Promise<ChartModel> {
  const mod = await modules[entry.path]!();
  const model = Object.values(mod).find(isChartModel);
  if (!model) throw new Error(`${entry.path} exports no ChartModel`);
  return model;
}

export async function loadCharts(): Promise<ChartModel[]> {
  const models = await Promise.all(chartEntries.map(loadChart));
  return models.sort((a, b) => a.id.localeCompare(b.id));
}
