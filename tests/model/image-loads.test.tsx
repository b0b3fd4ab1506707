import { act, fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { gaveUp, type ImageLoadsContext } from '../../src/machines/image-loads/image-loads.machine';
import { IMAGE_CDNS, IMAGE_PATH, imageLoadsModel } from '../../src/machines/image-loads/image-loads.model';
import { LazyImage } from '../../src/views/games/lazy-image';
import { whitelabelWith } from '../../src/views/testing/fixtures';
import { createTestActors, Providers } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const base = whitelabelWith();
const actors = createTestActors({ ...base, info: { ...base.info, imageCDNs: [...IMAGE_CDNS] } }, 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
});

/** Shows the cards again, as another page (or the same page opened again) does. */
let showAgain = () => {};

/**
 * Two game cards showing the same picture (a game in two lanes) under the chart. jsdom has no
 * IntersectionObserver, so each card counts as in view at once (the view's own fallback).
 */
function TwoCards() {
  const [generation, setGeneration] = useState(0);
  showAgain = () => setGeneration((g) => g + 1);
  return (
    <ul aria-label="Hot games">
      {[0, 1].map((i) => (
        <li key={`${generation}-${i}`}>
          <LazyImage src={IMAGE_PATH} alt="Fortune Tiger" width={240} height={240} />
        </li>
      ))}
    </ul>
  );
}

type Ctx = StepContext<typeof imageLoadsModel.machine>;
const cards = (screen: Ctx['screen']) => screen.getAllByRole('img', { name: 'Fortune Tiger' });

describeModel({
  model: imageLoadsModel,
  render: (actor) => (
    <Providers actors={{ ...actors, imageLoads: actor as never }}>
      <TwoCards />
    </Providers>
  ),
  states: {
    watching: ({ screen, snapshot }) => {
      const retry = (snapshot.context as ImageLoadsContext).retries[IMAGE_PATH];
      const shown = cards(screen);
      expect(shown).toHaveLength(2);
      for (const card of shown) {
        if (gaveUp(retry)) {
          // Gave up: the placeholder, with the first letter of the name, in the picture's box.
          expect(card.tagName).toBe('SPAN');
          expect(card).toHaveClass('lazy-image--failed');
          expect(card).toHaveTextContent(/^F$/);
        } else {
          // Asked from the chart's address for it (the one CDN here), both cards alike.
          expect(card.tagName).toBe('IMG');
          expect(card).toHaveAttribute('src', retry?.url ?? `${IMAGE_CDNS[0]}${IMAGE_PATH}`);
        }
      }
    },
  },
  // A picture offers nothing to press: the card's button around it is the lobby's (games suites).
  controls: { watching: [] },
  exec: {
    'images.failed': async (_e, { screen }) => {
      // One card's picture fails; the other's, replaced by the same re-render, reports nothing more.
      fireEvent.error(cards(screen)[0]!);
      await act(async () => {});
    },
    'images.loaded': async (_e, { screen }) => {
      fireEvent.load(cards(screen)[0]!);
      await act(async () => {});
    },
    'images.shownAgain': async () => {
      await act(async () => showAgain());
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
