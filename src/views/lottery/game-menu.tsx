import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useId } from 'react';
import type { LotteryGame } from '../../api/schemas/lottery';
import { type LotteryLobbyActor, useLotteryLobby, useLotteryLobbyActor } from '../../machines/lottery-lobby/use-lottery-lobby';
import { useRecentLotteries } from '../../machines/lottery-lobby/use-lottery-menus';
import { LoadFailed, Loading } from '../common/data-states';
import { DrawCountdown } from './draw-status';
import { DrawBalls } from './draw-result';
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
  const recent = useRecentLotteries();
  const games = (recent.data?.list ?? []).filter((g) => g.area === area);
  // A failed "recently played" is not worth an alert on a page that works without it.
  return <GameMenu games={games} nav={nav} current={current} label={t`Recently played`} />;
}

function LobbyCard({ game, selling, nav }: { game: LotteryGame; selling: boolean; nav: LotteryNavigation }) {
  const { t } = useLingui();
  const titleId = useId();
  const phase = selling ? 'open' : game.current ? 'closed' : 'none';
  const name = game.gameName;
  return (
    <li className="lottery-card">
      <article aria-labelledby={titleId}>
        {/* The page's h1 is the lobby's only heading above the cards: an h3 here would skip a level. */}
        <h2 id={titleId} className="lottery-card__title">
          {game.gameName}
        </h2>
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
 * The lobby (`view=lobby`) as its chart (src/machines/lottery-lobby/) holds it: every game of the
 * area with its countdown and last numbers; the cards read before stay while the menu is read again.
 */
export function LotteryLobbyView({ actor, nav }: { actor: LotteryLobbyActor; nav: LotteryNavigation }) {
  const { t } = useLingui();
  const { step, games, errorKey, selling, retry } = useLotteryLobby(actor);
  return (
    <section className="lottery-lobby" aria-label={t`All games`}>
      {step === 'loading' && <Loading />}
      {(step === 'loadFailed' || step === 'offline') && <LoadFailed errorKey={errorKey} onRetry={retry} compact={step === 'offline'} />}
      {games &&
        (games.length === 0 ? (
          <p className="lottery-note">{t`No lottery games are available right now.`}</p>
        ) : (
          <ul className="lottery-cards">
            {games.map((g) => (
              <LobbyCard key={g.gameCode} game={g} selling={selling(g)} nav={nav} />
            ))}
          </ul>
        ))}
    </section>
  );
}

/** The lobby of an area, its chart built for as long as it shows. */
export function LotteryLobby({ area, nav }: { area: LotteryArea; nav: LotteryNavigation }) {
  return <LotteryLobbyView actor={useLotteryLobbyActor(area)} nav={nav} />;
}
