import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceBalanceChanged } from '../../machines/balance/balance-signal';
import { pickCdn, withCdn } from '../../machines/game-launch/cdn';
import { IFRAME_TITLE_KEY, IFRAME_URL_KEY, isLaunchUrl } from '../../machines/game-launch/game-launch.rules';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { fromGameFrame, vendorMessage } from './vendor-messages';
import './games.css';

function readIframeUrl(): string | null {
  try {
    const url = sessionStorage.getItem(IFRAME_URL_KEY);
    return url && isLaunchUrl(url) ? url : null;
  } catch {
    return null;
  }
}

/** The launched game's name, kept beside its URL at launch; empty when unknown. */
function readIframeTitle(): string {
  try {
    return sessionStorage.getItem(IFRAME_TITLE_KEY)?.trim() ?? '';
  } catch {
    return '';
  }
}

function forgetIframeUrl() {
  try {
    sessionStorage.removeItem(IFRAME_URL_KEY);
    sessionStorage.removeItem(IFRAME_TITLE_KEY);
  } catch {
    /* storage unavailable */
  }
}

/**
 * /game: the launched game (sessionStorage `iframeUrl`, SPEC §3) in a sandboxed iframe — scripts
 * only, no same-origin — served from a random game-launch CDN (SPEC §9). The game may ask, by
 * postMessage from that frame only, to refresh the balance or to close. Closing forgets the URL:
 * its one-use ticket is spent, a reload would only show an error.
 * /seamless is the same page under the name SPEC §2 gives it (seamless-wallet vendors): every
 * launch goes to /game, and a link to /seamless shows the stored game the same way.
 * The frame is named by the game (kept at launch), so assistive technology announces what is in
 * it; the bar above it holds the page's one close control (the game page shows none of its own
 * inside the frame: src/vendor/round-view.tsx ownClose).
 */
export function GameFramePage({ seamless = false }: { seamless?: boolean }) {
  const { t } = useLingui();
  const title = seamless ? t`Seamless games` : t`Game`;
  const cdns = useWhitelabel()?.info.launchGameCDNs ?? [];
  const [gameName] = useState(readIframeTitle);
  const [src] = useState(() => {
    const url = readIframeUrl();
    return url ? withCdn(url, pickCdn(cdns)) : null;
  });
  const frame = useRef<HTMLIFrameElement>(null);
  const router = useRouter();
  const navigate = useNavigate();

  const leave = useCallback(() => {
    forgetIframeUrl();
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/' });
  }, [router, navigate]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!fromGameFrame(event, frame.current?.contentWindow, window.location.origin)) return;
      const message = vendorMessage(event.data);
      if (message === 'balance') announceBalanceChanged();
      else if (message === 'close') leave();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [leave]);

  if (!src) {
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
        <button type="button" className="btn btn--small" onClick={leave}>
          {t`Close game`}
        </button>
      </div>
      <iframe ref={frame} className="game-frame__frame" src={src} title={gameName || t`Game window`} sandbox="allow-scripts" allow="fullscreen; autoplay" />
    </div>
  );
}
