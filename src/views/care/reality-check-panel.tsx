import { useLingui } from '@lingui/react/macro';
import { CARE } from '../../config/care';
import { type RealityCheckActor, useRealityCheck } from '../../machines/reality-check/use-reality-check';
import { messageFor } from '../messages';
import { MoneySelect } from '../money/security-fields';

/** The reality-check interval (the host actor's setting): off or every N minutes; saved on change. */
export function RealityCheckPanel({ actor }: { actor: RealityCheckActor }) {
  const { t, i18n } = useLingui();
  const r = useRealityCheck(actor);
  const minutes = r.context.minutes;
  return (
    <section className="care-panel" aria-label={t`Reality check`} aria-busy={r.busy}>
      <p className="money-note">{t`A reminder every few minutes of how long you have been playing and your net result in this session.`}</p>
      <MoneySelect
        label={t`Reality check interval`}
        value={minutes === null ? '' : String(minutes)}
        disabled={!r.canSet}
        options={[{ value: '', label: t`Off` }, ...CARE.realityCheckChoices.map((m) => ({ value: String(m), label: t`Every ${m} minutes` }))]}
        onValue={(v) => r.set(v === '' ? null : Number(v))}
      />
      <p className="money-note" role="status">
        {r.busy ? t`Saving…` : minutes === null ? t`Reality check is off.` : t`Reality check every ${minutes} minutes.`}
      </p>
      {r.context.errorKey && (
        <p className="form-error" role="alert">
          {i18n._(messageFor(r.context.errorKey))}
        </p>
      )}
    </section>
  );
}
