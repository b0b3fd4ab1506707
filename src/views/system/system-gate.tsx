import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSystemStatus } from '../../machines/system-status/use-system-status';
import { lazyPart } from '../common/lazy-page';
import { useReportPageDrawn } from '../common/server-drawing';
import { messageFor } from '../messages';

/**
 * The maintenance and restriction pages (and the customer-service opener they offer) come in a
 * chunk of their own: a site that is open never downloads them. The network-failure page stays
 * here, as it must show when nothing more can be fetched.
 */
const MaintenancePage = lazyPart(() => import('./system-pages').then((m) => m.MaintenancePage), <LoadingScreen />, 'maintenance');
const RegionRestrictedPage = lazyPart(() => import('./system-pages').then((m) => m.RegionRestrictedPage), <LoadingScreen />, 'region-restricted');

/**
 * App root by system status (SPEC §2): the site only in `normal`; otherwise the
 * maintenance page, the IP restriction page, or a retry screen after a network failure.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const system = useSystemStatus();
  if (system.view === 'normal') return <>{children}</>;
  return (
    <>
      <FirstDrawn />
      <GatePage system={system} />
    </>
  );
}

function GatePage({ system }: { system: ReturnType<typeof useSystemStatus> }) {
  switch (system.view) {
    case 'maintenance':
      return <MaintenancePage message={system.status?.maintenanceMessage ?? null} onCheckAgain={system.refresh} />;
    case 'regionRestricted':
      return <RegionRestrictedPage ip={system.status?.ip ?? ''} country={system.status?.country ?? ''} onCheckAgain={system.refresh} />;
    case 'retrying':
      return <NetworkErrorPage errorKey={system.errorKey} onRetry={system.canRetry ? system.retry : undefined} />;
    default:
      return <LoadingScreen />;
  }
}

/** A page of the gate's own is the browser's drawing as soon as it is drawn (the site's pages say so from their layouts). */
function FirstDrawn() {
  useReportPageDrawn();
  return null;
}

function LoadingScreen() {
  const { t } = useLingui();
  return (
    <div className="gate gate--loading" role="status" aria-live="polite" aria-label={t`Loading`}>
      <span className="spinner" aria-hidden="true" />
    </div>
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
