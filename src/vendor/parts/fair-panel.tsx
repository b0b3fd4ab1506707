import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { errorKeyOf } from '../../api/errors';
import type { FairState, SeedResult } from '../api';
import type { VendorClient } from '../client';
import { endsSession, vendorMessage } from '../messages';
import { VENDOR } from '../vendor-constants';

/**
 * The provably-fair panel: the hash of the server seed that plays the next rounds (committed
 * before play), the client seed the player may change, and the next nonce. Rotating (POST seed)
 * reveals the seed that played so far and commits a new one.
 */
export function FairPanel({
  fair,
  client,
  disabled,
  onRotated,
  onSessionEnded,
  verifyLink,
}: {
  fair: FairState;
  client: Pick<VendorClient, 'seed'>;
  /** While a round is in flight. */
  disabled: boolean;
  onRotated: (result: SeedResult) => void;
  onSessionEnded: (errorKey: string) => void;
  verifyLink: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [clientSeed, setClientSeed] = useState(fair.clientSeed);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<SeedResult['revealed'] | null>(null);
  const trimmed = clientSeed.trim();
  const valid = VENDOR.clientSeedPattern.test(trimmed);

  const rotate = async () => {
    setBusy(true);
    setErrorKey(null);
    try {
      const result = await client.seed(trimmed);
      setRevealed(result.revealed);
      setClientSeed(result.next.clientSeed);
      onRotated(result);
    } catch (e) {
      const key = errorKeyOf(e);
      if (endsSession(key)) onSessionEnded(key);
      else setErrorKey(key);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="dv-panel dv-fair" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Provably fair`}</h2>
      <dl className="dv-facts">
        <dt>{t`Server seed hash (SHA-256)`}</dt>
        <dd>
          <code className="dv-hex">{fair.serverSeedHash}</code>
        </dd>
        <dt>{t`Next nonce`}</dt>
        <dd>{fair.nonce}</dd>
      </dl>
      <label htmlFor={`${id}-seed`}>{t`Client seed`}</label>
      <div className="dv-inline">
        <input
          id={`${id}-seed`}
          value={clientSeed}
          maxLength={VENDOR.clientSeedMax}
          onChange={(e) => setClientSeed(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={valid ? undefined : true}
          aria-describedby={`${id}-rule ${id}-hint`}
        />
        <button type="button" className="dv-btn" disabled={disabled || busy || !valid} onClick={() => void rotate()}>
          {busy ? t`Rotating…` : t`Rotate seeds`}
        </button>
      </div>
      <small id={`${id}-rule`} className={valid ? undefined : 'dv-bad'}>
        {t`1 to 64 letters, digits, _ or -.`}
      </small>{' '}
      <small id={`${id}-hint`}>{t`Rotating reveals the current server seed, so you can verify every round it played, and starts a new one.`}</small>
      {errorKey ? (
        <p className="dv-alert" role="alert">
          {i18n._(vendorMessage(errorKey))}
        </p>
      ) : null}
      {revealed ? (
        <div className="dv-revealed" role="status">
          <h3>{t`Revealed server seed`}</h3>
          <dl className="dv-facts">
            <dt>{t`Server seed`}</dt>
            <dd>
              <code className="dv-hex">{revealed.serverSeed}</code>
            </dd>
            <dt>{t`Its hash`}</dt>
            <dd>
              <code className="dv-hex">{revealed.serverSeedHash}</code>
            </dd>
            <dt>{t`Client seed used`}</dt>
            <dd>{revealed.clientSeed}</dd>
            <dt>{t`Last nonce played`}</dt>
            <dd>{revealed.lastNonce}</dd>
          </dl>
        </div>
      ) : null}
      <p>{verifyLink}</p>
    </section>
  );
}
