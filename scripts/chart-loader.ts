/**
 * Loads every chart model (`src/machines/<flow>/<flow>.model.ts`) of a source tree in Node, for
 * the scripts (flows:diff, the model report). src/machines/registry.ts does the same in the app,
 * through Vite's import.meta.glob, which Node does not have.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChartModel } from '../src/machines/graph/paths';

function isChartModel(value: unknown): value is ChartModel {
  const v = value as Partial<ChartModel> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.events === 'function' && typeof (v.machine as { root?: unknown } | undefined)?.root === 'object';
}

export function modelFiles(root: string): string[] {
  const dir = join(root, 'src/machines');
  const files: string[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(dir, folder.name))) if (file.endsWith('.model.ts')) files.push(join(dir, folder.name, file));
  }
  return files.sort();
}

export interface LoadedCharts {
  charts: ChartModel[];
  /** Model files that would not load (an old revision may need what Node lacks), with why. */
  failed: { file: string; error: string }[];
}

export async function loadChartsFrom(root: string): Promise<LoadedCharts> {
  const charts: ChartModel[] = [];
  const failed: LoadedCharts['failed'] = [];
  for (const file of modelFiles(root)) {
    try {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const model = Object.values(mod).find(isChartModel);
      if (model) charts.push(model);
      else failed.push({ file, error: 'exports no chart model' });
    } catch (e) {
      failed.push({ file, error: e instanceof Error ? e.message.split('\n')[0]! : String(e) });
    }
  }
  return { charts: charts.sort((a, b) => a.id.localeCompare(b.id)), failed };
}
