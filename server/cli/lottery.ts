import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findGame, listGames } from '../domain/lottery/catalogue';
import { cancelDraw, drawWire } from '../domain/lottery/draws';
import { runLotteryJobs } from '../domain/lottery/jobs';
import { betTypesOf, latestDraws, openBetCount, setOdds, setStakeBounds } from '../domain/lottery/operator';
import { intervalSeconds } from '../domain/lottery/schedule';
import { formatSiteTime } from '../domain/time';

/**
 * Operator commands of the lottery (`npm run ops -- lottery …`; docs/lottery.md "Operations"),
 * run by server/cli/commands.ts on either transport. Refusals of the domain (unknown draw, wrong
 * state) are MoneyErrors, which ops prints as errors.
 */
export const LOTTERY_OPS_HELP = `  lottery games                        the lottery games, their schedules and current draws
  lottery draws <game> [<count>]       the game's current and latest draws (numbers once drawn)
  lottery cancel <game> <numero>       cancel a draw not drawn yet; its bets are refunded by the next run
  lottery odds <game>                  odds and stake bounds of the game's bet types
  lottery odds <game> <type> <odds> [--option <value>]   set a bet type's (or one option's) odds
  lottery stakes <game> <type> <min> <max>               set a bet type's stake bounds (minor units)
  lottery run                          schedule, close, draw and settle now (the server does it every few seconds)
`;

export interface LotteryOpsResult {
  ok: boolean;
  output: string;
}

const fail = (output: string): LotteryOpsResult => ({ ok: false, output: `error: ${output}` });
const done = (output: string): LotteryOpsResult => ({ ok: true, output });

export async function lotteryCommand(db: Kysely<Database>, m: string, now: Date, sub: string | undefined, rest: string[]): Promise<LotteryOpsResult> {
  switch (sub) {
    case 'games': {
      const games = await listGames(db, m);
      const lines = games.map((g) => {
        const s = g.clock.schedule;
        const when = s.kind === 'daily' ? `daily ${s.at}` : `every ${intervalSeconds(s) / 60} min`;
        return `  ${g.code.padEnd(10)} ${g.type.padEnd(5)} ${g.category.padEnd(6)} ${g.prizeMode.padEnd(6)} ${when} ${g.clock.timeZone}, close ${g.clock.closeSeconds} s before — ${g.name.en ?? ''}`;
      });
      return done([`lottery games of ${m}: ${games.length}`, ...lines].join('\n'));
    }
    case 'draws': {
      const game = rest[0] ? await findGame(db, m, rest[0]) : null;
      if (!game) return fail(`unknown game: ${rest[0] ?? '(missing)'}`);
      const count = Math.min(Math.max(Number(rest[1] ?? 10) || 10, 1), 200);
      const lines = (await latestDraws(db, m, game.code, now, count)).map(({ draw: r, bets }) => {
        const w = drawWire(game.type, r, now);
        const counted = bets.map((b) => `${b.count} ${b.status}`).join(', ') || 'no bets';
        return `  ${w.numero}  draw ${formatSiteTime(r.draw_at)}  ${w.status.padEnd(9)} ${w.numbers ? w.numbers.join(' ') : `commitment ${w.commitment.slice(0, 16)}…`}  (${counted})`;
      });
      return done([`draws of ${game.code} (newest first, times GMT+8):`, ...lines].join('\n'));
    }
    case 'cancel': {
      const [code, numero] = rest;
      if (!code || !numero) return fail('usage: lottery cancel <game> <numero>');
      const draw = await cancelDraw(db, m, code, numero, now);
      return done(`draw ${code} ${numero} cancelled: ${await openBetCount(db, draw.id)} open bet(s) will be refunded by the next settlement run`);
    }
    case 'odds':
      return odds(db, m, rest);
    case 'stakes': {
      const [code, type, min, max] = rest;
      if (!code || !type || !/^\d+$/.test(min ?? '') || !/^\d+$/.test(max ?? '') || Number(min) < 1 || Number(max) < Number(min)) return fail('usage: lottery stakes <game> <type> <min> <max> (minor units, 1 ≤ min ≤ max)');
      return (await setStakeBounds(db, m, code, type, Number(min), Number(max))) ? done(`${code} ${type}: stakes ${min}–${max}`) : fail(`unknown game or bet type: ${code} ${type}`);
    }
    case 'run': {
      const r = await runLotteryJobs(db, now);
      return done(`lottery: ${r.scheduled} draw(s) scheduled, ${r.closed} closed, ${r.drawn} drawn, ${r.settled} bet(s) settled`);
    }
    default:
      return fail(`unknown lottery command: ${sub ?? '(none)'}\n\n${LOTTERY_OPS_HELP}`);
  }
}

async function odds(db: Kysely<Database>, m: string, rest: string[]): Promise<LotteryOpsResult> {
  const args = [...rest];
  const oi = args.indexOf('--option');
  const option = oi >= 0 ? args[oi + 1] : undefined;
  if (oi >= 0) args.splice(oi, 2);
  const [code, type, value] = args;
  const game = code ? await findGame(db, m, code) : null;
  if (!game) return fail(`unknown game: ${code ?? '(missing)'}`);
  if (!type) {
    const rows = await betTypesOf(db, m, game.code);
    const lines = rows.map((r) => {
      const opts = Object.entries(r.option_odds).map(([k, v]) => `${k} ${v}`).join(', ');
      return `  ${r.bet_type.padEnd(14)} ${String(Number(r.odds)).padStart(8)}  stakes ${r.min_stake}–${r.max_stake}${opts ? `  options: ${opts}` : ''}${r.enabled ? '' : '  (disabled)'}`;
    });
    return done([`odds of ${game.code}:`, ...lines].join('\n'));
  }
  const n = Number(value);
  if (!value || !/^\d+(\.\d{1,4})?$/.test(value) || n < 1 || n > 100_000) return fail('odds must be a decimal from 1 to 100000 with at most 4 decimals');
  if (!(await setOdds(db, m, game.code, type, value, option))) return fail(`unknown bet type of ${game.code}: ${type}`);
  return done(`${game.code} ${type}${option === undefined ? '' : ` ${option}`}: odds ${value} (bets placed from now on)`);
}
