import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Loading } from '../common/data-states';

/**
 * One member strip: its heading over a shelf of one card row whose height is fixed whatever it
 * holds (loading, failed, empty or full; games.css), so the lobby below never moves when it fills
 * in. Its cards scroll sideways.
 */
export function Strip({ id, title, notice, children }: { id: string; title: string; notice?: ReactNode; children: ReactNode }) {
  return (
    <section className="strip" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {notice}
      <div className="strip__shelf">{children}</div>
    </section>
  );
}

/**
 * The member strips as their first frame shows them: both headings over loading shelves of their
 * final height. Drawn while the session is checked and while the strips' chunk is on its way, so
 * the lobby's games start where they will stay. `memberOnly`: drawn by the server into every
 * visitor's page, shown only on a member's tab (styles.css, [data-member-only]).
 */
export function MemberStripsFrame({ memberOnly = false }: { memberOnly?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="strips" data-member-only={memberOnly || undefined}>
      <Strip id="favorites-strip-title" title={t`Favourites`}>
        <Loading label={t`Loading favourites`} />
      </Strip>
      <Strip id="recent-strip-title" title={t`Recently played`}>
        <Loading label={t`Loading recently played games`} />
      </Strip>
    </div>
  );
}
