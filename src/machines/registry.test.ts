import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartEntries, loadCharts } from './registry';

const machinesDir = import.meta.dirname;

/** Every folder of src/machines holding a `<name>.machine.ts`, read from the disk. */
function chartsOnDisk(): { folder: string; name: string }[] {
  const found: { folder: string; name: string }[] = [];
  for (const entry of readdirSync(machinesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const file of readdirSync(join(machinesDir, entry.name))) {
      const m = /^(.+)\.machine\.ts$/.exec(file);
      if (m) found.push({ folder: entry.name, name: m[1]! });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Charts on disk that have their model (a missing one fails the first test, not all three). */
const modelled = () => chartsOnDisk().filter(({ folder, name }) => existsSync(join(machinesDir, folder, `${name}.model.ts`)));

describe('chart registry', () => {
  it('every chart on disk (<flow>/<flow>.machine.ts) has a <flow>.model.ts beside it', () => {
    const missing = chartsOnDisk().filter(({ folder, name }) => !existsSync(join(machinesDir, folder, `${name}.model.ts`)));
    expect(missing, 'charts without a model: add <flow>.model.ts exporting a ChartModel').toEqual([]);
  });

  it('lists every modelled chart on disk, sorted by id, with no hand-kept list', () => {
    expect(chartEntries.map((e) => e.id)).toEqual(modelled().map((c) => c.name));
    expect(chartEntries.map((e) => e.path)).toEqual(modelled().map((c) => `./${c.folder}/${c.name}.model.ts`));
  });

  it('loads one ChartModel per chart, its id the chart name, its machine from the same folder', async () => {
    const models = await loadCharts();
    expect(models.map((m) => m.id)).toEqual(modelled().map((c) => c.name));
    for (const model of models) {
      expect(typeof model.events, model.id).toBe('function');
      expect(model.machine.root.id, model.id).toBe(model.machine.id);
    }
  });
});
