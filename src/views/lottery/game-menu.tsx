import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useId } from 'react';
import type { LotteryGame } from '../../api/schemas/lottery';
import { useApiResource } from '../../machines/resource/use-resource';
import { DataView } from '../common/data-states';
import { DrawCountdown } from './draw-status';
import { DrawBalls } from './draw-result';
import { drawPhase, useDrawPolling, useNowAt } from './draw-clock';
import type { LotteryArea, LotteryNavigation } from './lottery-search';

/** A link to a game's betting view: a real href (open in a new tab works), the SPA navigates in place. */
function GameLink({ game, nav, current, children, className }: { game: LotteryGame; nav: LotteryNavigation; current?: boolean; children: ReactNode; className?: string }) {
  const search = { game: game.gameCode, view: 'betting' as const };
  return (
    <a
      className={className}
      href={nav.href(search)}
      aria-current={current ? 'page' : undefined}
      onClick={(e: MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        nav.go(search);
      }}
    >
      {children}
    </a>
  );
}

/** The game menu beside a game (`/lgw/vn/games/game_menu`). */
export function GameMenu({ games, nav, current, label }: { games: readonly LotteryGame[]; nav: LotteryNavigation; current: string | null; label: string }) {
  if (games.length === 0) return null;
  return (
    <nav className="lottery-menu" aria-label={label}>
      <ul>
        {games.map((g) => (
          <li key={g.gameCode}>
            <GameLink game={g} nav={nav} current={g.gameCode === current} className="lottery-menu__link">
              {g.gameName}
            </GameLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Recently played (`/lgw/vn/games/game_menu/recent`, members only), games of this page's area. */
export function RecentGames({ area, nav, current }: { area: LotteryArea; nav: LotteryNavigation; current: string | null }) {
  const { t } = useLingui();
  const recent = useApiResource('lotteryRecent');
  const games = (recent.data?.list ?? []).filter((g) => g.area === area);
  // A failed "recently played" is not worth an alert on a page that works without it.
  return <GameMenu games={games} nav={nav} current={current} label={t`Recently played`} />;
}

function LobbyCard({ game, now, nav }: { game: LotteryGame; now: number; nav: LotteryNavigation }) {
  const { t } = useLingui();
  const titleId = useId();
  const phase = drawPhase(game.current, now);
  const name = game.gameName;
  return (
    <li className="lottery-card">
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="lottery-card__title">
          {game.gameName}
        </h3>
        <DrawCountdown current={game.current} phase={phase} />
        {game.last?.numbers && <DrawBalls numbers={game.last.numbers.slice(0, 7)} type={game.lotteryType} small />}
        <GameLink game={game} nav={nav} className="btn btn--primary btn--small">
          {t`Play ${name}`}
        </GameLink>
      </article>
    </li>
  );
}

/**
 * The lobby (`view=lobby`): every game of the area with its countdown and last numbers. While a
 * game is between draws the menu is read again every LOTTERY.drawPollMs.
 */
export function LotteryLobby({ area, nav }: { area: LotteryArea; nav: LotteryNavigation }) {
  const { t } = useLingui();
  const menu = useApiResource('lotteryMenu', { area });
  const games = menu.data?.list ?? [];
  const now = useNowAt(games.flatMap((g) => (g.current ? [Date.parse(g.current.closeAt)] : [])));
  // Data stays while it is read again, so polling does not restart itself on every reload.
  const waiting = games.some((g) => drawPhase(g.current, now) !== 'open');
  useDrawPolling(waiting, menu.reload);
  return (
    <section className="lottery-lobby" aria-label={t`All games`}>
      <DataView resource={menu}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="lottery-note">{t`No lottery games are available right now.`}</p>
          ) : (
            <ul className="lottery-cards">
              {data.list.map((g) => (
                <LobbyCard key={g.gameCode} game={g} now={now} nav={nav} />
              ))}
            </ul>
          )
        }
      </DataView>
    </section>
  );
}
