import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { SideBar } from './side-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function SkipLink() {
  const { t } = useLingui();
  return (
    <a className="skip-link" href="#main">
      {t`Skip to content`}
    </a>
  );
}

/** Most pages: header, footer and side bar (SPEC §2). */
export function FullLayout() {
  return (
    <div className="layout layout--full">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <SideBar />
      <SiteFooter />
    </div>
  );
}

/** /pointMall, /lottery, /Vnlottery, /seamless, /game: header only. */
export function HeaderOnlyLayout() {
  return (
    <div className="layout layout--header-only">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="page page--wide" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** /helpmc: no header (embedded help, e.g. in the customer-service window). */
export function BareLayout() {
  return (
    <div className="layout layout--bare">
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
