import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { CustomerServiceControl } from './customer-service-control';

/** The pages of SPEC §2 that close the site: maintenance and the location restriction (src/views/system/system-gate.tsx). */

function ContactUsButton() {
  const { t } = useLingui();
  return <CustomerServiceControl label={t`Contact Us`} buttonClass="btn btn--primary" noteClass="gate__note" />;
}

function CheckAgainButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="btn" onClick={onClick}>
      {t`Check again`}
    </button>
  );
}

export function MaintenancePage({ message, onCheckAgain }: { message: string | null; onCheckAgain: () => void }) {
  return (
    <main className="gate gate--maintenance">
      <h1>
        <Trans>System Maintenance</Trans>
      </h1>
      <p className="gate__subtitle">
        <Trans>RESTRICTION OF VISIT</Trans>
      </p>
      <p>
        <Trans>The site is being upgraded. Please come back later.</Trans>
      </p>
      {message && <p className="gate__note">{message}</p>}
      <div className="gate__actions">
        <ContactUsButton />
        <CheckAgainButton onClick={onCheckAgain} />
      </div>
    </main>
  );
}

export function RegionRestrictedPage({
  ip,
  country,
  onCheckAgain,
}: {
  ip: string;
  country: string;
  onCheckAgain: () => void;
}) {
  return (
    <main className="gate gate--restricted">
      <h1>
        <Trans>Access restricted because of location or IP</Trans>
      </h1>
      <dl className="gate__facts">
        <dt>
          <Trans>Your IP</Trans>
        </dt>
        <dd data-testid="visitor-ip">{ip}</dd>
        <dt>
          <Trans>Country</Trans>
        </dt>
        <dd data-testid="visitor-country">{country}</dd>
      </dl>
      <div className="gate__actions">
        <ContactUsButton />
        <CheckAgainButton onClick={onCheckAgain} />
      </div>
    </main>
  );
}

