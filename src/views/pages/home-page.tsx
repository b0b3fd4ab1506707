import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { Banner, HomeNotices, Notice } from '../../api/schemas/notice';
import { useHomeNotices } from '../../machines/content-reads/use-home-notices';
import { type HomeSectionsActor, useHomeSectionsActor } from '../../machines/home-sections/use-home-sections';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useHomePopupNotices } from '../../machines/popups/use-popups';
import { CareLink } from '../care/care-link';
import { DataView, Loading } from '../common/data-states';
import { lazyPart } from '../common/lazy-page';
import { safeHref } from '../resources';


/** The space the game sections will fill, kept until they come so nothing below them shifts. */
const SECTIONS_PENDING = <div className="home-games home-games--pending" aria-hidden="true" />;

/**
 * Hot games, popular lottery and the winner board (src/views/games/home-sections.tsx) come in
 * their own chunk: the home route's JavaScript has a budget. Their messages are the home
 * route's (lingui.config.ts); the games catalog part comes with the launch and the vendor list.
 */
const HomeGameSections = lazyPart(() => import('../games/home-sections').then((m) => m.HomeGameSections), SECTIONS_PENDING);

/** Banner images are 1920×480; the box is reserved before they load so nothing shifts. */
const BANNER_SIZE = { width: 1920, height: 480 } as const;

export function HomePage() {
  const { t } = useLingui();
  const notices = useHomeNotices();
  const sections = useHomeSectionsActor();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t`Home`}</h1>
      <DataView resource={notices} loading={<BannerSkeleton />}>
        {(data) => (
          <>
            <Banners banners={data.banners} />
            <Marquee notices={data.player} />
            <PopupNotices data={data} />
          </>
        )}
      </DataView>
      <GameSectionsPlace actor={sections}>
        <HomeGameSections sections={sections} />
      </GameSectionsPlace>
      {/* Responsible gambling (issue #7; docs/engagement.md): opens the member center's page. */}
      <p className="home-care">
        <CareLink label={t`Responsible gambling: deposit limits, reality check, time-out`} />
      </p>
    </div>
  );
}

/**
 * The game sections' place: kept empty until their chart (home-sections.machine.ts) lets them
 * load, after the banners, which are the page's largest paint.
 */
export function GameSectionsPlace({ actor, children }: { actor: HomeSectionsActor; children: ReactNode }) {
  return useSelector(actor, (s) => s.hasTag('home:sections')) ? children : SECTIONS_PENDING;
}

function BannerSkeleton() {
  return (
    <div className="banners banners--skeleton">
      <Loading />
    </div>
  );
}

function Banners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui();
  if (!banners.length) return null;
  return (
    <section className="banners" aria-label={t`Banners`}>
      <ul className="banners__track">
        {banners.map((b, i) => {
          const img = (
            <img
              src={b.imageUrl}
              alt={b.title}
              width={BANNER_SIZE.width}
              height={BANNER_SIZE.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          );
          const href = safeHref(b.linkUrl);
          return (
            <li key={b.id} className="banners__slide">
              {href ? <a href={href}>{img}</a> : img}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Marquee({ notices }: { notices: readonly Notice[] }) {
  const { t } = useLingui();
  const modal = useModalIntents();
  if (!notices.length) return null;
  return (
    <section className="marquee" aria-label={t`Announcements`}>
      <button
        type="button"
        className="marquee__button"
        onClick={() => modal.open('notice', { notices, title: t`Announcements` })}
      >
        <span className="marquee__icon" aria-hidden="true" />
        <span className="visually-hidden">{t`Open announcements`}</span>
        <span className="marquee__viewport">
          <span className="marquee__text">{notices.map((n) => n.title).join('   •   ')}</span>
        </span>
      </button>
    </section>
  );
}

/**
 * Popup notices: handed to the popup policy (src/machines/popups), which opens them once per
 * session, never over a form the person came for (the login or register form of /login and
 * /register included), and not on a day they asked not to see them.
 */
function PopupNotices({ data }: { data: HomeNotices }) {
  // Each arrival at a home address is a visit of its own, also where React keeps the page drawn
  // (from /login to /, both the home page): it is reported again, and the chart decides.
  const visit = useLocation({ select: (l) => l.pathname });
  useHomePopupNotices(data.popup, visit);
  return null;
}
