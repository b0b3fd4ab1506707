import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ComingSoon, PageFrame } from './page-frame';

// Pages whose content later issues own. Each is a real page with its heading.

/** TODO(vip): VIP levels and benefits. */
export function VipPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`VIP`}>
      <ComingSoon />
    </PageFrame>
  );
}

/** TODO(points): points balance, rewards, redeem, records. */
export function PointMallPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Points Mall`}>
      <ComingSoon />
    </PageFrame>
  );
}

/** TODO(promotions): categories (newbie, limited, special offer, daily, high rebate, VIP) and list. */
export function PromotionsPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Promotions`}>
      <ComingSoon />
    </PageFrame>
  );
}

/** TODO(promotions): one promotion with its apply form. */
export function PromoDetailPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Promotion details`}>
      <ComingSoon />
      <p>
        <Link to="/promotions">{t`All promotions`}</Link>
      </p>
    </PageFrame>
  );
}

/** TODO(games): seamless-wallet vendors. */
export function SeamlessPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Seamless games`}>
      <ComingSoon />
    </PageFrame>
  );
}

/** TODO(games): the launched game in an iframe. */
export function GamePage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Game`}>
      <ComingSoon />
    </PageFrame>
  );
}

/** TODO(agents): join-us page for would-be agents. */
export function JoinPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Join Us`}>
      <ComingSoon />
    </PageFrame>
  );
}

export function NotFoundPage() {
  const { t } = useLingui();
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
