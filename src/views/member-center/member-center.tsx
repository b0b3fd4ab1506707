import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { missionBadge } from '../../machines/member-center/member-center.rules';
import { type MemberCenterActor, useMemberCenter, useMemberCenterActor } from '../../machines/member-center/use-member-center';
import type { ModalProps } from '../../machines/modal/modal.types';
import { LoadFailed, Loading } from '../common/data-states';
import { useMissionCount } from '../referral/mission-count';
import { PAGE_LABELS, SECTIONS } from './sections';
import { UnreadMenuBadge } from './unread-menu-badge';
import './member-center.css';

/**
 * The member center (SPEC §2): the menu on the left (the current page marked with
 * aria-current), the page's section on the right. Shown once the first section has loaded;
 * later sections load inside the panel. `missionCount` feeds the mission badge (only above 0).
 */
export function MemberCenter({ actor, missionCount = null }: { actor: MemberCenterActor; missionCount?: number | null }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const center = useMemberCenter(actor);
  if (center.status !== 'shown') {
    return (
      <div className="member-center member-center--pending">
        {center.status === 'loading' ? (
          <Loading label={t`Loading the member center`} />
        ) : (
          <LoadFailed errorKey={center.errorKey} onRetry={center.retry} />
        )}
      </div>
    );
  }
  const Component = center.section === 'ready' ? SECTIONS[center.page].component() : null;
  const badge = missionBadge(missionCount);
  return (
    <div className="member-center">
      <nav className="member-center__menu" aria-label={t`Member center menu`}>
        <ul>
          {center.pages.map((page) => (
            <li key={page}>
              <button
                type="button"
                className="member-center__item"
                aria-current={page === center.page ? 'page' : undefined}
                onClick={() => center.go(page)}
              >
                <span>{i18n._(PAGE_LABELS[page])}</span>
                {page === 'missionLeaderboard' && badge !== null && ' '}
                {page === 'missionLeaderboard' && badge !== null && (
                  <span className="member-center__badge">
                    <span aria-hidden="true">{badge}</span>
                    <span className="visually-hidden">{t`${badge} missions available`}</span>
                  </span>
                )}
                {page === 'messageV2' && <UnreadMenuBadge />}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="member-center__panel" aria-labelledby={titleId} aria-busy={center.section === 'loading'}>
        <h3 id={titleId} className="member-center__title">
          {i18n._(PAGE_LABELS[center.page])}
        </h3>
        {center.section === 'failed' && <LoadFailed errorKey={center.errorKey} onRetry={center.retry} />}
        {center.section === 'loading' && <Loading />}
        {Component && <Component key={center.page} go={center.go} focus={center.focus} />}
      </section>
    </div>
  );
}

/**
 * The memberCenter modal's body: the member-center chart (src/machines/member-center/use-member-center.tsx)
 * with the page asked for in `props`, fetching the sections' code.
 */
export function MemberCenterBody({ props }: { props: ModalProps }) {
  const actor = useMemberCenterActor({ props, loadSection: (p) => SECTIONS[p].load() });
  const { page } = useMemberCenter(actor);
  // The mission badge: available (finished, unclaimed) missions, read again on each page change and claim.
  const missionCount = useMissionCount(page);
  return <MemberCenter actor={actor} missionCount={missionCount} />;
}
