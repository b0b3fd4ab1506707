import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import type { SecurityInfo } from '../../api/schemas/money';
import type { RegisterSetting } from '../../api/schemas/system';
import { useModalIntents } from '../../machines/modal/use-modal';
import { paymentPasswordRule } from '../../machines/payment-password/payment-password.rules';
import { profileOf, profileRules } from '../../machines/profile/profile.rules';
import { PROFILE_FIELDS } from '../../machines/profile/profile.types';
import { useAccountSecurity, useProfileFieldRules } from '../../machines/security-reads/use-security-reads';
import { DataView, Loading } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { AccountProtectionSections } from './account-protection-sections';
import { BindContactPanel } from './bind-contact-form';
import { PaymentPasswordPanel } from './payment-password-form';
import { PayoutAccountsPanel } from './payout-accounts';
import { PROFILE_LABELS, ProfilePanel } from './profile-form';
import './money.css';
import './withdrawal.css';

type Panel = 'paymentPassword' | 'mobile' | 'email' | 'profile';

const noop = () => {};

/** A row of the account summary. `action` opens a form below it; `control` is any other button. */
function Row({
  label,
  value,
  action,
  control,
  expanded = false,
  onToggle,
  children,
}: {
  label: string;
  value: ReactNode;
  action?: string;
  control?: ReactNode;
  expanded?: boolean;
  onToggle?: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const panelId = useId();
  return (
    <div className="security-row">
      <dt className="security-row__label">{label}</dt>
      <dd className="security-row__value">
        <span className="security-row__text">{value}</span>
        {control}
        {onToggle && action && (
          <button
            type="button"
            className="btn btn--small btn--outline security-row__action"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            onClick={onToggle}
          >
            {expanded ? t`Close` : action}
          </button>
        )}
        {expanded && (
          <div id={panelId} className="security-row__panel">
            {children}
          </div>
        )}
      </dd>
    </div>
  );
}

function SecurityCenter({
  info,
  setting,
  reload,
  focus,
}: {
  info: SecurityInfo;
  setting: RegisterSetting | null;
  reload: () => void;
  focus: SectionProps['focus'];
}) {
  const { t, i18n } = useLingui();
  const modal = useModalIntents();
  const ids = { account: useId(), profile: useId(), payout: useId() };
  // Sent here to set the payment password (from the withdrawal): its form is open already.
  const [open, setOpen] = useState<Panel | null>(focus === 'paymentPassword' ? 'paymentPassword' : null);
  const toggle = (panel: Panel) => () => setOpen((current) => (current === panel ? null : panel));
  const notSet = <span className="security-row__missing">{t`Not set`}</span>;
  const mobile = info.mobileNum ? `${info.countryDialingCode ? `+${info.countryDialingCode.replace(/^\+/, '')} ` : ''}${info.mobileNum}` : null;
  const profile = profileOf(info);
  const countries = setting?.countries.length ? setting.countries : undefined;

  return (
    <div className="security-center">
      <section aria-labelledby={ids.account}>
        <h3 id={ids.account} className="section-title">
          {t`Sign-in and contact`}
        </h3>
        <dl className="security-list">
          <Row label={t`Account`} value={info.account} />
          <Row
            label={t`Login password`}
            value="••••••"
            control={
              <button type="button" className="btn btn--small btn--outline security-row__action" onClick={() => modal.open('changePassword')}>
                {t`Change password`}
              </button>
            }
          />
          <Row
            label={t`Payment password`}
            value={info.hasPaymentPassword ? t`Set` : notSet}
            action={info.hasPaymentPassword ? t`Change payment password` : t`Set payment password`}
            expanded={open === 'paymentPassword'}
            onToggle={toggle('paymentPassword')}
          >
            <PaymentPasswordPanel input={{ hasPaymentPassword: info.hasPaymentPassword, rule: paymentPasswordRule(setting) }} onSaved={reload} />
          </Row>
          <Row
            label={t`Mobile number`}
            value={mobile ?? notSet}
            action={mobile ? t`Change mobile number` : t`Bind mobile number`}
            expanded={open === 'mobile'}
            onToggle={toggle('mobile')}
          >
            <BindContactPanel channel="sms" countries={countries} onBound={reload} />
          </Row>
          <Row
            label={t`E-mail address`}
            value={info.email ?? notSet}
            action={info.email ? t`Change e-mail address` : t`Bind e-mail address`}
            expanded={open === 'email'}
            onToggle={toggle('email')}
          >
            <BindContactPanel channel="email" onBound={reload} />
          </Row>
        </dl>
      </section>

      <section aria-labelledby={ids.profile}>
        <h3 id={ids.profile} className="section-title">
          {t`Profile`}
        </h3>
        <dl className="security-list">
          {PROFILE_FIELDS.map((field) => (
            <Row key={field} label={i18n._(PROFILE_LABELS[field])} value={profile[field] ?? notSet} />
          ))}
        </dl>
        <button type="button" className="btn btn--small btn--outline" aria-expanded={open === 'profile'} onClick={toggle('profile')}>
          {open === 'profile' ? t`Close` : t`Edit profile`}
        </button>
        {open === 'profile' && <ProfilePanel input={{ current: profile, rules: profileRules(setting) }} onSaved={reload} />}
      </section>

      {/* The account protection sections each read their own state and grow when it arrives: after
          the sign-in and profile rows, which come with the summary, they fill in below a phone's
          first view instead of pushing it down (issue #21: CLS of My account). */}
      <AccountProtectionSections />

      <section aria-labelledby={ids.payout}>
        <h3 id={ids.payout} className="section-title">
          {t`Payout accounts`}
        </h3>
        {/* A new payment password changes what adding an account needs. The first account
            registers the payee name, so the summary reloads then — without remounting the panel,
            whose confirmation the member is reading. */}
        <PayoutAccountsPanel
          key={String(info.hasPaymentPassword)}
          input={{ payeeName: info.payeeName, hasPaymentPassword: info.hasPaymentPassword }}
          onAdded={info.payeeName === null ? reload : noop}
        />
      </section>
    </div>
  );
}

/**
 * Member center → my account (SPEC §2 securityCenter): account, payee name, mobile, e-mail and
 * profile fields; the login and payment passwords; bindings; payout accounts.
 */
export function SecurityCenterSection({ focus }: SectionProps) {
  const { t } = useLingui();
  const security = useAccountSecurity();
  // Rules for the payment password and profile fields; the server's defaults apply if it fails.
  const setting = useProfileFieldRules();
  if (setting.status === 'loading' && setting.data === null) return <Loading label={t`Loading your account`} />;
  return (
    <DataView resource={security} loading={<Loading label={t`Loading your account`} />}>
      {(info) => <SecurityCenter info={info} setting={setting.data} reload={security.reload} focus={focus} />}
    </DataView>
  );
}
