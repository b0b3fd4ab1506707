import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import type { BetType } from '../../api/schemas/lottery';
import { pickCount, pickNumbers } from '../../machines/lottery-slip/lottery-slip.rules';
import type { DraftField, PickDraft, SlipError } from '../../machines/lottery-slip/lottery-slip.types';
import { formatAmount } from '../money/format';
import { lotteryText } from './lottery-messages';

/** Numbers shown at once; larger ranges (bao lô 000–999) get a hundreds picker. */
const GRID_PAGE = 100;

export const formatOdds = (odds: number) => `×${odds}`;

interface PickEditorProps {
  betTypes: readonly BetType[];
  betType: BetType | undefined;
  draft: PickDraft;
  errors: Partial<Record<DraftField | 'slip', SlipError>>;
  disabled: boolean;
  symbol: string;
  onType: (code: string) => void;
  onPosition: (value: string) => void;
  onPick: (value: string) => void;
  onStake: (value: string) => void;
  onAdd: () => void;
}

/** Groups of bet types in the order the server lists them (`group` is localised by the server). */
function byGroup(types: readonly BetType[]): [string, BetType[]][] {
  const groups = new Map<string, BetType[]>();
  for (const type of types) groups.set(type.group, [...(groups.get(type.group) ?? []), type]);
  return [...groups];
}

function FieldMessage({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="form-field__error" role="alert">
      {text}
    </p>
  ) : null;
}

/** Toggle buttons of one choice group (positions, options, numbers): a labelled group, aria-pressed. */
function ChoiceGroup({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error: string | null;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className={`lottery-choices${error ? ' lottery-choices--invalid' : ''}`}>
      <p id={`${id}-label`} className="form-field__label">
        {label}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="lottery-hint">
          {hint}
        </p>
      )}
      {children}
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
  );
}

function NumberGrid({ type, picks, disabled, onPick }: { type: BetType; picks: readonly string[]; disabled: boolean; onPick: (v: string) => void }) {
  const { t } = useLingui();
  const numbers = pickNumbers(type);
  const count = pickCount(type);
  const [block, setBlock] = useState(0);
  const blocks = Math.ceil(numbers.length / GRID_PAGE);
  const shown = blocks > 1 ? numbers.slice(block * GRID_PAGE, (block + 1) * GRID_PAGE) : numbers;
  const full = count > 1 && picks.length >= count;
  return (
    <>
      {blocks > 1 && (
        <div role="group" aria-label={t`Number range`} className="lottery-blocks">
          {Array.from({ length: blocks }, (_, i) => {
            const first = numbers[i * GRID_PAGE]!;
            const last = numbers[Math.min(numbers.length, (i + 1) * GRID_PAGE) - 1]!;
            return (
              <button key={first} type="button" className="lottery-chip" aria-pressed={i === block} onClick={() => setBlock(i)}>
                {first}–{last}
              </button>
            );
          })}
        </div>
      )}
      <div className="lottery-grid">
        {shown.map((n) => {
          const on = picks.includes(n);
          return (
            <button key={n} type="button" className="lottery-chip lottery-chip--number" aria-pressed={on} disabled={disabled || (full && !on)} onClick={() => onPick(n)}>
              {n}
            </button>
          );
        })}
      </div>
    </>
  );
}

/** Bet type, position, option or numbers, stake, then "add to slip". */
export function PickEditor(p: PickEditorProps) {
  const { t, i18n } = useLingui();
  const typeId = useId();
  const stakeId = useId();
  const type = p.betType;
  const err = (field: DraftField | 'slip') => lotteryText(i18n, p.errors[field], p.symbol);
  const money = (minor: number) => formatAmount(minor, p.symbol);
  const count = type ? pickCount(type) : 0;
  const odds = type ? formatOdds(type.odds) : '';
  const stakeError = err('stake');
  const min = type ? money(type.minStake) : '';
  const max = type ? money(type.maxStake) : '';
  const stakeHint = type ? t`From ${min} to ${max}` : null;
  const describedBy = [stakeHint ? `${stakeId}-hint` : null, stakeError ? `${stakeId}-error` : null].filter(Boolean).join(' ') || undefined;
  const typeError = err('betType');
  return (
    <form
      className="lottery-editor"
      noValidate
      aria-label={t`Choose a bet`}
      onSubmit={(e) => {
        e.preventDefault();
        p.onAdd();
      }}
    >
      <div className={`form-field${typeError ? ' form-field--invalid' : ''}`}>
        <label htmlFor={typeId} className="form-field__label">
          {t`Bet type`}
        </label>
        <select
          id={typeId}
          className="form-field__input"
          value={p.draft.betType ?? ''}
          disabled={p.disabled}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${typeId}-error` : undefined}
          onChange={(e) => p.onType(e.target.value)}
        >
          <option value="" disabled>
            {t`Choose a bet type`}
          </option>
          {byGroup(p.betTypes).map(([group, types]) => (
            <optgroup key={group} label={group}>
              {types.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldMessage id={`${typeId}-error`} text={typeError} />
      </div>

      {type?.pick.positions && type.pick.positions.length > 0 && (
        <ChoiceGroup label={t`Position`} error={err('position')}>
          <div className="lottery-chips">
            {type.pick.positions.map((pos) => (
              <button key={pos.value} type="button" className="lottery-chip" aria-pressed={p.draft.position === pos.value} disabled={p.disabled} onClick={() => p.onPosition(pos.value)}>
                {pos.label}
              </button>
            ))}
          </div>
        </ChoiceGroup>
      )}

      {type?.pick.kind === 'option' && (
        <ChoiceGroup label={t`Option`} error={err('picks')}>
          <div className="lottery-chips">
            {(type.pick.options ?? []).map((o) => (
              <button key={o.value} type="button" className="lottery-chip" aria-pressed={p.draft.picks.includes(o.value)} disabled={p.disabled} onClick={() => p.onPick(o.value)}>
                {o.label} <span className="lottery-odds">{formatOdds(o.odds ?? type.odds)}</span>
              </button>
            ))}
          </div>
        </ChoiceGroup>
      )}

      {type?.pick.kind === 'numbers' && (
        <ChoiceGroup
          label={t`Numbers`}
          hint={`${plural(count, { one: 'Choose # number.', other: 'Choose # numbers.' })} ${t`Odds ${odds}`}`}
          error={err('picks')}
        >
          <NumberGrid key={type.code} type={type} picks={p.draft.picks} disabled={p.disabled} onPick={p.onPick} />
        </ChoiceGroup>
      )}

      <div className={`form-field${stakeError ? ' form-field--invalid' : ''}`}>
        <label htmlFor={stakeId} className="form-field__label">
          {t`Stake`}
        </label>
        <input
          id={stakeId}
          className="form-field__input"
          inputMode="decimal"
          autoComplete="off"
          value={p.draft.stake}
          disabled={p.disabled}
          aria-invalid={stakeError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => p.onStake(e.target.value)}
        />
        {stakeHint && (
          <p id={`${stakeId}-hint`} className="lottery-hint">
            {stakeHint}
          </p>
        )}
        <FieldMessage id={`${stakeId}-error`} text={stakeError} />
      </div>
      <FieldMessage id={`${stakeId}-slip`} text={err('slip')} />
      <button type="submit" className="btn btn--outline" disabled={p.disabled}>
        {t`Add to slip`}
      </button>
    </form>
  );
}
