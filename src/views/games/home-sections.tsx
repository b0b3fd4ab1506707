import { useLingui } from '@lingui/react/macro';
import { Fragment, useId, useMemo } from 'react';
import type { EndpointName, ResponseOf } from '../../api/endpoints';
import type { LotteryGame } from '../../api/schemas/lottery';
import { GAMES } from '../../config/constants';
import { gameTarget, lotteryTarget } from '../../machines/game-launch/game-launch.targets';
import { useCountdown, useCountdownActor } from '../../machines/countdown/use-countdown';
import { useHomeGameReads } from '../../machines/game-reads/use-home-game-reads';
import { type HomeSectionsActor, useHomeSectionsShown, useReportSectionAnswered } from '../../machines/home-sections/use-home-sections';
import { useModalIntents } from '../../machines/modal/use-modal';
import type { Resource, ResourceStatus } from '../../machines/resource/use-resource';
import { formatCountdown } from '../../time/countdown';
import { formatAmount } from '../money/format';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { useLazyLauncher } from './lazy-launcher';
import { type LobbyActions, LobbyActionsProvider, vendorListOf } from './lobby-actions';
import { GameGrid } from './playable-card';
import { TitledSection } from './titled-section';
import './games.css';

/**
 * The home page's game sections (SPEC §7 home): hot games, popular lottery, winner board.
 * Loaded lazily by the home page; the reads (and when they are made again) are useHomeGameReads',
 * and which sections show, and when, is the home-sections chart's.
 */
export function HomeGameSections({ sections }: { sections: HomeSectionsActor }) {
  const { launch, launcher } = useLazyLauncher();
  const modal = useModalIntents();
  const { hot, popular, ranks } = useHomeGameReads();
  const actions = useMemo<LobbyActions>(
    () => ({
      play: (game) => launch(gameTarget(game)),
      openVendor: (game) => modal.open('gamePopup', vendorListOf(game)),
    }),
    [launch, modal],
  );
  return (
    <LobbyActionsProvider value={actions}>
      <HomeGameSectionsView sections={sections} hot={hot} popular={popular} ranks={ranks} onPlayLottery={(game) => launch(lotteryTarget(game))} />
      {launcher}
    </LobbyActionsProvider>
  );
}

/**
 * The sections the chart lets show, one below another. Each reports the commit that drew its
 * first answer; until the last shows, the space the home page reserved for them stays kept.
 */
export function HomeGameSectionsView({
  sections,
  hot,
  popular,
  ranks,
  onPlayLottery,
}: {
  sections: HomeSectionsActor;
  hot: Read<'hotGames'>;
  popular: Read<'popularLottery'>;
  ranks: Read<'rankList'>;
  onPlayLottery: (game: LotteryGame) => void;
}) {
  const shown = useHomeSectionsShown(sections);
  useReportSectionAnswered(sections, 'hot', answered(hot));
  useReportSectionAnswered(sections, 'popular', shown.popular && answered(popular));
  return (
    <div className={shown.spaceKept ? 'home-games home-games--pending' : 'home-games'}>
      <HotGames hot={hot} />
      {shown.popular && <PopularLottery popular={popular} onPlay={onPlayLottery} />}
      {shown.winners && <WinnerBoard ranks={ranks} />}
    </div>
  );
}

type Read<N extends EndpointName> = Resource<ResponseOf<N>>;

/** A read has its first answer (data or an error); a reload keeps its data on screen. */
const answered = (read: { status: ResourceStatus; data: unknown }) => read.data !== null || read.status === 'failed';

function HotGames({ hot }: { hot: Read<'hotGames'> }) {
  const { t } = useLingui();
  return (
    <TitledSection id="hot-games-heading" title={t`Hot games`} loadingLabel={t`Loading hot games`} resource={hot}>
      {(data) => (data.list.length ? <GameGrid games={data.list} label={t`Hot games`} /> : <p className="page-note">{t`No hot games right now.`}</p>)}
    </TitledSection>
  );
}

/** A popular game's draw: its own countdown chart, to this draw's close. */
function CardCountdown({ closeAt }: { closeAt: string }) {
  const { t } = useLingui();
  const { leftMs, ended } = useCountdown(useCountdownActor(closeAt));
  const time = formatCountdown(leftMs);
  return ended ? t`Sales closed` : t`Closes in ${time}`;
}

function PopularLottery({ popular, onPlay }: { popular: Read<'popularLottery'>; onPlay: (game: LotteryGame) => void }) {
  const { t } = useLingui();
  return (
    <TitledSection id="popular-lottery-heading" title={t`Popular lottery`} loadingLabel={t`Loading popular lottery`} resource={popular}>
      {(data) =>
        data.list.length ? (
          <ul className="lottery-cards" aria-label={t`Popular lottery`}>
            {data.list.map((game) => (
              <LotteryCard key={game.gameCode} game={game} onPlay={onPlay} />
            ))}
          </ul>
        ) : (
          <p className="page-note">{t`No lottery games right now.`}</p>
        )
      }
    </TitledSection>
  );
}

function LotteryCard({ game, onPlay }: { game: LotteryGame; onPlay: (game: LotteryGame) => void }) {
  const { t } = useLingui();
  const detailsId = useId();
  const numbers = game.last?.numbers ?? null;
  return (
    <li className="lottery-card">
      {/* Named by its visible title; the countdown and numbers describe it. */}
      <button type="button" className="lottery-card__play" aria-describedby={detailsId} onClick={() => onPlay(game)}>
        <span className="lottery-card__name">{game.gameName}</span>
        <span id={detailsId} className="lottery-card__details" aria-hidden="true">
          <span className="lottery-card__countdown">
            {game.current ? <CardCountdown key={game.current.closeAt} closeAt={game.current.closeAt} /> : t`No draw open`}
          </span>
          {numbers && (
            <>
              {' '}
              <span className="lottery-card__numbers">
                {t`Last numbers:`}
                {numbers.map((n, i) => (
                  <Fragment key={i}>
                    {' '}
                    <span className="lottery-ball">{n}</span>
                  </Fragment>
                ))}
              </span>
            </>
          )}
        </span>
      </button>
    </li>
  );
}

function WinnerBoard({ ranks }: { ranks: Read<'rankList'> }) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  return (
    <TitledSection id="winner-board-heading" title={t`Winner board`} loadingLabel={t`Loading the winner board`} resource={ranks}>
      {(data) =>
        data.list.length ? (
          <div className="table-scroll">
          <table className="winner-board">
            <caption className="visually-hidden">{t`Winner board`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Rank`}</th>
                <th scope="col">{t`Player`}</th>
                <th scope="col">{t`Game`}</th>
                <th scope="col">{t`Win`}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.slice(0, GAMES.winnerBoardLimit).map((row) => (
                <tr key={`${row.rank}-${row.account}`}>
                  <td>{row.rank}</td>
                  <td>{row.account}</td>
                  <td>{row.gameName}</td>
                  <td>{formatAmount(row.amount, symbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        ) : (
          <p className="page-note">{t`No winners yet.`}</p>
        )
      }
    </TitledSection>
  );
}
