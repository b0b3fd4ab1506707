import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type Currency, formatMoney } from '../format';
import { VENDOR } from '../vendor-constants';

/** Stakes offered between the game's bounds: steps of the minimum bet, and the maximum. */
export function stakeOptions(minBet: number, maxBet: number): number[] {
  const steps = VENDOR.stakeSteps.map((s) => s * minBet).filter((s) => s <= maxBet);
  return steps.at(-1) === maxBet ? steps : [...steps, maxBet];
}

/** The stake selector, with the game's bounds spelled out under it. */
export function StakeSelect({
  value,
  onChange,
  minBet,
  maxBet,
  currency,
  disabled,
}: {
  value: number;
  onChange: (stake: number) => void;
  minBet: number;
  maxBet: number;
  currency: Currency;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const min = formatMoney(minBet, currency);
  const max = formatMoney(maxBet, currency);
  return (
    <div className="dv-stake">
      <label htmlFor={id}>{t`Stake`}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))} aria-describedby={`${id}-bounds`}>
        {stakeOptions(minBet, maxBet).map((s) => (
          <option key={s} value={s}>
            {formatMoney(s, currency)}
          </option>
        ))}
      </select>
      <small id={`${id}-bounds`}>{t`Stake from ${min} to ${max}`}</small>
    </div>
  );
}
