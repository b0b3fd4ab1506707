import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LoginMethod } from '../../machines/login-history/login-history.types';
import { type LoginHistoryActor, useLoginHistory } from '../../machines/login-history/use-login-history';
import { formatSiteDateTime } from '../common/site-time';
import { FormAlert } from './security-fields';

export const LOGIN_METHOD_LABELS: Record<LoginMethod, MessageDescriptor> = {
  password: msg`Password`,
  smsCode: msg`SMS code`,
  register: msg`Registration`,
  freeplay: msg`Free demo`,
  passwordSms: msg`Password + SMS code`,
  passwordEmail: msg`Password + e-mail code`,
  passwordBankName: msg`Password + bank account name`,
  passwordAuthenticator: msg`Password + authenticator`,
  passkey: msg`Passkey`,
};

/** The login history chart's view: a page of sign-ins (times in GMT+8), paging, and "this wasn't me". */
export function LoginHistoryPanel({ actor }: { actor: LoginHistoryActor }) {
  const { t, i18n } = useLingui();
  const h = useLoginHistory(actor);
  const c = h.context;
  const captionId = useId();
  const confirmId = useId();

  if (h.step === 'loading') return <p role="status">{t`Loading your sign-ins…`}</p>;
  if (h.step === 'loadFailed')
    return (
      <div>
        <FormAlert errorKey={c.errorKey} />
        <button type="button" className="btn btn--small btn--outline" onClick={h.retry}>
          {t`Retry`}
        </button>
      </div>
    );
  if (h.step === 'reported') return <p role="status">{t`Every session has ended. Log in again and set a new password.`}</p>;

  const history = c.history!;
  const pages = Math.max(1, Math.ceil(history.total / history.size));
  const previous = history.previous;
  return (
    <div className="login-history">
      {previous && (
        <p className="login-history__previous">
          {t`Your previous sign-in: ${formatSiteDateTime(previous.at)} from ${previous.ip}${previous.device ? ` (${previous.device})` : ''}`}
        </p>
      )}
      {history.list.length === 0 ? (
        <p>{t`No sign-ins in the last 3 months.`}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption id={captionId}>{t`Sign-ins and failed attempts of the last 3 months (GMT+8)`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Time`}</th>
                <th scope="col">{t`Address`}</th>
                <th scope="col">{t`Country`}</th>
                <th scope="col">{t`Device`}</th>
                <th scope="col">{t`Method`}</th>
                <th scope="col">{t`Result`}</th>
              </tr>
            </thead>
            <tbody>
              {history.list.map((e, i) => (
                <tr key={`${e.at}-${i}`}>
                  <td>{formatSiteDateTime(e.at)}</td>
                  <td>{e.ip}</td>
                  <td>{e.country ?? '—'}</td>
                  <td>{e.device ?? '—'}</td>
                  <td>{i18n._(LOGIN_METHOD_LABELS[e.method])}</td>
                  <td>{e.result === 'ok' ? t`Signed in` : t`Failed`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>{t`Page ${c.page} of ${pages}`}</p>
      {h.step === 'shown' && (
        <div className="security-form__actions">
          {h.canPrevious && (
            <button type="button" className="btn btn--small btn--outline" onClick={h.previous}>
              {t`Newer`}
            </button>
          )}
          {h.canNext && (
            <button type="button" className="btn btn--small btn--outline" onClick={h.next}>
              {t`Older`}
            </button>
          )}
          <button type="button" className="btn btn--small btn--danger" onClick={h.notMe}>
            {t`This wasn't me`}
          </button>
        </div>
      )}
      {(h.step === 'confirmingNotMe' || h.step === 'reporting') && (
        <div role="group" aria-labelledby={confirmId} className="login-history__confirm">
          <p id={confirmId}>{t`Someone else signed in? Every session of your account will end, this one too, and you must set a new password when you next log in.`}</p>
          <FormAlert errorKey={c.errorKey} />
          <button type="button" className="btn btn--small btn--danger" onClick={h.confirm} disabled={h.busy}>
            {h.busy ? t`Ending sessions…` : t`End every session`}
          </button>
          <button type="button" className="btn btn--small btn--outline" onClick={h.cancel} disabled={h.busy}>
            {t`Cancel`}
          </button>
        </div>
      )}
    </div>
  );
}
