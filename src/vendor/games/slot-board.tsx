import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SlotConfig } from '../api';
import { SYMBOL_NAMES } from '../names';
import { SLOT_ART, SymbolArt } from '../parts/symbol-art';
import { type BoardProps, lastOutcome, PlayButton } from './board';

/** Five reels of three rows: the last spin's grid, else each strip's first stops. */
function gridOf(config: SlotConfig, grid: string[][] | undefined): string[][] {
  return grid ?? [0, 1, 2].map((row) => config.reels.map((strip) => strip[row % strip.length] ?? ''));
}

export function SlotBoard({ config, round, stake, stakeControl }: BoardProps<SlotConfig>) {
  const { t, i18n } = useLingui();
  const outcome = lastOutcome(round, 'slot');
  const grid = gridOf(config, outcome?.grid);
  const winning = new Set(outcome?.wins.map((w) => w.line) ?? []);
  const name = (s: string) => (SYMBOL_NAMES[s] ? i18n._(SYMBOL_NAMES[s]!) : s);
  return (
    <div className="dv-board dv-slot">
      <table className="dv-reels">
        <caption>{t`Reels`}</caption>
        <tbody>
          {grid.map((row, r) => (
            <tr key={r}>
              {row.map((symbol, reel) => (
                <td key={reel} className="dv-symbol">
                  <SymbolArt art={SLOT_ART} id={symbol} label={name(symbol)} className="dv-symbol__art" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dv-controls">
        {stakeControl}
        <PlayButton round={round} label={t`Spin`} onPlay={() => round.play(stake, {})} />
      </div>
      {outcome && outcome.wins.length > 0 ? (
        <ul className="dv-wins" aria-label={t`Winning lines`}>
          {outcome.wins.map((w) => {
            const line = w.line + 1;
            const count = w.count;
            const symbol = name(w.symbol);
            const pays = w.pays;
            return (
              <li key={w.line}>
                {plural(pays, { one: `Line ${line}: ${count} × ${symbol} pays # line bet`, other: `Line ${line}: ${count} × ${symbol} pays # line bets` })}
              </li>
            );
          })}
        </ul>
      ) : null}
      <section aria-label={t`Paylines`}>
        <h3>{t`Paylines`}</h3>
        <ol className="dv-paylines">
          {config.paylines.map((line, i) => {
            const n = i + 1;
            const rows = line.map((r) => r + 1).join(', ');
            return (
              <li key={i} className={winning.has(i) ? 'dv-payline dv-payline--win' : 'dv-payline'}>
                <span className="dv-payline__grid" role="img" aria-label={t`Line ${n}: rows ${rows}`}>
                  {[0, 1, 2].map((row) =>
                    line.map((lineRow, reel) => <span key={`${row}-${reel}`} className={lineRow === row ? 'dv-cell dv-cell--on' : 'dv-cell'} />),
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
      <details className="dv-paytable">
        <summary>{t`Paytable (line bets for 3, 4 and 5 of a kind)`}</summary>
        <table className="dv-table">
          <thead>
            <tr>
              <th scope="col">{t`Symbol`}</th>
              <th scope="col">3</th>
              <th scope="col">4</th>
              <th scope="col">5</th>
            </tr>
          </thead>
          <tbody>
            {config.symbols.map((s) => (
              <tr key={s}>
                <th scope="row">
                  <SymbolArt art={SLOT_ART} id={s} label={null} className="dv-paytable__art" />
                  {name(s)}
                </th>
                {(config.paytable[s] ?? []).map((p, i) => (
                  <td key={i}>{p}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t`The wild stands for every other symbol. A line bet is the stake divided by the number of lines.`}</p>
      </details>
    </div>
  );
}
