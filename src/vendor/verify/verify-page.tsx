import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { EngineInputError } from '../../game-engines/engine';
import type { FairHmac } from '../../game-engines/fair';
import { webHmac } from '../../game-engines/hmac-web';
import { formatMultiplier } from '../format';
import { ENGINE_NAMES } from '../names';
import { useOutcomeText } from '../parts/outcome-text';
import { computeVerify, type VerifyReport } from './verify-compute';
import type { VerifyParams } from './verify-params';

const ENGINES = ['slot', 'dice', 'baccarat', 'roulette', 'cockfight', 'teenpatti', 'fish', 'sports', 'esports'];

type Failure = { kind: 'json'; field: 'config' | 'choice' } | { kind: 'input'; field: string } | { kind: 'crypto' };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text.trim() || '{}') };
  } catch {
    return { ok: false };
  }
}

/** Default HMAC: WebCrypto, which needs a secure context (https or localhost). */
function defaultHmac(): FairHmac | null {
  return globalThis.crypto?.subtle ? webHmac(globalThis.crypto.subtle) : null;
}

/**
 * The verify page (/demo-vendor/verify, also shown inside the game): recomputes a round from
 * (server seed, client seed, nonce) in this browser, shows each step from the HMAC bytes to
 * the outcome, and whether SHA-256(server seed) is the hash shown before play.
 */
export function VerifyPage({
  initial,
  onBack,
  hmac = defaultHmac(),
}: {
  initial: VerifyParams;
  /** Inside the game: back to the table. */
  onBack?: () => void;
  hmac?: FairHmac | null;
}) {
  const { t, i18n } = useLingui();
  const outcomeText = useOutcomeText();
  const [p, setP] = useState<VerifyParams>(initial);
  const [report, setReport] = useState<VerifyReport | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (field: keyof VerifyParams) => (e: { target: { value: string } }) => setP((old) => ({ ...old, [field]: e.target.value }));

  const verify = async () => {
    setReport(null);
    setFailure(null);
    const config = parseJson(p.config);
    if (!config.ok) return setFailure({ kind: 'json', field: 'config' });
    const choice = parseJson(p.choice);
    if (!choice.ok) return setFailure({ kind: 'json', field: 'choice' });
    if (!hmac) return setFailure({ kind: 'crypto' });
    setBusy(true);
    try {
      setReport(
        await computeVerify(hmac, {
          engine: p.engine,
          config: config.value,
          choice: choice.value,
          serverSeed: p.serverSeed.trim(),
          clientSeed: p.clientSeed,
          nonce: p.nonce.trim() === '' ? NaN : Number(p.nonce),
          expectedHash: p.serverSeedHash,
        }),
      );
    } catch (e) {
      setFailure(e instanceof EngineInputError ? { kind: 'input', field: e.field } : { kind: 'crypto' });
    } finally {
      setBusy(false);
    }
  };

  const failureText = (f: Failure) => {
    if (f.kind === 'json') return f.field === 'config' ? t`The game config is not valid JSON.` : t`The choice is not valid JSON.`;
    if (f.kind === 'crypto') return t`This browser cannot compute HMAC-SHA256 on this page (a secure connection is needed).`;
    const field = f.field;
    return t`This value does not fit the game: ${field}.`;
  };

  return (
    <section className="dv-verify" aria-labelledby={`${id}-title`}>
      <div className="dv-verify__head">
        <h2 id={`${id}-title`}>{t`Verify a round`}</h2>
        {onBack ? (
          <button type="button" className="dv-btn" onClick={onBack}>
            {t`Back to the game`}
          </button>
        ) : null}
      </div>
      <p className="dv-note">
        {t`Outcome bytes are HMAC-SHA256 of the server seed over "client seed:nonce:block". Everything below is computed in this browser.`}
      </p>
      {/* No <form>: the sandboxed page may not submit forms; the button computes. */}
      <div className="dv-fields" role="group" aria-label={t`Round to verify`}>
        <label>
          {t`Game engine`}
          <select value={p.engine} onChange={set('engine')}>
            {ENGINES.map((e) => (
              <option key={e} value={e}>
                {i18n._(ENGINE_NAMES[e]!)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t`Game config (JSON)`}
          <textarea rows={3} value={p.config} onChange={set('config')} spellCheck={false} />
        </label>
        <label>
          {t`Server seed`}
          <input value={p.serverSeed} onChange={set('serverSeed')} spellCheck={false} autoComplete="off" />
        </label>
        <label>
          {t`Server seed hash shown before play`}
          <input value={p.serverSeedHash} onChange={set('serverSeedHash')} spellCheck={false} autoComplete="off" />
        </label>
        <label>
          {t`Client seed`}
          <input value={p.clientSeed} onChange={set('clientSeed')} spellCheck={false} autoComplete="off" />
        </label>
        <label>
          {t`Nonce`}
          <input value={p.nonce} onChange={set('nonce')} inputMode="numeric" autoComplete="off" />
        </label>
        <label>
          {t`Choice (JSON)`}
          <textarea rows={2} value={p.choice} onChange={set('choice')} spellCheck={false} />
        </label>
        <button type="button" className="dv-btn dv-btn--primary" onClick={() => void verify()} disabled={busy}>
          {busy ? t`Verifying…` : t`Verify`}
        </button>
      </div>
      {failure ? (
        <p className="dv-alert" role="alert">
          {failureText(failure)}
        </p>
      ) : null}
      {report ? <VerifyResult report={report} outcomeText={outcomeText(report.outcome)} /> : null}
    </section>
  );
}

function VerifyResult({ report, outcomeText }: { report: VerifyReport; outcomeText: string }) {
  const { t } = useLingui();
  const multiplier = formatMultiplier(report.multiplier);
  return (
    <section className="dv-verify__result" aria-label={t`Verification`} aria-live="polite">
      <h3>{t`1. Server seed`}</h3>
      <p>
        {t`SHA-256 of the server seed:`} <code className="dv-hex">{report.serverSeedHash}</code>
      </p>
      {report.hashMatches === null ? (
        <p>{t`No hash given to compare with.`}</p>
      ) : report.hashMatches ? (
        <p className="dv-good">{t`It matches the hash shown before play.`}</p>
      ) : (
        <p className="dv-bad">{t`It does NOT match the hash shown before play.`}</p>
      )}
      <h3>{t`2. Outcome bytes`}</h3>
      <table className="dv-table">
        <caption>{t`HMAC-SHA256 blocks`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Block`}</th>
            <th scope="col">{t`Message`}</th>
            <th scope="col">{t`Bytes (hex)`}</th>
          </tr>
        </thead>
        <tbody>
          {report.blocks.map((b) => (
            <tr key={b.cursor}>
              <td>{b.cursor}</td>
              <td>
                <code>{b.message}</code>
              </td>
              <td>
                <code className="dv-hex">{b.hex}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t`3. Numbers the game read`}</h3>
      <ol className="dv-floats">
        {report.floats.map((f, i) => {
          const bytes = f.bytes;
          const value = f.value.toFixed(8);
          const n = f.int?.n ?? 0;
          const int = f.int?.value ?? 0;
          return <li key={i}>{f.int ? t`Bytes ${bytes} → ${value} → ${int} of ${n}` : t`Bytes ${bytes} → ${value}`}</li>;
        })}
      </ol>
      <h3>{t`4. Outcome`}</h3>
      <p className="dv-outcome">{outcomeText}</p>
      <p>{t`Pays ${multiplier} the stake.`}</p>
      <pre className="dv-json">{JSON.stringify(report.outcome, null, 2)}</pre>
    </section>
  );
}
