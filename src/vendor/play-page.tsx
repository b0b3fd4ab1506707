import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { errorKeyOf } from '../api/errors';
import type { SessionResult } from './api';
import type { VendorClient } from './client';
import { GameScreen } from './game-screen';
import { ownClose } from './round-view';
import { activateVendorLocale, pickVendorLocale } from './i18n';
import { vendorMessage } from './messages';
import type { SiteLink } from './parent';

type Boot = { status: 'loading' } | { status: 'failed'; errorKey: string } | { status: 'ready'; session: SessionResult };

/**
 * A ticket opens at most one session, however often React runs the effect (StrictMode runs it
 * twice in development): the request is made once per client and ticket.
 */
const opened = new WeakMap<object, Map<string, Promise<SessionResult>>>();
function openOnce(client: Pick<VendorClient, 'openSession'>, ticket: string): Promise<SessionResult> {
  let byTicket = opened.get(client);
  if (!byTicket) opened.set(client, (byTicket = new Map()));
  let p = byTicket.get(ticket);
  if (!p) byTicket.set(ticket, (p = client.openSession(ticket)));
  return p;
}

/**
 * /demo-vendor/play?ticket=…: redeems the one-use launch ticket for a game session (the token
 * stays in the client's memory), speaks the session's language unless `?lang=` chose one, and
 * shows the game.
 */
export function PlayPage({
  client,
  ticket,
  lang,
  site,
}: {
  client: VendorClient;
  ticket: string | null;
  /** `?lang=` of the page, which wins over the session's language. */
  lang: string | null;
  site: SiteLink;
}) {
  const { t, i18n } = useLingui();
  const [boot, setBoot] = useState<Boot>(ticket ? { status: 'loading' } : { status: 'failed', errorKey: 'demo.ticket.missing' });
  const [endedKey, setEndedKey] = useState<string | null>(null);

  useEffect(() => {
    if (!ticket) return;
    let live = true;
    openOnce(client, ticket).then(
      async (session) => {
        if (!lang) await activateVendorLocale(pickVendorLocale(session.game.language)).catch(() => {});
        if (live) setBoot({ status: 'ready', session });
      },
      (e: unknown) => live && setBoot({ status: 'failed', errorKey: errorKeyOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [client, ticket, lang]);

  const onSessionEnded = useCallback((key: string) => setEndedKey(key), []);

  if (boot.status === 'loading') {
    return (
      <p className="dv-status dv-page" role="status">
        {t`Opening the game…`}
      </p>
    );
  }
  if (boot.status === 'failed' || endedKey) {
    const close = ownClose(site);
    const key = endedKey ?? (boot.status === 'failed' ? boot.errorKey : null);
    return (
      <div className="dv-page dv-ended" role="alert">
        <p>{i18n._(vendorMessage(key))}</p>
        {close ? (
          <button type="button" className="dv-btn dv-btn--primary" onClick={close}>
            {t`Close game`}
          </button>
        ) : null}
      </div>
    );
  }
  return <GameScreen session={boot.session} client={client} site={site} onSessionEnded={onSessionEnded} />;
}
