import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSystemStatus } from '../../machines/system-status/use-system-status';
import { messageFor } from '../messages';
import { useCustomerService } from './customer-service';

/**
 * App root by system status (SPEC §2): the site only in `normal`; otherwise the
 * maintenance page, the IP restriction page, or a retry screen after a network failure.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const system = useSystemStatus();
  switch (system.view) {
    case 'normal':
      return <>{children}</>;
    case 'maintenance':
      return <MaintenancePage message={system.status?.maintenanceMessage ?? null} onCheckAgain={system.refresh} />;
    case 'regionRestricted':
      return (
        <RegionRestrictedPage
          ip={system.status?.ip ?? ''}
          country={system.status?.country ?? ''}
          onCheckAgain={system.refresh}
        />
      );
    case 'retrying':
      return <NetworkErrorPage errorKey={system.errorKey} onRetry={system.canRetry ? system.retry : undefined} />;
    default:
      return <LoadingScreen />;
  }
}

function LoadingScreen() {
  const { t } = useLingui();
  return (
    <div className="gate gate--loading" role="status" aria-live="polite" aria-label={t`Loading`}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

function ContactUsButton() {
  const { t } = useLingui();
  const customerService = useCustomerService();
  return (
    <>
      <button type="button" className="btn btn--primary" onClick={customerService.open}>
        {t`Contact Us`}
      </button>
      {customerService.blocked && (
        <p role="alert" className="gate__note">
          <Trans>Popup blocked, allow popups and try again</Trans>
        </p>
      )}
    </>
  );
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

function NetworkErrorPage({ errorKey, onRetry }: { errorKey: string | null; onRetry?: () => void }) {
  const { i18n, t } = useLingui();
  return (
    <main className="gate gate--error">
      <h1 role="alert">{i18n._(messageFor(errorKey))}</h1>
      <p>
        <Trans>We will try again in a moment.</Trans>
      </p>
      {onRetry && (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      )}
    </main>
  );
}
