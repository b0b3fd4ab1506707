import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MONEY } from '../../config/constants';
import { useWithdrawal, useWithdrawalActor } from '../../machines/withdrawal/use-withdrawal';
import { useWithdrawalListActor } from '../../machines/withdrawal-list/use-withdrawal-list';
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
  // A new withdrawal reaches the list by the "money moved" signal its chart announces.
  const list = useWithdrawalListActor();
  const currency = w.context.setup?.settings.currency ?? DEFAULT_CURRENCY;

  return (
    <div className="withdraw-section">
      {/* The member center's panel heading ("Withdrawal") names the form: no second heading. */}
      <WithdrawalForm actor={actor} onGo={go} />
      <section aria-labelledby={listTitle}>
        <h3 id={listTitle} className="section-title">
          {t`Recent withdrawals`}
        </h3>
        <WithdrawalList actor={list} currency={currency} />
      </section>
    </div>
  );
}
