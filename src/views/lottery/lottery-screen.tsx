import { useLingui } from '@lingui/react/macro';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useLotteryMenu } from '../../machines/lottery-lobby/use-lottery-menus';
import { useSession } from '../../machines/session/use-session';
import { DataView } from '../common/data-states';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { GamePanel } from './game-panel';
import { GameMenu, LotteryLobby, RecentGames } from './game-menu';
import { type LotteryArea, type LotteryNavigation, type LotterySearch, lotteryView } from './lottery-search';
import './lottery.css';

function MenuBeside({ area, nav, current }: { area: LotteryArea; nav: LotteryNavigation; current: string }) {
  const { t } = useLingui();
  const menu = useLotteryMenu(area);
  return (
    <DataView resource={menu} compact>
      {(data) => <GameMenu games={data.list} nav={nav} current={current} label={t`Lottery games`} />}
    </DataView>
  );
}

/**
 * /lottery and /Vnlottery: the lobby of the area's games, or one game's betting view (`?game=`,
 * `view=betting`) with the menu beside it. Visitors see everything; placing bets asks them to log in.
 */
export function LotteryScreen({ area, search, nav }: { area: LotteryArea; search: LotterySearch; nav: LotteryNavigation }) {
  const { t } = useLingui();
  const session = useSession();
  const modal = useModalIntents();
  const symbol = useCurrencySymbol();
  const signedIn = session.kind !== 'anonymous';
  const game = search.game ?? null;
  if (lotteryView(search) === 'lobby' || !game) {
    return (
      <div className="lottery-screen">
        {signedIn && <RecentGames area={area} nav={nav} current={game} />}
        <LotteryLobby key={area} area={area} nav={nav} />
      </div>
    );
  }
  const lobby = { game, view: 'lobby' as const };
  return (
    <div className="lottery-screen lottery-screen--betting">
      <aside className="lottery-screen__menu" aria-label={t`Games`}>
        <a
          className="btn btn--ghost btn--small"
          href={nav.href(lobby)}
          onClick={(e) => {
            e.preventDefault();
            nav.go(lobby);
          }}
        >
          {t`All games`}
        </a>
        <MenuBeside area={area} nav={nav} current={game} />
        {signedIn && <RecentGames area={area} nav={nav} current={game} />}
      </aside>
      <GamePanel key={game} gameCode={game} symbol={symbol} signedIn={signedIn} onLogin={() => modal.open('login')} />
    </div>
  );
}
