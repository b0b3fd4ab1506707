import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type RefObject, useRef } from 'react';
import { type GameFrameActor, useGameFrame, useGameFrameActor } from '../../machines/game-frame/use-game-frame';
import './games.css';

/**
 * /game: the launched game (sessionStorage `iframeUrl`, SPEC §3) in a sandboxed iframe — scripts
 * only, no same-origin — served from a random game-launch CDN (SPEC §9). What the frame may ask
 * (by postMessage, from that frame only: the balance, closing) and what closing does (the URL is
 * forgotten, its one-use ticket is spent) is the game-frame chart's.
 * /seamless is the same page under the name SPEC §2 gives it (seamless-wallet vendors): every
 * launch goes to /game, and a link to /seamless shows the stored game the same way.
 * The frame is named by the game (kept at launch), so assistive technology announces what is in
 * it; the bar above it holds the page's one close control (the game page shows none of its own
 * inside the frame: src/vendor/round-view.tsx ownClose).
 */
export function GameFramePage({ seamless = false }: { seamless?: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  return <GameFrameView actor={useGameFrameActor(frame)} frame={frame} seamless={seamless} />;
}

/** The game page drawn from its chart (game-frame). */
export function GameFrameView({ actor, frame, seamless = false }: { actor: GameFrameActor; frame: RefObject<HTMLIFrameElement | null>; seamless?: boolean }) {
  const { t } = useLingui();
  const title = seamless ? t`Seamless games` : t`Game`;
  const game = useGameFrame(actor);
  const { src } = game;

  if (!game.open) {
    return (
      <div className="page-frame game-frame game-frame--empty">
        <h1 className="page-title">{title}</h1>
        <p className="page-note" role="status">
          {t`No game is open. Choose a game to play.`}
        </p>
        <p>
          <Link to="/" className="btn btn--primary">
            {t`Back to home`}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <h1 className="game-frame__title">{title}</h1>
        <button type="button" className="btn btn--small" onClick={game.close}>
          {t`Close game`}
        </button>
      </div>
      <iframe ref={frame} className="game-frame__frame" src={src ?? undefined} title={game.name || t`Game window`} sandbox="allow-scripts" allow="fullscreen; autoplay" />
    </div>
  );
}
