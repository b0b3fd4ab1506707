import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReportPageDrawn } from '../common/server-drawing';
import { PageFrame } from './page-frame';

export function NotFoundPage() {
  const { t } = useLingui();
  // Drawn outside the layouts (the router's not-found): the browser's drawing is in once this is.
  useReportPageDrawn();
  return (
    <PageFrame title={t`Page not found`}>
      <p>
        <Trans>The page you are looking for does not exist.</Trans>
      </p>
      <BackHome />
    </PageFrame>
  );
}

/** /flows for whoever may not open the flow visualiser (production: staff only, while the operator has it on). */
export function StaffOnlyPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`403 — staff only`}>
      <p>
        <Trans>This page is for the operator's staff. Log in with a staff account to open it.</Trans>
      </p>
      <BackHome />
    </PageFrame>
  );
}

function BackHome() {
  const { t } = useLingui();
  return (
    <p>
      <Link to="/" className="btn btn--primary">
        {t`Back to home`}
      </Link>
    </p>
  );
}
