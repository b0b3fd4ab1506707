import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Draw, LotteryGameDetail } from '../../api/schemas/lottery';
import { useAppDeps } from '../../machines/app-deps';
import { createLotterySlipLogic } from '../../machines/lottery-slip/lottery-slip.runtime';
import { useApiResource } from '../../machines/resource/use-resource';
import { DataView } from '../common/data-states';
import { LotterySlipPanel } from './bet-slip';
import { drawPhase, openNumeroOf, useDrawPolling, useNowAt } from './draw-clock';
import { LastResult } from './draw-result';
import { DrawHistory } from './draw-history';
import { DrawStatus } from './draw-status';
import { MyBets } from './my-bets';

interface SlipSectionProps {
  detail: LotteryGameDetail;
  openNumero: string | null;
  symbol: string;
  signedIn: boolean;
  onLogin: () => void;
  onPlaced: () => void;
  onDrawClosed: () => void;
}

/** The slip chart for one game; told whenever the page sees the open draw change. */
function SlipSection({ detail, openNumero, symbol, signedIn, onLogin, onPlaced, onDrawClosed }: SlipSectionProps) {
  const { api } = useAppDeps();
  const latest = useRef({ onPlaced, onDrawClosed });
  latest.current = { onPlaced, onDrawClosed };
  const [logic] = useState(() =>
    createLotterySlipLogic({ api, onPlaced: () => latest.current.onPlaced(), onDrawClosed: () => latest.current.onDrawClosed() }),
  );
  const actor = useActorRef(logic, { input: { gameCode: detail.game.gameCode, betTypes: detail.betTypes, numero: openNumero } });
  useEffect(() => actor.send({ type: 'slip.draw', numero: openNumero }), [actor, openNumero]);
  return <LotterySlipPanel actor={actor} symbol={symbol} signedIn={signedIn} onLogin={onLogin} />;
}

/** How long after a draw's drawAt the page keeps asking for its result. Not in the spec. */
const RESULT_WAIT_MS = 2 * 60_000;

/** The draw that stopped being current while the page showed it: its result is due at its drawAt. */
function useAwaitedResult(current: Draw | null): { numero: string; drawAt: number } | null {
  const [awaited, setAwaited] = useState<{ numero: string; drawAt: number } | null>(null);
  const shown = useRef<Draw | null>(null);
  useEffect(() => {
    const before = shown.current;
    if (before && current && before.numero !== current.numero) setAwaited({ numero: before.numero, drawAt: Date.parse(before.drawAt) });
    shown.current = current;
  }, [current]);
  return awaited;
}

/**
 * One game (`/lgw/lotto/game`): its current draw with the countdown, the last result, the bet
 * slip, the member's bets and the history. Between draws the game is read again every
 * LOTTERY.drawPollMs until the next draw shows.
 */
export function GamePanel({ gameCode, symbol, signedIn, onLogin }: { gameCode: string; symbol: string; signedIn: boolean; onLogin: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const detail = useApiResource('lotteryGame', { gameCode });
  const current = detail.data?.game.current ?? null;
  const lastNumero = detail.data?.game.last?.numero ?? '';
  const lastStatus = detail.data?.game.last?.status ?? '';
  const awaited = useAwaitedResult(current);
  const now = useNowAt([...(current ? [Date.parse(current.closeAt)] : []), ...(awaited ? [awaited.drawAt, awaited.drawAt + RESULT_WAIT_MS] : [])]);
  const phase = drawPhase(current, now);
  // The draw that closed while the page was open is drawn at its drawAt: read the game again
  // until its result shows and its bets are settled (numeros sort by time), or give up after
  // RESULT_WAIT_MS (a cancelled draw never shows).
  const awaitedShown = awaited !== null && (lastNumero > awaited.numero || (lastNumero === awaited.numero && lastStatus === 'settled'));
  const resultDue = awaited !== null && !awaitedShown && now >= awaited.drawAt && now < awaited.drawAt + RESULT_WAIT_MS;
  useDrawPolling(detail.data !== null && (phase !== 'open' || resultDue), detail.reload);
  const [placedCount, setPlacedCount] = useState(0);
  return (
    <section className="lottery-game" aria-labelledby={titleId}>
      <DataView resource={detail}>
        {(d) => (
          <>
            <header className="lottery-game__header">
              <h2 id={titleId} className="lottery-game__title">
                {d.game.gameName}
              </h2>
              <DrawStatus current={d.game.current} phase={phase} />
            </header>
            {d.game.last && <LastResult draw={d.game.last} type={d.game.lotteryType} />}
            <SlipSection
              detail={d}
              openNumero={openNumeroOf(d.game.current, now)}
              symbol={symbol}
              signedIn={signedIn}
              onLogin={onLogin}
              onPlaced={() => setPlacedCount((n) => n + 1)}
              onDrawClosed={detail.reload}
            />
            {signedIn ? (
              <MyBets gameCode={d.game.gameCode} version={`${placedCount}:${lastNumero}:${lastStatus}`} symbol={symbol} betTypes={d.betTypes} />
            ) : (
              <p className="lottery-note">{t`Log in to place bets and follow them here.`}</p>
            )}
            <DrawHistory gameCode={d.game.gameCode} type={d.game.lotteryType} version={lastNumero} />
          </>
        )}
      </DataView>
    </section>
  );
}
