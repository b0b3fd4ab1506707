import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createDemoRoundLogic } from '../machines/demo-round/demo-round.runtime';
import type { FairState, Fixture, RoundRecord, SessionResult } from './api';
import type { VendorClient } from './client';
import { isFixtureEngine, resolveEngineConfig } from '../game-engines/registry';
import { endsSession } from './messages';
import type { SiteLink } from './parent';
import { FairPanel } from './parts/fair-panel';
import { RoundHistory } from './parts/round-history';
import { GameHeader, ownClose, RoundView } from './round-view';
import { useLoad } from './use-load';
import { fixtureVerifyParams, roundVerifyParams, type VerifyParams, verifyHref } from './verify/verify-params';
import { VerifyPage } from './verify/verify-page';

/** The engine's full config (validated, defaults filled), or null when the page cannot play it. */
function configOf(session: SessionResult): unknown {
  try {
    return resolveEngineConfig(session.game.engine, session.game.config, session.game.rtp);
  } catch {
    return null;
  }
}

/**
 * One game session's screen: the round view (balance, board, last play) with the provably-fair
 * panel and last results beside it — or, on request, the verify view in place.
 */
export function GameScreen({
  session,
  client,
  site,
  onSessionEnded,
}: {
  session: SessionResult;
  client: Pick<VendorClient, 'round' | 'bet' | 'balance' | 'seed' | 'rounds' | 'fixtures' | 'bets'>;
  site: SiteLink;
  /** A read (seed, history) found the session over. */
  onSessionEnded: (errorKey: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { game } = session;
  const fixtures = isFixtureEngine(game.engine);
  const config = useMemo(() => configOf(session), [session]);
  const [logic] = useState(() => createDemoRoundLogic({ client, mode: fixtures ? 'bet' : 'round', announceBalance: site.balanceChanged }));
  const actor = useActorRef(logic, { input: { minBet: game.minBet, maxBet: game.maxBet, balance: session.balance } });
  const last = useSelector(actor, (s) => s.context.last);
  const canPlay = useSelector(actor, (s) => s.hasTag('round:ready'));
  const [fair, setFair] = useState<FairState>(session.fair);
  const [rotations, setRotations] = useState(0);
  const [verify, setVerify] = useState<VerifyParams | null>(null);
  const lastRound = last?.kind === 'round' ? last.round : null;
  const rounds = useLoad((signal) => client.rounds(1, signal), `${lastRound?.roundId ?? ''}:${rotations}`, !fixtures && config !== null);

  // Each round plays the next nonce of the committed seed.
  useEffect(() => {
    if (lastRound) setFair({ serverSeedHash: lastRound.serverSeedHash, clientSeed: lastRound.clientSeed, nonce: lastRound.nonce + 1 });
  }, [lastRound]);
  useEffect(() => {
    if (rounds.status === 'failed' && endsSession(rounds.errorKey)) onSessionEnded(rounds.errorKey);
  }, [rounds.status, rounds.errorKey, onSessionEnded]);

  /** A real link (copyable; followed when the page is a window of its own), opened here in place. */
  const verifyLink = (params: VerifyParams, label: string): ReactNode => (
    <a
      href={verifyHref(params, i18n.locale)}
      onClick={(e) => {
        e.preventDefault();
        setVerify(params);
      }}
    >
      {label}
    </a>
  );

  if (verify || config === null) {
    return (
      <div className="dv-page">
        <GameHeader name={game.gameName} onClose={ownClose(site)} />
        <main>
          {verify ? (
            <VerifyPage initial={verify} onBack={() => setVerify(null)} />
          ) : (
            <p className="dv-alert" role="alert">
              {t`This game is not available.`}
            </p>
          )}
        </main>
      </div>
    );
  }

  const nextRound: VerifyParams = {
    engine: game.engine,
    config: fixtures ? '{}' : JSON.stringify(config),
    serverSeed: '',
    serverSeedHash: fixtures ? '' : fair.serverSeedHash,
    clientSeed: fixtures ? '' : fair.clientSeed,
    nonce: fixtures ? '0' : String(fair.nonce),
    choice: '{}',
  };
  const aside = fixtures ? (
    <aside className="dv-side">
      <section className="dv-panel" aria-label={t`Provably fair`}>
        <h2>{t`Provably fair`}</h2>
        <p>{t`Each match's result comes from a seed whose SHA-256 hash is published before kickoff; the seed is revealed when the match is settled.`}</p>
        <p>{verifyLink(nextRound, t`Open the verify page`)}</p>
      </section>
    </aside>
  ) : (
    <aside className="dv-side">
      <FairPanel
        fair={fair}
        client={client}
        disabled={!canPlay}
        onRotated={(r) => {
          setFair(r.next);
          setRotations((n) => n + 1);
        }}
        onSessionEnded={onSessionEnded}
        verifyLink={verifyLink(nextRound, t`Open the verify page`)}
      />
      <RoundHistory
        rounds={rounds}
        currency={game.currency}
        onVerify={(r: RoundRecord) => verifyLink(roundVerifyParams(game.engine, config, r), t`Verify`)}
      />
    </aside>
  );

  return (
    <div className="dv-page">
      <RoundView
        actor={actor}
        game={game}
        config={config}
        site={site}
        client={client}
        fixtureVerifyLink={(f: Fixture) => verifyLink(fixtureVerifyParams(f), t`Verify the result`)}
        aside={aside}
      />
    </div>
  );
}
