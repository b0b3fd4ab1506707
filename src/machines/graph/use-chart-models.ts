import { useLoaderResource } from '../resource/use-resource';
import type { ChartModel } from './paths';
import { loadCharts } from '../registry';

/** Every registered chart's model, for the flow visualiser: a read like the site's others (loading, loaded, failed with a retry). */
export function useChartModels(load: () => Promise<ChartModel[]> = loadCharts) {
  return useLoaderResource(load);
}
