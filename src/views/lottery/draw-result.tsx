import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Draw, LotteryType } from '../../api/schemas/lottery';
import { SiteTime } from '../common/site-time-view';
import { matchesCommitment } from './verify';

/** An instant as the header clock shows time (GMT+8, DD/MM/YYYY HH:mm:ss). */
export const DrawTime = SiteTime;

/** VN prize names as players know them: the special prize is G.ĐB. */
export function prizeName(name: string): string {
  return name === 'DB' ? 'G.ĐB' : name;
}

/** A draw's numbers as balls; LHC's last number is the extra (special) number. */
export function DrawBalls({ numbers, type, small }: { numbers: readonly string[]; type?: LotteryType; small?: boolean }) {
  const { t } = useLingui();
  const extra = type === 'LHC' && numbers.length > 1 ? numbers.length - 1 : -1;
  return (
    <ol className={`lottery-balls${small ? ' lottery-balls--small' : ''}`} aria-label={t`Winning numbers`}>
      {numbers.map((n, i) => (
        <li key={`${i}-${n}`} className={i === extra ? 'lottery-ball lottery-ball--extra' : 'lottery-ball'}>
          {i === extra && <span className="visually-hidden">{t`Extra number`} </span>}
          {n}
        </li>
      ))}
    </ol>
  );
}

/** Vietnamese results (VNN/VNS): one row per prize, G.ĐB first. */
export function PrizeTable({ draw }: { draw: Draw }) {
  const { t } = useLingui();
  const numero = draw.numero;
  return (
    <table className="lottery-prizes">
      <caption>{t`Results of draw ${numero}`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Prize`}</th>
          <th scope="col">{t`Numbers`}</th>
        </tr>
      </thead>
      <tbody>
        {(draw.prizes ?? []).map((p) => (
          <tr key={p.name}>
            <th scope="row">{prizeName(p.name)}</th>
            <td>
              {p.numbers.map((n, i) => (
                <span key={`${i}-${n}`} className="lottery-prizes__number">
                  {n}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; digest: string; matches: boolean } | { state: 'failed' };

/**
 * "Verify": recomputes SHA-256(numbers.join(',') + '|' + salt) in the browser and says whether
 * it equals the commitment published before the draw.
 */
export function VerifyDraw({ draw }: { draw: Draw }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const panelId = useId();
  if (!draw.numbers || draw.salt === null) return null;
  const { numbers, salt } = draw;
  const numero = draw.numero;
  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (!opening || check.state !== 'idle') return;
    setCheck({ state: 'checking' });
    matchesCommitment(numbers, salt, draw.commitment).then(
      (r) => setCheck({ state: 'done', ...r }),
      () => setCheck({ state: 'failed' }),
    );
  };
  return (
    <div className="lottery-verify">
      <button type="button" className="btn btn--link" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {t`Verify draw ${numero}`}
      </button>
      <div id={panelId} className="lottery-verify__panel" hidden={!open}>
        <dl>
          <dt>{t`Commitment published before the draw`}</dt>
          <dd className="lottery-verify__hash">{draw.commitment}</dd>
          <dt>{t`Numbers and salt revealed at the draw`}</dt>
          <dd className="lottery-verify__hash">
            {numbers.join(',')}|{salt}
          </dd>
          {check.state === 'done' && (
            <>
              <dt>{t`SHA-256 computed in your browser`}</dt>
              <dd className="lottery-verify__hash">{check.digest}</dd>
            </>
          )}
        </dl>
        <p role="status" className={check.state === 'done' && !check.matches ? 'lottery-verify__result lottery-verify__result--bad' : 'lottery-verify__result'}>
          {check.state === 'checking' && t`Checking…`}
          {check.state === 'failed' && t`This browser cannot compute SHA-256 here.`}
          {check.state === 'done' &&
            (check.matches
              ? t`Verified: the numbers were fixed before sales opened.`
              : t`Does not match: these numbers and salt do not give the published commitment.`)}
        </p>
      </div>
    </div>
  );
}

/** The last drawn result of a game: numbers (or the prize table), its time, and the check. */
export function LastResult({ draw, type }: { draw: Draw; type: LotteryType }) {
  const { t } = useLingui();
  const titleId = useId();
  const numero = draw.numero;
  const vn = (type === 'VNN' || type === 'VNS') && (draw.prizes?.length ?? 0) > 0;
  return (
    <section className="lottery-result" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        {t`Last result: draw ${numero}`}
      </h3>
      {draw.status === 'cancelled' ? (
        <p>{t`This draw was cancelled; its bets were refunded.`}</p>
      ) : vn ? (
        <PrizeTable draw={draw} />
      ) : draw.numbers ? (
        <DrawBalls numbers={draw.numbers} type={type} />
      ) : (
        <p>{t`Waiting for the result…`}</p>
      )}
      <p className="lottery-result__time">
        {t`Drawn at`} <DrawTime iso={draw.drawAt} />
      </p>
      <VerifyDraw draw={draw} />
    </section>
  );
}
