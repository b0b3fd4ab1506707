import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import type { Fixture, FixtureBet, FixtureResult, SportsConfig } from '../api';
import type { VendorClient } from '../client';
import { picksOf } from '../../game-engines/sports';
import { payoutOf } from '../../game-engines/payout';
import { formatMoney, formatOdds, formatTime } from '../format';
import { vendorMessage } from '../messages';
import { useLoad } from '../use-load';
import type { BoardProps } from './board';

interface Selection {
  fixture: Fixture;
  pick: FixtureResult;
}

/** "Home v Away". */
function useMatchName() {
  const { t } = useLingui();
  return ({ home, away }: { home: string; away: string }) => t`${home} v ${away}`;
}

/**
 * Sports (1X2) and e-sports (match winner): a board of fixtures with odds, a slip of one
 * selection, and the player's open and settled bets. Results are committed before kickoff
 * (each fixture's result hash) and revealed at settlement (verify link).
 */
export function FixturesBoard({
  config,
  round,
  stake,
  stakeControl,
  currency,
  client,
  verifyLink,
}: BoardProps<SportsConfig> & { client: Pick<VendorClient, 'fixtures' | 'bets' | 'balance'>; verifyLink: (f: Fixture) => ReactNode }) {
  const { t, i18n } = useLingui();
  const matchName = useMatchName();
  const [selection, setSelection] = useState<Selection | null>(null);
  const lastBet = round.context.last?.kind === 'bet' ? round.context.last.bet.betReference : null;
  const fixtures = useLoad((signal) => client.fixtures(signal), lastBet);
  const bets = useLoad((signal) => client.bets(1, signal), lastBet);

  // A placed bet empties the slip.
  useEffect(() => {
    if (lastBet) setSelection(null);
  }, [lastBet]);

  const refresh = () => {
    fixtures.reload();
    bets.reload();
    // Fixture bets settle later on the server: the balance moves out of this page's sight.
    client.balance().then((b) => round.setBalance(b.balance), () => {});
  };

  const oddsFor = (match: string) => t`Odds for ${match}`;
  const potentialWin = (amount: string) => t`Potential win: ${amount}`;
  const pickName = (f: Pick<Fixture, 'home' | 'away'>, pick: FixtureResult) => (pick === 'home' ? f.home : pick === 'away' ? f.away : t`Draw`);
  const list = (fixtures.data?.list ?? []).filter((f) => f.kind === config.kind);
  const open = (bets.data?.list ?? []).filter((b) => b.status === 'open');
  const settled = (bets.data?.list ?? []).filter((b) => b.status !== 'open');

  return (
    <div className="dv-board dv-fixtures">
      <section className="dv-panel" aria-label={t`Matches`}>
        <div className="dv-panel__head">
          <h2>{t`Matches`}</h2>
          <button type="button" className="dv-btn" onClick={refresh}>
            {t`Refresh`}
          </button>
        </div>
        {fixtures.status === 'failed' ? <p role="alert">{i18n._(vendorMessage(fixtures.errorKey))}</p> : null}
        {fixtures.status === 'loading' && !fixtures.data ? <p role="status">{t`Loading matches…`}</p> : null}
        {fixtures.data && list.length === 0 ? <p>{t`No matches on the board right now.`}</p> : null}
        <ul className="dv-fixture-list">
          {list.map((f) => (
            <li key={f.fixtureId} className="dv-fixture">
              <div className="dv-fixture__teams">
                <small>{f.league}</small>
                <strong>{matchName(f)}</strong>
                <small>
                  {formatTime(f.kickoffAt)} · <FixtureStatusText fixture={f} />
                </small>
              </div>
              <div className="dv-odds" role="group" aria-label={oddsFor(matchName(f))}>
                {picksOf(f.odds).map((pick) => {
                  const odds = formatOdds(f.odds[pick]!);
                  const who = pickName(f, pick);
                  return (
                    <button
                      key={pick}
                      type="button"
                      className="dv-odd"
                      aria-pressed={selection?.fixture.fixtureId === f.fixtureId && selection.pick === pick}
                      aria-label={t`${who}, odds ${odds}`}
                      disabled={f.status !== 'scheduled' || !round.canPlay}
                      onClick={() => setSelection({ fixture: f, pick })}
                    >
                      <small aria-hidden="true">{pick === 'home' ? '1' : pick === 'draw' ? 'X' : '2'}</small> {odds}
                    </button>
                  );
                })}
              </div>
              <details className="dv-fixture__fair">
                <summary>{t`Provably fair`}</summary>
                <p>
                  {t`Result hash (SHA-256 of the result seed):`} <code className="dv-hex">{f.resultHash}</code>
                </p>
                {f.resultSeed ? (
                  <p>
                    {t`Result seed:`} <code className="dv-hex">{f.resultSeed}</code> {verifyLink(f)}
                  </p>
                ) : (
                  <p>{t`The result seed is revealed when the match is settled.`}</p>
                )}
              </details>
            </li>
          ))}
        </ul>
      </section>

      <section className="dv-panel dv-slip" aria-label={t`Bet slip`}>
        <h2>{t`Bet slip`}</h2>
        {selection ? (
          <>
            <p>
              {matchName(selection.fixture)}
              <br />
              <strong>{pickName(selection.fixture, selection.pick)}</strong> @ {formatOdds(selection.fixture.odds[selection.pick]!)}
            </p>
            {stakeControl}
            <p>{potentialWin(formatMoney(payoutOf(stake, selection.fixture.odds[selection.pick]!), currency))}</p>
            <div className="dv-actions">
              <button
                type="button"
                className="dv-btn dv-btn--primary dv-play"
                disabled={!round.canPlay}
                onClick={() => round.play(stake, { fixtureId: selection.fixture.fixtureId, pick: selection.pick })}
              >
                {t`Place bet`}
              </button>
              <button type="button" className="dv-btn" onClick={() => setSelection(null)} disabled={!round.canPlay}>
                {t`Remove selection`}
              </button>
            </div>
          </>
        ) : (
          <p>{t`Pick the odds of a match to add it to the slip.`}</p>
        )}
      </section>

      <section className="dv-panel" aria-label={t`My bets`}>
        <h2>{t`My bets`}</h2>
        {bets.status === 'failed' ? <p role="alert">{i18n._(vendorMessage(bets.errorKey))}</p> : null}
        <BetList title={t`Open bets`} bets={open} empty={t`No open bets.`} currency={currency} pickName={pickName} />
        <BetList title={t`Settled bets`} bets={settled} empty={t`No settled bets yet.`} currency={currency} pickName={pickName} />
      </section>
    </div>
  );
}

function FixtureStatusText({ fixture }: { fixture: Fixture }) {
  const { t } = useLingui();
  switch (fixture.status) {
    case 'scheduled':
      return <>{t`Open for bets`}</>;
    case 'live':
      return <>{t`In play, betting closed`}</>;
    case 'cancelled':
      return <>{t`Cancelled`}</>;
    case 'settled': {
      const result = fixture.result === 'home' ? fixture.home : fixture.result === 'away' ? fixture.away : t`Draw`;
      return <>{fixture.result === 'draw' ? t`Finished: draw` : t`Finished: ${result} won`}</>;
    }
  }
}

function BetList({
  title,
  bets,
  empty,
  currency,
  pickName,
}: {
  title: string;
  bets: FixtureBet[];
  empty: string;
  currency: BoardProps<unknown>['currency'];
  pickName: (f: Pick<FixtureBet, 'home' | 'away'>, pick: FixtureResult) => string;
}) {
  const { t } = useLingui();
  const matchName = useMatchName();
  const won = (amount: string) => t`Won ${amount}`;
  const statusText = (b: FixtureBet) => {
    switch (b.status) {
      case 'open':
        return t`Open`;
      case 'won':
        return won(formatMoney(b.payout ?? 0, currency));
      case 'lost':
        return t`Lost`;
      case 'void':
        return t`Void, stake returned`;
    }
  };
  return (
    <>
      <h3>{title}</h3>
      {bets.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="dv-bets">
          {bets.map((b) => (
            <li key={b.betReference}>
              {matchName(b)}: <strong>{pickName(b, b.pick)}</strong> @ {formatOdds(b.odds)} · {formatMoney(b.stake, currency)} · {statusText(b)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
