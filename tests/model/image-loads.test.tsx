import { act, fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { IMAGES } from '../../src/config/constants';
import { FIRST_PICK, IMAGE_CDNS, IMAGE_PATH, imageLoadsModel } from '../../src/machines/image-loads/image-loads.model';
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
  // A card that picks afresh takes the first CDN (FIRST_PICK); a retry has one other CDN to take.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterAll(() => {
  vi.restoreAllMocks();
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

/**
 * What the person saw happen in this path, kept by the steps themselves (not read from the chart):
 * the address the cards show, the failures since it last loaded or came back, what loaded last.
 */
const seen = { url: FIRST_PICK, failures: 0, loaded: null as string | null };
const other = (url: string) => (url === `${IMAGE_CDNS[0]}${IMAGE_PATH}` ? `${IMAGE_CDNS[1]}${IMAGE_PATH}` : `${IMAGE_CDNS[0]}${IMAGE_PATH}`);

type Ctx = StepContext<typeof imageLoadsModel.machine>;
const cards = (screen: Ctx['screen']) => screen.getAllByRole('img', { name: 'Fortune Tiger' });

describeModel({
  model: imageLoadsModel,
  provide: (machine) => {
    Object.assign(seen, { url: FIRST_PICK, failures: 0, loaded: null });
    return machine;
  },
  render: (actor) => (
    <Providers actors={{ ...actors, imageLoads: actor as never }}>
      <TwoCards />
    </Providers>
  ),
  states: {
    watching: ({ screen }) => {
      const shown = cards(screen);
      expect(shown).toHaveLength(2);
      for (const card of shown) {
        if (seen.failures > IMAGES.lazyRetries) {
          // Gave up: the placeholder, with the first letter of the name, in the picture's box.
          expect(card.tagName).toBe('SPAN');
          expect(card).toHaveClass('lazy-image--failed');
          expect(card).toHaveTextContent(/^F$/);
        } else {
          // Both cards ask from the same address: the first pick, the other CDN after a failure, or where it loaded.
          expect(card.tagName).toBe('IMG');
          expect(card).toHaveAttribute('src', seen.url);
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
      seen.failures += 1;
      if (seen.failures <= IMAGES.lazyRetries) seen.url = other(seen.url);
      await act(async () => {});
    },
    'images.loaded': async (_e, { screen }) => {
      fireEvent.load(cards(screen)[0]!);
      seen.failures = 0;
      seen.loaded = seen.url;
      await act(async () => {});
    },
    'images.shownAgain': async () => {
      // New cards: shown at once from where it last loaded, else picked afresh.
      await act(async () => showAgain());
      seen.failures = 0;
      seen.url = seen.loaded ?? FIRST_PICK;
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
