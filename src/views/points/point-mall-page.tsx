import { useLingui } from '@lingui/react/macro';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useSession } from '../../machines/session/use-session';
import { Loading } from '../common/data-states';
import { lazyPage } from '../common/lazy-page';
import { loadMemberCatalog } from '../member-center/member-catalog';
import { messageFor } from '../messages';
import { PageFrame } from '../pages/page-frame';

/**
 * The member's mall (charts, forms, tables): its own chunk, fetched only for a signed-in real
 * account, with the member center's catalog part (its form fields, money messages and pagination).
 */
const PointMall = lazyPage(() => Promise.all([import('./point-mall'), loadMemberCatalog()]).then(([m]) => m.PointMall), { fallback: <Loading />, firstView: 'point-mall-body' });

/**
 * /pointMall (SPEC §2, header only): a member's points, rewards, redemption, conversion and
 * records. Visitors are asked to log in; trial accounts are told to register a real one (SPEC §6).
 */
export function PointMallPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const modal = useModalIntents();
  return (
    <PageFrame title={t`Points Mall`} className="point-mall">
      {/*
        What the mall is, for everyone: the server draws it with the page, so a member's tab shows
        it from the first paint while the member's own points are still on their way.
      */}
      <p className="point-mall__lead">{t`Earn points with every bet, then spend them on rewards or convert them to balance. The higher your VIP level, the faster they come.`}</p>
      {session.loading && session.kind === 'anonymous' ? (
        <Loading />
      ) : session.kind === 'anonymous' ? (
        <div className="points-blocked" role="status" data-visitor-only>
          <p>{t`Log in to see your points.`}</p>
          <button type="button" className="btn btn--primary" onClick={() => modal.open('login')}>
            {t`Login`}
          </button>
        </div>
      ) : session.kind === 'trial' ? (
        <p className="points-blocked" role="status">
          {i18n._(messageFor('in_need_true_account'))}
        </p>
      ) : (
        <PointMall />
      )}
    </PageFrame>
  );
}
