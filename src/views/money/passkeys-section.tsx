import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useId } from 'react';
import { type PasskeysActor, usePasskeys, usePasskeysActor } from '../../machines/passkeys/use-passkeys';
import { PASSKEYS } from '../../config/protection';
import { formatSiteDateTime } from '../common/site-time';
import { FormActions, FormAlert, MoneyField, moneyFieldMessage, SecurityForm } from './security-fields';

/** The passkeys chart's view (security center): the list, add one (named), rename one, remove one (password again). */
export function PasskeysPanel({ actor }: { actor: PasskeysActor }) {
  const { t, i18n } = useLingui();
  const p = usePasskeys(actor);
  const c = p.context;
  const listId = useId();
  const fieldMessage = (field: 'name' | 'password') => moneyFieldMessage(i18n, c.errors[field] ? { key: c.errors[field]!, params: { min: 1, max: PASSKEYS.nameMax, bounds: '' } } : null);
  const nameField = { label: t`Passkey name`, maxLength: PASSKEYS.nameMax + 10, value: c.name, message: fieldMessage('name'), onValue: p.changeName };

  if (p.step === 'loading') return <p role="status">{t`Loading your passkeys…`}</p>;
  if (p.step === 'loadFailed')
    return (
      <div>
        <FormAlert errorKey={c.errorKey} />
        <button type="button" className="btn btn--small btn--outline" onClick={p.retry}>
          {t`Retry`}
        </button>
      </div>
    );

  const listed = p.step === 'list';
  return (
    <div className="passkeys">
      <p>{t`A passkey signs you in with your phone's or computer's screen lock (fingerprint, face or PIN) instead of a password. It counts as two steps: no extra check from a new place.`}</p>
      {c.list.length === 0 ? (
        <p>{t`No passkeys yet.`}</p>
      ) : (
        <table className="data-table" aria-labelledby={listId}>
          <caption id={listId}>{t`Your passkeys`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Added`}</th>
              <th scope="col">{t`Last used`}</th>
              <th scope="col">
                <span className="visually-hidden">{t`Actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {c.list.map((k) => (
              <tr key={k.id}>
                <td>{k.name}</td>
                <td>{formatSiteDateTime(k.createdAt)}</td>
                <td>{k.lastUsedAt ? formatSiteDateTime(k.lastUsedAt) : t`Never`}</td>
                <td>
                  {listed && (
                    <>
                      <button type="button" className="btn btn--small btn--outline" onClick={() => p.rename(k.id)} aria-label={t`Rename passkey ${k.name}`}>
                        {t`Rename`}
                      </button>{' '}
                      <button type="button" className="btn btn--small btn--outline" onClick={() => p.remove(k.id)} aria-label={t`Remove passkey ${k.name}`}>
                        {t`Remove`}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {listed && c.done && <p role="status">{c.done === 'added' ? t`Passkey added.` : c.done === 'renamed' ? t`Passkey renamed.` : t`Passkey removed.`}</p>}
      {listed && (
        <button type="button" className="btn btn--small btn--primary" onClick={p.add}>
          {t`Add a passkey`}
        </button>
      )}
      {(p.step === 'naming' || p.step === 'registering') && (
        <PasskeyForm
          p={p}
          onSubmit={p.create}
          field={{ ...nameField, hint: t`So you can tell your passkeys apart, e.g. "My phone".` }}
          submit={t`Create passkey`}
          busyText={t`Waiting for your device…`}
        />
      )}
      {(p.step === 'renaming' || p.step === 'savingName') && c.renaming && (
        <PasskeyForm
          p={p}
          onSubmit={p.saveName}
          question={t`A new name for the passkey "${c.renaming.name}".`}
          field={nameField}
          submit={t`Save name`}
          busyText={t`Saving…`}
        />
      )}
      {(p.step === 'confirmingRemoval' || p.step === 'removingKey') && c.removing && (
        <PasskeyForm
          p={p}
          onSubmit={p.confirmRemove}
          question={t`Remove the passkey "${c.removing.name}"? It will no longer sign you in. Enter your login password to confirm.`}
          field={{ label: t`Login password`, type: 'password', autoComplete: 'current-password', value: c.password, message: fieldMessage('password'), onValue: p.changePassword }}
          submit={t`Remove passkey`}
          busyText={t`Removing…`}
        />
      )}
    </div>
  );
}

/** The form of one step (name a new passkey, rename one, confirm a removal): its question, one field, the chart's error, submit and cancel. */
function PasskeyForm({ p, onSubmit, question, field, submit, busyText }: {
  p: ReturnType<typeof usePasskeys>;
  onSubmit: () => void;
  question?: string;
  field: Omit<ComponentProps<typeof MoneyField>, 'disabled'>;
  submit: string;
  busyText: string;
}) {
  return (
    <SecurityForm busy={p.busy} onSubmit={onSubmit}>
      {question && <p>{question}</p>}
      <MoneyField {...field} disabled={p.busy} />
      <FormAlert errorKey={p.context.errorKey} />
      <FormActions busy={p.busy} submit={submit} busyText={busyText} onCancel={p.cancel} />
    </SecurityForm>
  );
}

/** The security center's passkeys section: its own chart for as long as it is shown. */
export function PasskeysSection() {
  const actor = usePasskeysActor();
  return <PasskeysPanel actor={actor} />;
}
