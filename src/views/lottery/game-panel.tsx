import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type LotteryGameActor, useLotteryGame, useLotteryGameActor } from '../../machines/lottery-game/use-lottery-game';
import type { LotterySlipActor } from '../../machines/lottery-slip/use-lottery-slip';
import { LoadFailed, Loading } from '../common/data-states';
import { LotterySlipPanel } from './bet-slip';
import { LastResult } from './draw-result';
import { DrawHistory } from './draw-history';
import { DrawStatus, ResultStatus } from './draw-status';
import { MyBets } from './my-bets';

interface GameViewProps {
  symbol: string;
  signedIn: boolean;
  onLogin: () => void;
}

/**
 * One game as its chart (src/machines/lottery-game/) holds it: the draw taking bets with the
 * countdown, the result of the draw that closed, the last result, the bet slip (the chart's child),
 * the member's bets and the history.
 */
export function LotteryGameView({ actor, symbol, signedIn, onLogin }: GameViewProps & { actor: LotteryGameActor }) {
  const { t } = useLingui();
  const titleId = useId();
  const { step, sales, result, detail, selling, awaited, outcome, errorKey, slip, betsVersion, resultsVersion, closedNumero, retry } = useLotteryGame(actor);
  return (
    <section className="lottery-game" aria-labelledby={titleId} aria-busy={step === 'loading'}>
      {step === 'loading' && <Loading />}
      {step === 'loadFailed' && <LoadFailed errorKey={errorKey} onRetry={retry} />}
      {step === 'live' && detail && (
        <>
          <header className="lottery-game__header">
            <h2 id={titleId} className="lottery-game__title">
              {detail.game.gameName}
            </h2>
            <DrawStatus actor={actor} sales={sales} selling={selling} closedNumero={closedNumero} />
            {sales === 'offline' && <LoadFailed errorKey={errorKey} onRetry={retry} compact />}
            <ResultStatus result={result} awaitedNumero={awaited?.numero ?? null} outcome={outcome} />
          </header>
          {detail.game.last && <LastResult draw={detail.game.last} type={detail.game.lotteryType} />}
          {slip && <LotterySlipPanel actor={slip as LotterySlipActor} symbol={symbol} signedIn={signedIn} onLogin={onLogin} />}
          {signedIn ? (
            <MyBets gameCode={detail.game.gameCode} version={String(betsVersion)} symbol={symbol} betTypes={detail.betTypes} />
          ) : (
            <p className="lottery-note" data-visitor-only>{t`Log in to place bets and follow them here.`}</p>
          )}
          <DrawHistory gameCode={detail.game.gameCode} type={detail.game.lotteryType} version={String(resultsVersion)} />
        </>
      )}
    </section>
  );
}

/** One game (`/lgw/lotto/game`), its chart built for as long as the panel shows it. */
export function GamePanel({ gameCode, ...props }: GameViewProps & { gameCode: string }) {
  return <LotteryGameView actor={useLotteryGameActor(gameCode)} {...props} />;
}
