import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type ExclusionActor, useExclusion } from '../../machines/exclusion/use-exclusion';
import { messageFor } from '../messages';
import { MoneySelect } from '../money/security-fields';
import { CARE_MESSAGES } from './care-format';
import { formatSiteDateTimeZoned } from '../common/site-time';

/** Take a break (time-out) or self-exclude (the exclusion chart's view). */
export function ExclusionPanel({ actor }: { actor: ExclusionActor }) {
  const { t, i18n } = useLingui();
  const x = useExclusion(actor);
  const titleId = useId();
  const c = x.context;
  const label = (kind: typeof c.kind, n: number) => (kind === 'timeout' ? (n === 1 ? t`24 hours` : t`${n} days`) : n % 12 === 0 ? t`${n / 12} year(s)` : t`${n} months`);
  const errorText = c.errorKey ? i18n._(CARE_MESSAGES[c.errorKey] ?? messageFor(c.errorKey)) : null;

  if (x.step === 'done') {
    const until = c.exclusion ? formatSiteDateTimeZoned(c.exclusion.endsAt) : '';
    return (
      <section className="care-panel" aria-label={t`Take a break`}>
        <div className="money-result" role="status">
          <p>
            {c.exclusion?.kind === 'selfExclusion'
              ? t`You have excluded yourself until ${until}. You cannot log in or receive offers until then.`
              : t`Your time-out runs until ${until}. You cannot log in or receive offers until then.`}
          </p>
          {/* Once the member is logged out there is nothing left to press. */}
          {x.canClose && (
            <button type="button" className="btn btn--primary" onClick={x.close}>
              {t`Log out now`}
            </button>
          )}
        </div>
      </section>
    );
  }

  const chosen = label(c.kind, c.duration);
  return (
    <section className="care-panel" aria-labelledby={titleId} aria-busy={x.busy}>
      <h4 id={titleId} className="section-title">
        {t`Take a break`}
      </h4>
      {x.step === 'choosing' ? (
        <form
          className="money-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            x.review();
          }}
        >
          <fieldset className="care-kinds">
            <legend>{t`What would you like to do?`}</legend>
            <label>
              <input type="radio" name="care-kind" checked={c.kind === 'timeout'} onChange={() => x.chooseKind('timeout')} />{' '}
              {t`Time-out (24 hours to 6 weeks)`}
            </label>
            <label>
              <input type="radio" name="care-kind" checked={c.kind === 'selfExclusion'} onChange={() => x.chooseKind('selfExclusion')} />{' '}
              {t`Self-exclusion (6 months or more)`}
            </label>
          </fieldset>
          <MoneySelect
            label={t`How long`}
            value={String(c.duration)}
            options={x.choices.map((n) => ({ value: String(n), label: label(c.kind, n) }))}
            onValue={(v) => x.chooseDuration(Number(v))}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn--primary">
              {t`Continue`}
            </button>
          </div>
        </form>
      ) : (
        <form
          className="money-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            x.confirm();
          }}
        >
          <p role="note">
            {c.kind === 'timeout'
              ? t`A time-out of ${chosen} starts now. You will be logged out and cannot log in, deposit or receive offers until it ends. It cannot be shortened.`
              : t`A self-exclusion of ${chosen} starts now. You will be logged out and cannot log in, deposit or receive offers until it ends. It cannot be shortened.`}
          </p>
          <label className="form-check">
            <input type="checkbox" checked={c.understood} onChange={(e) => x.understand(e.target.checked)} disabled={x.busy} />{' '}
            {t`I understand that I cannot log in until it ends`}
          </label>
          {errorText && (
            <p className="form-error" role="alert">
              {errorText}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={x.back} disabled={x.busy}>
              {t`Back`}
            </button>
            <button type="submit" className="btn btn--danger" disabled={!x.canConfirm}>
              {x.busy ? t`Saving…` : c.kind === 'timeout' ? t`Start time-out` : t`Self-exclude`}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
