import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ProfileActor, useProfile, useProfileActor } from '../../machines/profile/use-profile';
import { PROFILE_FIELDS, type ProfileField, type ProfileInput, type SecurityInfo } from '../../machines/profile/profile.types';
import { FormAlert, MoneyField, moneyFieldMessage } from './security-fields';
import { useDayText } from '../common/day-field';
import type { ComponentProps } from 'react';

export const PROFILE_LABELS: Record<ProfileField, MessageDescriptor> = {
  payeeName: msg`Payee name (real name)`,
  qqNum: msg`QQ`,
  line: msg`Line`,
  whatsapp: msg`WhatsApp`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  idNumber: msg`ID number`,
  birthday: msg`Birthday (dd/mm/yyyy)`,
};

/** The profile chart's view: every profile field, the payee name read-only once registered. */
/** The birthday in the site's order (dd/mm/yyyy); the chart gets the wire day yyyy-MM-dd. */
function BirthdayField({ value, onValue, ...rest }: Omit<ComponentProps<typeof MoneyField>, 'maxLength'>) {
  const { t } = useLingui();
  const [text, type] = useDayText(String(value ?? ''), onValue);
  return <MoneyField {...rest} value={text} onValue={type} inputMode="numeric" autoComplete="bday" placeholder={t`dd/mm/yyyy`} />;
}

export function ProfileForm({ actor }: { actor: ProfileActor }) {
  const { t, i18n } = useLingui();
  const form = useProfile(actor);
  const c = form.context;
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
      {PROFILE_FIELDS.map((field) => {
        const locked = !form.editable(field);
        // The birthday is typed dd/mm/yyyy; every field shares its label, lock and message.
        const shared = {
          label: i18n._(PROFILE_LABELS[field]),
          value: c.values[field],
          readOnly: locked,
          hint: locked ? t`Registered; contact customer service to change it.` : undefined,
          message: moneyFieldMessage(i18n, c.errors[field]),
          onValue: (v: string) => form.change(field, v),
          disabled: form.busy,
        };
        if (field === 'birthday') return <BirthdayField key={field} {...shared} />;
        return <MoneyField key={field} {...shared} maxLength={c.rules[field].maxLength} />;
      })}
      <FormAlert errorKey={c.errorKey} />
      {form.saved && <p role="status">{t`Your profile has been saved.`}</p>}
      <button type="submit" className="btn btn--primary" disabled={!form.canSubmit || form.busy}>
        {form.busy ? t`Saving…` : t`Save profile`}
      </button>
    </form>
  );
}

export function ProfilePanel({ input, onSaved }: { input: ProfileInput; onSaved: (info: SecurityInfo) => void }) {
  const actor = useProfileActor(input, onSaved);
  return <ProfileForm actor={actor} />;
}
