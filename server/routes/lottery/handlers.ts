import { array, enums, optional, size, string, type as loose, unknown, object } from 'superstruct';
import { PRIZE_MODES, type PlaceLotteryBets } from '../../../src/api/schemas/lottery';
import { GAMES } from '../../../src/config/constants';
import { LOTTERY } from '../../../src/config/lottery';
import { listMyBets, placeLotteryBets } from '../../domain/lottery/bets';
import { drawHistory, gameDetail, lotteryMenu, openedNumeros, popularLottery, recentLottery, vnOpened } from '../../domain/lottery/menu';
import { badField } from '../../domain/money/errors';
import { parsePage } from '../../domain/money/records';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import { query } from '../../wire/validate';
import { body } from '../../wire/body';
import { locale } from '../../wire/request';
import { type C, handle, merchant, moneyInput, userId } from '../../wire/money-context';

const code = () => size(string(), 1, 32);
const MenuQuery = loose({ area: optional(enums(['VN', 'GLOBAL', 'ALL', ''])) });
/** An empty parameter (`prizeMode=`) means none. */
const CountQuery = loose({ count: optional(string()), prizeMode: optional(enums([...PRIZE_MODES, ''])) });
const GameQuery = loose({ gameCode: code(), page: optional(string()) });
const OpenedQuery = loose({ gameCode: optional(code()) });
const BetsQuery = loose({ status: optional(enums(['open', 'settled'])), gameCode: optional(code()), page: optional(string()) });
/** Shape only: the slip's count, stakes and picks get the lottery's own errors in the domain. */
const Slip = object({
  requestId: string(),
  gameCode: code(),
  numero: code(),
  bets: size(
    array(object({ betType: code(), position: optional(size(string(), 1, 16)), picks: size(array(size(string(), 1, 8)), 0, 16), stake: unknown() })),
    0,
    LOTTERY.slipMaxBets * 4,
  ),
});

/** `count` of a query: 1…max, default max; more than max is max. */
function count(v: string | undefined, max: number): number {
  if (v === undefined || v === '') return max;
  if (!/^\d{1,6}$/.test(v) || Number(v) < 1) throw badField('count', 'validation.pattern.digits');
  return Math.min(Number(v), max);
}

const now = (s: Services) => s.clock.now();

/** The lottery endpoints of src/api/game-endpoints.ts (docs/lottery.md "Endpoints"). */
export function lotteryHandlers(s: Services) {
  return {
    menu: handle(async (c: C) => {
      const q = query(c, MenuQuery);
      const area = q.area === 'VN' || q.area === 'GLOBAL' ? q.area : null;
      return ok(c, { list: await lotteryMenu(s.db, merchant(c).code, area, now(s), locale(c)) });
    }),

    recent: handle(async (c) => ok(c, { list: await recentLottery(s.db, merchant(c).code, userId(c), now(s), locale(c)) })),

    popular: handle(async (c) => {
      const q = query(c, CountQuery);
      const list = await popularLottery(s.db, merchant(c).code, { count: count(q.count, GAMES.popularCount), prizeMode: q.prizeMode || null }, now(s), locale(c));
      return ok(c, { list });
    }),

    vnOpened: handle(async (c) => {
      const q = query(c, CountQuery);
      return ok(c, { list: await vnOpened(s.db, merchant(c).code, count(q.count, LOTTERY.vnOpenedCount), now(s)) });
    }),

    opened: handle(async (c) => {
      const q = query(c, OpenedQuery);
      return ok(c, { list: await openedNumeros(s.db, merchant(c).code, q.gameCode || null, now(s)) });
    }),

    game: handle(async (c) => {
      const q = query(c, GameQuery);
      return ok(c, await gameDetail(s.db, merchant(c).code, q.gameCode, now(s), locale(c)));
    }),

    draws: handle(async (c) => {
      const q = query(c, GameQuery);
      return ok(c, await drawHistory(s.db, merchant(c).code, q.gameCode, parsePage(q.page), now(s)));
    }),

    bets: handle(async (c) => {
      const q = query(c, BetsQuery);
      const page = parsePage(q.page);
      return ok(c, await listMyBets(s.db, merchant(c).code, userId(c), { status: q.status ?? null, gameCode: q.gameCode ?? null, page }, locale(c)));
    }),

    place: handle(async (c) => {
      const input = moneyInput(await body(c), Slip, { requestId: true }) as unknown as PlaceLotteryBets;
      return ok(c, await placeLotteryBets(s.money, merchant(c), userId(c), input, locale(c)));
    }),
  };
}
