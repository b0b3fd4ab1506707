import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TeamFigures } from '../../api/schemas/agent';
import { isDirect, nextType } from '../../machines/agent-center/team-member.rules';
import type { TeamMember } from '../../machines/agent-center/team-member.types';
import { type TeamMemberActor, useTeamMember } from '../../machines/agent-center/use-team-member';
import { useDownlineTransferActor } from '../../machines/agent-center/use-downline-transfer';
import { useModalIntents } from '../../machines/modal/use-modal';
import { Loading } from '../common/data-states';
import { UplineTransferPanel } from '../money/transfer-upline-section';
import { MoneyField } from '../money/security-fields';
import { RecordTime } from '../records/record-format';
import { agentErrorText, agentFieldMessage } from './agent-messages';
import { formatCount, formatRate, Money } from './format';
import { AgentLoadFailed } from './load-failed';
import { typeLabel } from './team-labels';

function FiguresList({ figures, label }: { figures: TeamFigures; label: string }) {
  const { t } = useLingui();
  return (
    <dl className="money-summary" aria-label={label}>
      <dt>{t`Bets`}</dt>
      <dd>{formatCount(figures.betCount)}</dd>
      <dt>{t`Valid bet`}</dt>
      <dd>
        <Money minor={figures.validBet} />
      </dd>
      <dt>{t`Profit and loss`}</dt>
      <dd>
        <Money minor={figures.profitLoss} />
      </dd>
      <dt>{t`Deposits`}</dt>
      <dd>
        <Money minor={figures.deposits} />
      </dd>
      <dt>{t`Withdrawals`}</dt>
      <dd>
        <Money minor={figures.withdrawals} />
      </dd>
    </dl>
  );
}

/** Transfer to a direct downline: the member center's transfer form, the downline receiving. */
function DownlineTransfer({ member }: { member: TeamMember }) {
  const modal = useModalIntents();
  const actor = useDownlineTransferActor({ account: member.account, nickname: member.nickname });
  return <UplineTransferPanel actor={actor} direction="downline" onGo={(page) => modal.open('memberCenter', { page })} />;
}

/**
 * A downline member's details (team management): who, where in the team, balance and the last
 * 30 days; for a direct downline also the type, the rebate group and a transfer.
 */
export function MemberDetail({ actor, onClose }: { actor: TeamMemberActor; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const m = useTeamMember(actor);
  const titleId = useId();
  const c = m.context;
  const { account } = c;
  const heading = (
    <div className="agent-detail__head">
      <h4 id={titleId}>{t`Details of ${account}`}</h4>
      <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
        {t`Close details`}
      </button>
    </div>
  );
  if (m.step !== 'shown' || !c.detail) {
    return (
      <section className="agent-detail" aria-labelledby={titleId}>
        {heading}
        {m.step === 'failed' ? <AgentLoadFailed errorKey={c.errorKey} onRetry={m.retry} /> : <Loading />}
      </section>
    );
  }
  const { member, balance, last30Days, path } = c.detail;
  const ownRate = formatRate(c.ownRebateBps);
  const next = nextType(member);
  const direct = isDirect(member);
  return (
    <section className="agent-detail" aria-labelledby={titleId} aria-busy={m.busy}>
      {heading}
      <dl className="money-summary" aria-label={t`Member`}>
        <dt>{t`Account`}</dt>
        <dd>{member.account}</dd>
        <dt>{t`Nickname`}</dt>
        <dd>{member.nickname}</dd>
        <dt>{t`Type`}</dt>
        <dd>{i18n._(typeLabel(member.type))}</dd>
        <dt>{t`Level`}</dt>
        <dd>{formatCount(member.level)}</dd>
        <dt>{t`Upline chain`}</dt>
        <dd>{path.join(' › ')}</dd>
        <dt>{t`Rebate`}</dt>
        <dd>{formatRate(member.rebateBps)}</dd>
        <dt>{t`Team size`}</dt>
        <dd>{formatCount(member.teamSize)}</dd>
        <dt>{t`Balance`}</dt>
        <dd>
          <Money minor={balance} />
        </dd>
        <dt>{t`Registered`}</dt>
        <dd>
          <RecordTime iso={member.registeredAt} />
        </dd>
        <dt>{t`Last login`}</dt>
        <dd>{member.lastLoginAt ? <RecordTime iso={member.lastLoginAt} /> : t`Never`}</dd>
      </dl>
      <h5>{t`Last 30 days`}</h5>
      <FiguresList figures={last30Days} label={t`Last 30 days`} />
      {c.saved && (
        <p className="money-note" role="status">
          {c.saved === 'type' ? t`The account type was changed.` : t`The rebate was changed.`}
        </p>
      )}
      {c.errorKey && (
        <p className="form-error" role="alert">
          {agentErrorText(i18n, c.errorKey)}
        </p>
      )}
      {direct ? (
        <div className="agent-detail__actions">
          {next !== null && (
            <button type="button" className="btn btn--outline btn--small" disabled={m.busy} onClick={() => m.setType(next)}>
              {next === 1 ? t`Make ${account} an agent` : t`Make ${account} a member`}
            </button>
          )}
          <form
            className="money-form"
            noValidate
            aria-label={t`Rebate of ${account}`}
            onSubmit={(e) => {
              e.preventDefault();
              m.submitRebate();
            }}
          >
            <MoneyField
              label={t`Rebate (%)`}
              inputMode="decimal"
              autoComplete="off"
              value={c.rebate}
              onValue={m.changeRebate}
              disabled={m.busy}
              message={agentFieldMessage(i18n, c.rebateError)}
              hint={t`At most your own rebate, ${ownRate}`}
            />
            <button type="submit" className="btn btn--primary btn--small" disabled={m.busy}>
              {t`Save rebate`}
            </button>
          </form>
          <DownlineTransfer member={member} />
        </div>
      ) : (
        <p className="money-note">{t`Only direct downlines can be changed or receive transfers.`}</p>
      )}
    </section>
  );
}
