import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { UI } from '../../config/constants';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { RESOURCE_TYPES, resourcesOf, safeHref } from '../resources';
import { InstallAppSlot } from './install-app-slot';

/**
 * The year the site shows: the current year at the header clock's offset (GMT+8, SPEC §2), not
 * the browser's zone — 31 Dec 16:30 UTC is already the next year there.
 */
export function siteYear(now: number = Date.now(), utcOffsetHours: number = UI.clockUtcOffsetHours): number {
  return new Date(now + utcOffsetHours * 3_600_000).getUTCFullYear();
}

/** The footer's content (SPEC §2): help menu, partner logos, copyright line (its frame: layouts.tsx). */
export function SiteFooterContent() {
  const { t } = useLingui();
  const whitelabel = useWhitelabel();
  const brand = whitelabel?.info.brand.name ?? '';
  const partners = resourcesOf(whitelabel, RESOURCE_TYPES.partnerLogo);
  const year = siteYear();
  return (
    <div className="site-footer__inner">
      <nav className="footer-help" aria-label={t`Help`}>
        <h2 className="footer-heading">{t`Help`}</h2>
        <ul>
          <li>
            <Link to="/help">{t`Help Center`}</Link>
          </li>
          <li>
            <Link to="/promotions">{t`Promotions`}</Link>
          </li>
          <li>
            <Link to="/down">{t`App Download`}</Link>
          </li>
          <li>
            <Link to="/join">{t`Join Us`}</Link>
          </li>
        </ul>
      </nav>
      <InstallAppSlot />
      {partners.length > 0 && (
        <section className="partners" aria-labelledby="partners-heading">
          <h2 id="partners-heading" className="footer-heading">
            {t`Game partners`}
          </h2>
          <ul className="partners__list">
            {partners.map((p) => {
              const name = p.label ?? p.labelNameEn ?? p.url;
              const src = safeHref(p.url);
              return (
                <li key={p.url} className="partners__item">
                  {src ? <img src={src} alt={name} height={32} width={96} loading="lazy" decoding="async" /> : <span>{name}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <p className="copyright">
        <Trans>
          © {year} {brand}. All rights reserved.
        </Trans>
      </p>
      <p className="footer-note">
        <Trans>Gambling can be addictive. Please play responsibly.</Trans>
      </p>
    </div>
  );
}
