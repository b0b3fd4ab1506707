import { useLingui } from '@lingui/react/macro';
import type { PaymentPasswordField, PaymentPasswordInput } from '../../machines/payment-password/payment-password.types';
import {
  type PaymentPasswordActor,
  usePaymentPassword,
  usePaymentPasswordActor,
} from '../../machines/payment-password/use-payment-password';
import { useInvokedRecheck } from '../../machines/recheck/use-recheck';
import { RecheckPanel } from './recheck-panel';
import { FormAlert, MoneyField, moneyFieldMessage } from './security-fields';

/** The paymentPassword chart's view: set it the first time, or change it. */
export function PaymentPasswordForm({ actor }: { actor: PaymentPasswordActor }) {
  const { t, i18n } = useLingui();
  const form = usePaymentPassword(actor);
  const recheck = useInvokedRecheck(actor);
  const c = form.context;
  const changing = c.hasPaymentPassword;
  if (recheck) return <RecheckPanel actor={recheck} />;
  if (form.done) return <p role="status">{changing ? t`Your payment password has been changed.` : t`Your payment password has been set.`}</p>;

  const labels: Record<PaymentPasswordField, string> = {
    loginPassword: t`Login password`,
    oldPaymentPassword: t`Old payment password`,
    paymentPassword: t`New payment password`,
    confirmPaymentPassword: t`Confirm payment password`,
  };
  const digits = c.rule.patternId === 'digits';
  return (
    <form
      className="security-form"
      noValidate
      aria-busy={form.busy}
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      {form.fields.map((field) => (
        <MoneyField
          key={field}
          label={labels[field]}
          type="password"
          inputMode={digits && field !== 'loginPassword' ? 'numeric' : undefined}
          autoComplete={field === 'loginPassword' ? 'current-password' : 'off'}
          maxLength={field === 'paymentPassword' || field === 'confirmPaymentPassword' ? c.rule.maxLength : undefined}
          value={c.values[field]}
          message={moneyFieldMessage(i18n, c.errors[field])}
          onValue={(v) => form.change(field, v)}
          disabled={form.busy}
        />
      ))}
      <FormAlert errorKey={c.errorKey} />
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {form.busy ? t`Saving…` : changing ? t`Change payment password` : t`Set payment password`}
      </button>
    </form>
  );
}

/** A payment password chart for as long as the panel is open. */
export function PaymentPasswordPanel({ input, onSaved }: { input: PaymentPasswordInput; onSaved: () => void }) {
  const actor = usePaymentPasswordActor(input, onSaved);
  return <PaymentPasswordForm actor={actor} />;
}
