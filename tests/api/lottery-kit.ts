import type { OpenedDatabase } from '../../server/db/connect';
import type { LotteryDrawRow } from '../../server/db/tables-lottery';
import { runLotteryJobs } from '../../server/domain/lottery/jobs';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit, type Member, type MoneyKit } from './money-kit';

/** Test kit of the lottery: the money kit, the jobs driven by the test clock, draws read from the db (secret numbers too). */
export interface SlipBet {
  betType: string;
  position?: string;
  picks: string[];
  stake: number;
}

export interface LotteryKit extends MoneyKit {
  jobs(): ReturnType<typeof runLotteryJobs>;
  /** Sets the clock to `at` and runs the jobs. */
  runAt(at: Date): ReturnType<typeof runLotteryJobs>;
  /** The draw taking bets now (from the db: its numbers are known to the test). */
  current(gameCode: string): Promise<LotteryDrawRow>;
  draw(id: string | number | bigint): Promise<LotteryDrawRow>;
  place(m: Member, gameCode: string, numero: string, bets: SlipBet[], requestId?: string): Promise<[number, any]>;
}

export function makeLotteryKit(d: OpenedDatabase): LotteryKit {
  const k = makeMoneyKit(d);
  const kit: LotteryKit = {
    ...k,
    jobs: () => runLotteryJobs(d.db, k.clock.now()),
    runAt(at) {
      k.clock.set(at);
      return kit.jobs();
    },
    async current(gameCode) {
      return d.db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('merchant_code', '=', TEST_MERCHANT)
        .where('game_code', '=', gameCode)
        .where('status', '=', 'open')
        .where('close_at', '>', k.clock.now())
        .orderBy('draw_at')
        .executeTakeFirstOrThrow();
    },
    draw: (id) => d.db.selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    place: (m, gameCode, numero, bets, requestId = k.rid()) => k.send('POST', '/lgw/lotto/bets', { requestId, gameCode, numero, bets }, m),
  };
  return kit;
}
