import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { type DemoRoundActor, useDemoRound } from '../machines/demo-round/use-demo-round';
import type {
  BaccaratConfig,
  CockfightConfig,
  DemoGame,
  DiceConfig,
  Fixture,
  FishConfig,
  RouletteConfig,
  SlotConfig,
  SportsConfig,
  TeenpattiConfig,
} from './api';
import type { VendorClient } from './client';
import { formatMoney } from './format';
import { BaccaratBoard } from './games/baccarat-board';
import type { BoardProps } from './games/board';
import { CockfightBoard } from './games/cockfight-board';
import { DiceBoard } from './games/dice-board';
import { FishBoard } from './games/fish-board';
import { FixturesBoard } from './games/fixtures-board';
import { RouletteBoard } from './games/roulette-board';
import { SlotBoard } from './games/slot-board';
import { TeenpattiBoard } from './games/teenpatti-board';
import type { SiteLink } from './parent';
import { LastPlay } from './parts/last-play';
import { RoundStatus } from './parts/round-status';
import { StakeSelect } from './parts/stake';

/**
 * The demoRound chart's view: the balance, the engine's board with the stake selector, what the
 * last play came to and what went wrong with it (retry, dismiss, close). `aside` is the rest of
 * the screen (provably-fair panel, last results).
 */
export function RoundView({
  actor,
  game,
  config,
  site,
  client,
  fixtureVerifyLink,
  aside,
}: {
  actor: DemoRoundActor;
  game: DemoGame;
  /** The engine's full config (src/game-engines/registry.ts resolveEngineConfig). */
  config: unknown;
  site: SiteLink;
  /** The sports and e-sports boards read fixtures and bets. */
  client: Pick<VendorClient, 'fixtures' | 'bets' | 'balance'>;
  fixtureVerifyLink: (f: Fixture) => ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useLingui();
  const round = useDemoRound(actor);
  const [stake, setStake] = useState(game.minBet);
  const currency = game.currency;
  const balance = formatMoney(round.context.balance, currency);
  const stakeControl = (
    <StakeSelect value={stake} onChange={setStake} minBet={game.minBet} maxBet={game.maxBet} currency={currency} disabled={!round.canPlay} />
  );
  const props: BoardProps<never> = { config: config as never, round, stake, stakeControl, currency };
  const board = (() => {
    switch (game.engine) {
      case 'slot':
        return <SlotBoard {...props} config={config as SlotConfig} />;
      case 'dice':
        return <DiceBoard {...props} config={config as DiceConfig} />;
      case 'baccarat':
        return <BaccaratBoard {...props} config={config as BaccaratConfig} />;
      case 'roulette':
        return <RouletteBoard {...props} config={config as RouletteConfig} />;
      case 'cockfight':
        return <CockfightBoard {...props} config={config as CockfightConfig} />;
      case 'teenpatti':
        return <TeenpattiBoard {...props} config={config as TeenpattiConfig} />;
      case 'fish':
        return <FishBoard {...props} config={config as FishConfig} />;
      default:
        return <FixturesBoard {...props} config={config as SportsConfig} client={client} verifyLink={fixtureVerifyLink} />;
    }
  })();

  return (
    <>
      <GameHeader name={game.gameName} balance={balance} onClose={ownClose(site)} />
      <main className="dv-main">
        <section className="dv-game" aria-label={t`Game`}>
          {board}
          <LastPlay played={round.context.last} currency={currency} />
          <RoundStatus round={round} currency={currency} onClose={ownClose(site)} />
        </section>
        {aside}
      </main>
    </>
  );
}

/**
 * The page's own close control, only when it is a window of its own: inside the site's /game
 * frame the site's "Close game" above the frame is the one (two close buttons confused players).
 */
export const ownClose = (site: SiteLink): (() => void) | undefined => (site.embedded ? undefined : site.close);

export function GameHeader({ name, balance, onClose }: { name: string; balance?: string; onClose?: () => void }) {
  const { t } = useLingui();
  return (
    <header className="dv-top">
      <h1>{name}</h1>
      {balance !== undefined ? (
        <p className="dv-balance">
          {t`Balance`} <output aria-live="polite">{balance}</output>
        </p>
      ) : null}
      {onClose ? (
        <button type="button" className="dv-btn" onClick={onClose}>
          {t`Close game`}
        </button>
      ) : null}
    </header>
  );
}
