import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { lazyPart } from '../common/lazy-page';
import { useReportPageDrawn } from '../common/server-drawing';
import { useNearView } from '../common/use-near-view';
import { SideBar } from './side-bar';
import { SiteHeader } from './site-header';

const SiteFooterContent = lazyPart(() => import('./site-footer').then((m) => m.SiteFooterContent), <></>);

/**
 * How far below the viewport the footer starts loading its content, in px: less than the
 * header is tall, so that on arrival (the page fills a screen below the header) it waits for
 * the player to scroll, and it is asked for before it shows.
 */
const FOOTER_NEAR_PX = 96;

/**
 * Footer (SPEC §2), below the fold of every page that has one (the page fills at least a
 * screen): its landmark is there from the start, its content comes as the player scrolls
 * towards it (issue #21: the first screen's JavaScript and blocking time).
 */
function SiteFooter() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearView(ref, FOOTER_NEAR_PX);
  return (
    <footer ref={ref} className="site-footer">
      {near && <SiteFooterContent />}
    </footer>
  );
}

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
  useReportPageDrawn();
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
  useReportPageDrawn();
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
  useReportPageDrawn();
  return (
    <div className="layout layout--bare">
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
