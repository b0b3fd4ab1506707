import type { ChartModel } from '../graph/paths';
import { homeSectionsMachine } from './home-sections.machine';

export const homeSectionsModel: ChartModel<typeof homeSectionsMachine> = {
  id: 'home-sections',
  machine: homeSectionsMachine,
  events: () => [
    { type: 'page.loaded' },
    { type: 'page.idle' },
    { type: 'hot.answered' },
    { type: 'popular.answered' },
  ],
  serialize: (s) => JSON.stringify(s.value),
};
