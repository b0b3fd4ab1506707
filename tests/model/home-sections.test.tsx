import { expect } from 'vitest';
import type { HomeSectionsActor } from '../../src/machines/home-sections/use-home-sections';
import { homeSectionsModel } from '../../src/machines/home-sections/home-sections.model';
import { GameSectionsPlace } from '../../src/views/pages/home-page';
import { describeModel } from './harness';

/** What stands in for the sections' chunk: the place itself is the view under test. */
const sections = <section aria-label="Hot games" />;

/** The space is kept (the pending box, hidden from assistive technology) and the sections are not there yet. */
const kept = ({ screen }: { screen: typeof import('@testing-library/react').screen }) => {
  expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();
  expect(document.querySelector('.home-games--pending[aria-hidden="true"]')).not.toBeNull();
};

describeModel({
  model: homeSectionsModel,
  render: (actor) => <GameSectionsPlace actor={actor as HomeSectionsActor}>{sections}</GameSectionsPlace>,
  states: {
    loading: kept,
    waitingForIdle: kept,
    shown: ({ screen, snapshot }) => {
      expect(screen.getByRole('region', { name: 'Hot games' })).toBeInTheDocument();
      expect(document.querySelector('.home-games--pending')).toBeNull();
      expect(snapshot.status).toBe('done');
    },
  },
  controls: { loading: [], waitingForIdle: [], shown: [] },
});
