import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { AGENTS } from '../../config/agents';
import { FIELD_UNIT, thresholdsOf } from '../../machines/contract/contract.rules';
import type { ContractFieldError, TierField } from '../../machines/contract/contract.types';
import type { ContractView } from '../../machines/contract/use-contract';
import { Loading } from '../common/data-states';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { formatCount, formatRate } from './contract-format';
import { contractMessageFor, FIELD_LABELS, KIND_LABELS } from './contract-messages';
import { ContractAlert } from './contract-offer';
import { TiersTable } from './tiers-table';

/** A field refusal, translated with its numbers in the reader's locale. */
function useFieldMessage() {
  const { i18n } = useLingui();
  return (error: ContractFieldError | undefined): string | null => {
    if (!error) return null;
    const d: MessageDescriptor = contractMessageFor(error.key);
    const values: Record<string, string> = {};
    if (typeof error.params?.maxBps === 'number') values.max = formatRate(error.params.maxBps);
    else if (typeof error.params?.max === 'number') values.max = formatCount(error.params.max);
    return i18n._(d.id, values, { message: d.message });
  };
}

function Field({
  label,
  hint,
  value,
  message,
  onValue,
  inputMode,
  disabled,
}: {
  label: string;
  hint?: string;
  value: string;
  message: string | null;
  onValue: (v: string) => void;
  inputMode: 'decimal' | 'numeric';
  disabled: boolean;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${message ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="form-field__error">
          {message}
        </p>
      )}
    </div>
  );
}

/** The downline picker: a search among my direct agents (GET team?scope=direct&type=agent) and the choice. */
function DownlinePicker({ view }: { view: ContractView }) {
  const { t } = useLingui();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const { step, context: c } = view;
  const [keyword, setKeyword] = useState(c.draft.keyword);
  const message = fieldMessage(c.errors.downline);
  const team = c.team?.list ?? [];
  return (
    <fieldset className="contract-draft__downline">
      <legend>{t`Downline agent`}</legend>
      <form
        role="search"
        aria-label={t`Find a direct agent`}
        className="contract-draft__search"
        onSubmit={(e) => {
          e.preventDefault();
          view.search(keyword);
        }}
      >
        <label htmlFor={`${id}-kw`}>{t`Account contains`}</label>
        {/* The offer is sent (or failed) for the downline chosen: nothing to search or change then. */}
        <input id={`${id}-kw`} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} disabled={!step.startsWith('drafting.')} />
        <button type="submit" className="btn btn--outline btn--small" disabled={step !== 'drafting.editing'}>
          {t`Search`}
        </button>
      </form>
      {step === 'drafting.loadingTeam' && <Loading label={t`Loading your direct agents`} />}
      {step === 'drafting.teamFailed' && (
        <div className="data-failed" role="alert">
          <p>{t`Your direct agents could not be loaded.`}</p>
          <button type="button" className="btn btn--small" onClick={view.retry}>
            {t`Try again`}
          </button>
        </div>
      )}
      {c.team && step !== 'drafting.loadingTeam' && step !== 'drafting.teamFailed' && (
        <div className={`form-field${message ? ' form-field--invalid' : ''}`}>
          <label htmlFor={`${id}-pick`} className="form-field__label">
            {t`Offer to`}
          </label>
          <select
            id={`${id}-pick`}
            value={c.draft.downline}
            disabled={step !== 'drafting.editing'}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            onChange={(e) => view.chooseDownline(e.target.value)}
          >
            <option value="">{t`Choose a direct agent`}</option>
            {team.map((m) => (
              <option key={m.account} value={m.account}>
                {m.nickname && m.nickname !== m.account ? `${m.account} (${m.nickname})` : m.account}
              </option>
            ))}
          </select>
          {message ? (
            <p id={`${id}-error`} className="form-field__error">
              {message}
            </p>
          ) : (
            <p id={`${id}-hint`} className="form-field__hint">
              {team.length === 0 ? t`No direct agent found. Register a downline agent first (Account registration).` : t`Only your direct downline agents can get a contract from you.`}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The upline's offer editor (contract chart `drafting`): the downline, then tiers with only the
 * kind's thresholds (AGENTS.contractThresholds) and a rate in percent (basis points on the wire),
 * refused at the field; my own tiers beside, since no rate may exceed mine at the same thresholds.
 */
export function TierEditor({ view }: { view: ContractView }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const fieldMessage = useFieldMessage();
  const { step, context: c, mine } = view;
  const editing = step === 'drafting.editing';
  const fields: TierField[] = [...thresholdsOf(c.kind), 'rate'];
  const kindName = i18n._(KIND_LABELS[c.kind]);
  const unitOf = (f: TierField) => (FIELD_UNIT[f] === 'amount' ? symbol : FIELD_UNIT[f] === 'count' ? null : '%');
  const maxRate = formatRate(AGENTS.maxRateBps);
  return (
    <section className="contract-draft" aria-label={t`New offer: ${kindName}`}>
      <DownlinePicker view={view} />
      <div className="contract-draft__columns">
        <form
          className="contract-draft__tiers"
          aria-label={t`Tiers of the offer`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            view.submit();
          }}
        >
          {c.draft.tiers.map((tier, i) => {
            const n = formatCount(i + 1);
            return (
              <fieldset key={i} className="contract-draft__tier">
                <legend>{t`Tier ${n}`}</legend>
                {fields.map((f) => {
                  const unit = unitOf(f);
                  const name = i18n._(FIELD_LABELS[f]);
                  return (
                    <Field
                      key={f}
                      label={unit ? `${name} (${unit})` : name}
                      hint={f === 'rate' ? t`Required; at most ${maxRate}.` : t`Optional: empty means no requirement.`}
                      value={tier[f]}
                      inputMode={FIELD_UNIT[f] === 'count' ? 'numeric' : 'decimal'}
                      message={fieldMessage(c.errors.tiers[i]?.[f])}
                      disabled={!editing}
                      onValue={(v) => view.changeTier(i, f, v)}
                    />
                  );
                })}
                {c.draft.tiers.length > 1 && (
                  <button type="button" className="btn btn--link" onClick={() => view.removeTier(i)} disabled={!editing}>
                    {t`Remove tier ${n}`}
                  </button>
                )}
              </fieldset>
            );
          })}
          <button type="button" className="btn btn--outline btn--small" onClick={view.addTier} disabled={!view.can.addTier}>
            {t`Add a tier`}
          </button>
          {c.errors.form && (
            <p className="form-error" role="alert">
              {fieldMessage(c.errors.form)}
            </p>
          )}
          {step === 'offerFailed' && <ContractAlert errorKey={c.errorKey} />}
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={view.back} disabled={step === 'offering'}>
              {step === 'offerFailed' ? t`Back` : t`Cancel`}
            </button>
            {step === 'offerFailed' ? (
              <button type="button" className="btn btn--primary" onClick={view.retry}>
                {t`Try again`}
              </button>
            ) : (
              <button type="submit" className="btn btn--primary" disabled={!editing}>
                {step === 'offering' ? t`Sending offer…` : t`Send offer`}
              </button>
            )}
          </div>
        </form>
        {mine && (
          <aside className="contract-draft__mine">
            <TiersTable kind={c.kind} tiers={mine.tiers} caption={t`My own tiers: no rate may be higher at the same thresholds`} />
          </aside>
        )}
      </div>
    </section>
  );
}
