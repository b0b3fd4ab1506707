import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { MONEY } from '../../config/constants';
import { useApiResource } from '../../machines/resource/use-resource';
import { useWithdrawal, useWithdrawalActor } from '../../machines/withdrawal/use-withdrawal';
import { DataView, Loading } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { WithdrawalForm } from './withdraw-form';
import { WithdrawalList } from './withdraw-list';
import './money.css';
import './withdrawal.css';

/** Until the withdrawal settings arrive (the list may come first). */
const DEFAULT_CURRENCY = { symbol: 'P', scale: MONEY.scale };

/**
 * Member center → withdrawal (SPEC §2 withdraw, §4 withdrawal confirmation): the request form
 * and the recent withdrawals, where a paid one is confirmed.
 */
export function WithdrawSection({ go }: SectionProps) {
  const { t } = useLingui();
  const listTitle = useId();
  const actor = useWithdrawalActor();
  const w = useWithdrawal(actor);
  const list = useApiResource('withdrawals', { page: 1 });
  const [confirming, setConfirming] = useState<string | null>(null);
  const currency = w.context.setup?.settings.currency ?? DEFAULT_CURRENCY;
  const created = w.context.withdrawal?.id;
  const reloadList = list.reload;

  // A new withdrawal shows in the list at once.
  useEffect(() => {
    if (created) reloadList();
  }, [created, reloadList]);

  return (
    <div className="withdraw-section">
      {/* The member center's panel heading ("Withdrawal") names the form: no second heading. */}
      <WithdrawalForm actor={actor} onGo={go} />
      <section aria-labelledby={listTitle}>
        <h3 id={listTitle} className="section-title">
          {t`Recent withdrawals`}
        </h3>
        {/* A member waiting for the payout checks again here: the list does not poll. */}
        <button type="button" className="btn btn--small btn--outline" disabled={list.status === 'loading'} onClick={reloadList}>
          {t`Refresh withdrawals`}
        </button>
        <DataView resource={list} compact loading={<Loading label={t`Loading withdrawals`} />}>
          {(page) => (
            <WithdrawalList withdrawals={page.list} currency={currency} confirming={confirming} onConfirm={setConfirming} onConfirmClosed={reloadList} />
          )}
        </DataView>
      </section>
    </div>
  );
}
