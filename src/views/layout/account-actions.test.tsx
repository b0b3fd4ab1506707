import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { AccountActions } from './account-actions';

/** What the session and app charts say, as the header's account area reads them. */
const charts = vi.hoisted(() => ({ session: { loading: false, kind: 'anonymous', noticeKey: null as string | null }, app: { signedIn: false, kind: 'anonymous' } }));
vi.mock('../../machines/session/use-session', () => ({ useSession: () => charts.session }));
vi.mock('../../machines/app/use-app', () => ({ useAppAccount: () => charts.app }));
vi.mock('./visitor-actions', () => ({ VisitorActions: () => <button type="button">Login</button> }));

function show(session: Partial<typeof charts.session>, app: Partial<typeof charts.app>) {
  Object.assign(charts.session, { loading: false, kind: 'anonymous', noticeKey: null }, session);
  Object.assign(charts.app, { signedIn: false, kind: 'anonymous' }, app);
  useTestLocale('en');
  return render(
    <WithI18n>
      <AccountActions />
    </WithI18n>,
  );
}

describe('the header account area', () => {
  it('offers a visitor the login block', () => {
    show({}, {});
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says "Signing in…" while the session is checked', () => {
    show({ loading: true, kind: 'anonymous' }, {});
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('never offers a member Login while the app chart has not taken the account up yet (the first drawing after the account\'s answer)', () => {
    show({ kind: 'member' }, { signedIn: false });
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });
});
