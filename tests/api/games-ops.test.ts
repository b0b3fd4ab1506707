import { describe, expect, it } from 'vitest';
import { runOps } from '../../server/cli/commands';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeGamesKit } from './games-kit';
import { useKit } from './accounts-kit';


const { d, k } = useKit(makeGamesKit);

const ops = (...args: string[]) => runOps({ db: d.db, merchantCode: TEST_MERCHANT, invalidate: () => {} }, args);
const launchStatus = async (over: Record<string, unknown>, type?: number) => {
  const m = await k.member(type === undefined ? {} : { type });
  const [status, body] = await k.launch(m, over);
  return [status, body.errorCode ?? null];
};
const rngVendors = async () => {
  const menus = (await k.valueOf('hotGames', await k.read('/wps/relay/GCSGAME_hotGamesV2'))).list as { vassalage: string }[];
  return new Set(menus.map((g) => g.vassalage));
};

describe('operator commands of the game catalogue (npm run ops -- games …)', () => {
  it('lists the catalogue with engine, RTP and flags, for one vendor or all', async () => {
    const pg = await ops('games', 'list', 'PG');
    expect(pg.ok).toBe(true);
    expect(pg.output.split('\n')[0]).toMatch(/^game\s+vendor\s+category\s+engine\s+rtp\s+flags$/);
    expect(pg.output).toMatch(/^PG-fortune-tiger\s+PG\s+RNG\s+slot\s+\d+\.\d\d%\s+on/m);
    expect(pg.output).not.toMatch(/^JILI-/m);
    expect((await ops('games', 'list')).output).toMatch(/^SV388-arena-1\s+SV388\s+COCKFIGHT\s+cockfight\s.*no trial/m);
  });

  it('switches a game off (no launch, not listed) and on again', async () => {
    expect((await ops('games', 'off', 'PG-lucky-neko')).output).toBe('game PG-lucky-neko OFF');
    expect(await launchStatus({ gameId: 'PG-lucky-neko' })).toEqual([404, 'game.unknown']);
    const list = await k.valueOf('gameList', await k.read('/wps/relay/GCSGAME_gameList?vassalage=PG&size=60'));
    expect(list.list.map((g: { gameId: string }) => g.gameId)).not.toContain('PG-lucky-neko');
    expect((await ops('games', 'on', 'PG-lucky-neko')).ok).toBe(true);
    expect(await launchStatus({ gameId: 'PG-lucky-neko' })).toEqual([200, null]);
  });

  it('switches a whole vendor off and on', async () => {
    expect((await ops('games', 'vendor', 'off', 'pg')).output).toBe('vendor PG OFF');
    expect(await rngVendors()).not.toContain('PG');
    expect(await launchStatus({})).toEqual([404, 'game.unknown']);
    await ops('games', 'vendor', 'on', 'PG');
    expect(await rngVendors()).toContain('PG');
  });

  it("sets a vendor's trial rule: forbid, allow, back to the category's default", async () => {
    const slot = { gameId: 'PG-fortune-tiger', vassalage: 'PG' };
    const live = { gameId: 'EVO-speed-baccarat-a', vassalage: 'EVO' };
    await ops('games', 'trial', 'forbid', 'PG');
    expect(await launchStatus(slot, 4)).toEqual([403, 'game.trial.forbidden']);
    await ops('games', 'trial', 'allow', 'EVO');
    expect(await launchStatus(live, 4)).toEqual([200, null]);
    await ops('games', 'trial', 'default', 'PG');
    await ops('games', 'trial', 'default', 'EVO');
    expect(await launchStatus(slot, 4)).toEqual([200, null]);
    expect(await launchStatus(live, 4)).toEqual([403, 'game.trial.forbidden']);
  });

  it('refuses unknown games, vendors and malformed commands without changing anything', async () => {
    for (const args of [['games', 'off', 'PG-nope'], ['games', 'vendor', 'off', 'NOPE'], ['games', 'trial', 'maybe', 'PG'], ['games', 'hot', 'on'], ['games', 'explode']]) {
      const r = await ops(...args);
      expect(r.ok, args.join(' ')).toBe(false);
      expect(r.output).toMatch(/^error: /);
    }
    expect(await launchStatus({})).toEqual([200, null]);
  });
});
