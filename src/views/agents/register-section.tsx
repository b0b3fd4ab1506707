import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AgentRegisterField } from '../../machines/agent-center/agent-register.types';
import { type AgentRegisterActor, useAgentRegister, useAgentRegisterActor } from '../../machines/agent-center/use-agent-register';
import { MessagePopup } from '../accounts/message-popup';
import { Loading } from '../common/data-states';
import { MoneyField, MoneySelect } from '../money/security-fields';
import { agentErrorText, agentFieldMessage } from './agent-messages';
import { formatRate } from './format';
import { AgentLoadFailed } from './load-failed';
import type { AgentSectionProps } from './section-types';
import '../money/money.css';

/**
 * Account registration (SPEC §2 registerCenter): a direct downline member or agent. Field
 * problems show under each field (the merchant's registration rules, the rebate limit); other
 * refusals in a popup.
 */
export function AgentRegister({ actor }: { actor: AgentRegisterActor }) {
  const { t, i18n } = useLingui();
  const r = useAgentRegister(actor);
  const titleId = useId();
  const c = r.context;
  if (r.step === 'loading') return <Loading />;
  if (r.step === 'loadFailed') return <AgentLoadFailed errorKey={c.errorKey} onRetry={r.retry} />;
  if (r.step === 'registered' && c.registered) {
    const { account, rebateBps } = c.registered;
    const rate = formatRate(rebateBps);
    return (
      <div className="money-result" role="status">
        <p>{c.registered.type === 0 ? t`Member ${account} registered with a rebate of ${rate}.` : t`Agent ${account} registered with a rebate of ${rate}.`}</p>
        <button type="button" className="btn btn--primary" onClick={r.again}>
          {t`Register another account`}
        </button>
      </div>
    );
  }
  const field = (name: AgentRegisterField) => ({
    value: c.values[name],
    message: agentFieldMessage(i18n, c.errors[name]),
    onValue: (value: string) => r.change(name, value),
    disabled: r.busy,
  });
  const ownRate = formatRate(c.ownRebateBps);
  return (
    <form
      className="money-form"
      noValidate
      aria-labelledby={titleId}
      aria-busy={r.busy}
      onSubmit={(e) => {
        e.preventDefault();
        r.submit();
      }}
    >
      <h4 id={titleId} className="section-title">
        {t`Register a downline account`}
      </h4>
      <MoneyField label={t`Username`} autoComplete="off" {...field('username')} />
      <MoneyField label={t`Password`} type="password" autoComplete="new-password" {...field('password')} />
      <MoneyField label={t`Confirm password`} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <MoneySelect
        label={t`Account type`}
        options={[
          { value: '0', label: t`Member` },
          { value: '1', label: t`Agent` },
        ]}
        {...field('type')}
      />
      <MoneyField label={t`Nickname (optional)`} autoComplete="off" {...field('nickname')} />
      <MoneyField label={t`Rebate (%)`} inputMode="decimal" autoComplete="off" hint={t`At most your own rebate, ${ownRate}`} {...field('rebate')} />
      <button type="submit" className="btn btn--primary btn--block" disabled={r.busy}>
        {r.busy ? t`Registering…` : t`Register account`}
      </button>
      {r.step === 'refused' && (
        <MessagePopup title={t`The account was not registered`} confirmLabel={t`OK`} onConfirm={r.dismiss}>
          <p>{agentErrorText(i18n, c.errorKey)}</p>
        </MessagePopup>
      )}
    </form>
  );
}

export function RegisterSection({ menu }: AgentSectionProps) {
  return <AgentRegister actor={useAgentRegisterActor(menu.agent.rebateBps)} />;
}
