import { waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { beforeAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { LotteryGames } from '../../src/api/schemas/lottery';
import type { HotGames, RankList } from '../../src/api/schemas/lobby';
import { pausedGame } from '../../src/machines/lottery-lobby/lottery-lobby.model';
import type { HomeSectionsActor } from '../../src/machines/home-sections/use-home-sections';
import { homeSectionsModel } from '../../src/machines/home-sections/home-sections.model';
import type { Resource } from '../../src/machines/resource/use-resource';
import { HomeGameSectionsView } from '../../src/views/games/home-sections';
import { GameSectionsPlace } from '../../src/views/pages/home-page';
import { whitelabelWith } from '../../src/views/testing/fixtures';
import { createTestActors, Providers } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const actors = createTestActors(whitelabelWith(), 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
});

type Step = StepContext<typeof homeSectionsModel.machine> & { snapshot: AnyMachineSnapshot };

const HOT: HotGames = { list: [] };
const POPULAR: LotteryGames = { list: [pausedGame] };
const RANKS: RankList = {
  list: [{ rank: 1, account: 'pl***01', gameName: 'Fortune Tiger', gameCategory: 'RNG', amount: 1_234_56, at: '2026-11-30T08:00:00.000Z' }],
};

const read = <T,>(data: T | null): Resource<T> => ({
  status: data === null ? 'loading' : 'loaded',
  data,
  errorKey: null,
  retry: () => {},
  reload: () => {},
});

/**
 * The reads answer as the path says they were drawn: hot games once the chart has heard so, popular
 * lottery likewise; the winner board has answered all along (it waits only for the chart).
 */
function Sections({ actor }: { actor: HomeSectionsActor }) {
  const hotAnswered = useSelector(actor, (s) => !s.matches('waiting') && !s.matches({ shown: 'hotGames' }));
  const popularAnswered = useSelector(actor, (s) => s.matches({ shown: 'beforeWinners' }) || s.matches({ shown: 'all' }));
  return (
    <HomeGameSectionsView
      sections={actor}
      hot={read(hotAnswered ? HOT : null)}
      popular={read(popularAnswered ? POPULAR : null)}
      ranks={read(RANKS)}
      onPlayLottery={() => {}}
    />
  );
}

const region = (step: Pick<Step, 'screen'>, name: string) => step.screen.queryByRole('region', { name });

/** The space is kept (the pending box, hidden from assistive technology) and no section is there yet. */
const kept = (step: Step) => {
  expect(region(step, 'Hot games')).toBeNull();
  expect(document.querySelector('.home-games--pending[aria-hidden="true"]')).not.toBeNull();
};

/** Which sections a person sees, top to bottom, and whether the space below them is still kept. */
function expectSections(step: Step, { hot, popular, winners }: { hot: 'loading' | 'answered'; popular?: 'loading' | 'answered'; winners?: true }) {
  const hotGames = region(step, 'Hot games');
  expect(hotGames).not.toBeNull();
  if (hot === 'loading') expect(within(hotGames!).getByRole('status')).toHaveTextContent('Loading hot games');
  else expect(hotGames).toHaveTextContent('No hot games right now.');

  const lottery = region(step, 'Popular lottery');
  if (!popular) expect(lottery).toBeNull();
  else if (popular === 'loading') expect(within(lottery!).getByRole('status')).toHaveTextContent('Loading popular lottery');
  else expect(within(lottery!).getByRole('button', { name: 'PK10 5 minutes' })).toHaveTextContent('No draw open');

  const board = region(step, 'Winner board');
  if (!winners) expect(board).toBeNull();
  else expect(within(board!).getByRole('row', { name: /pl\*\*\*01/ })).toHaveTextContent('Fortune Tiger');

  // The sections stay in the kept space until the last of them shows: nothing below moves meanwhile.
  expect(document.querySelector('.home-games--pending') !== null).toBe(!winners);
  if (hotGames && popular) expect(hotGames.compareDocumentPosition(lottery!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

describeModel({
  model: homeSectionsModel,
  // Delayed events are sent by the paths; no real timer may fire in a test.
  provide: (machine) => machine.provide({ delays: { nextTask: 24 * 3600_000 } }),
  render: (actor) => (
    <Providers actors={actors}>
      <GameSectionsPlace actor={actor as HomeSectionsActor}>
        <Sections actor={actor as HomeSectionsActor} />
      </GameSectionsPlace>
    </Providers>
  ),
  states: {
    '{"waiting":"loading"}': kept,
    '{"waiting":"waitingForIdle"}': kept,
    '{"shown":"hotGames"}': (step) => expectSections(step, { hot: 'loading' }),
    '{"shown":"beforePopular"}': (step) => expectSections(step, { hot: 'answered' }),
    '{"shown":"popularLottery"}': (step) => expectSections(step, { hot: 'answered', popular: 'loading' }),
    '{"shown":"beforeWinners"}': (step) => expectSections(step, { hot: 'answered', popular: 'answered' }),
    '{"shown":"all"}': (step) => expectSections(step, { hot: 'answered', popular: 'answered', winners: true }),
  },
  controls: {
    '{"waiting":"loading"}': [],
    '{"waiting":"waitingForIdle"}': [],
    '{"shown":"hotGames"}': [],
    '{"shown":"beforePopular"}': [],
    '{"shown":"popularLottery"}': [],
    '{"shown":"beforeWinners"}': ['button:PK10 5 minutes'],
    '{"shown":"all"}': ['button:PK10 5 minutes'],
  },
});
