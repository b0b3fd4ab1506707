import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { GameNav } from './game-nav';
import { HeaderClock } from './header-clock';
import { LanguagePicker } from './language-picker';
import { AccountActions } from './account-actions';

export function SiteHeader() {
  const { t } = useLingui();
  const brand = useWhitelabel()?.info.brand.name ?? '';
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="top-bar__inner">
          <Link to="/" className="brand" aria-label={brand ? t`${brand} home` : t`Home`}>
            <span className="brand__mark" aria-hidden="true">
              ★
            </span>
            <span className="brand__name">{brand}</span>
          </Link>
          <div className="top-bar__actions">
            <LanguagePicker />
            <AccountActions />
          </div>
          <HeaderClock />
        </div>
      </div>
      <GameNav />
    </header>
  );
}
