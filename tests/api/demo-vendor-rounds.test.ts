import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { RoundPage, RoundResult, SeedResult, SessionResult, VerifyResult } from '../../src/vendor/api';
import { verifyRound } from '../../src/game-engines/registry';
import { webHmac } from '../../src/game-engines/hmac-web';
import { GAME_SERVER } from '../../src/config/game-server';
import { DEMO_VENDOR } from '../../src/config/demo-vendor';
import { makeDemoKit } from './demo-vendor-kit';
import { useKit } from './accounts-kit';


const { d, k } = useKit(makeDemoKit);

const betCount = async (userId: string) => Number((await d.db.selectFrom('bets').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

describe('demo vendor: sessions', () => {
  it('answers the CORS preflight of the sandboxed game page (origin null), without credentials', async () => {
    const [status, , res] = await k.api('OPTIONS', '/round', undefined, undefined, {
      Origin: 'null',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type',
    });
    expect(status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('opens a session from a launch ticket, once: game, wallet, limits, committed seed', async () => {
    const m = await k.member();
    await k.fundWallet(m.id, 'PG', 50_000);
    const game = await k.game('slot', 'PG');
    const ticket = await k.ticket(m, game);
    const [status, b, res] = await k.api('POST', '/session', { ticket }, undefined, { Origin: 'null' });
    expect(status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    assert(b.value, SessionResult);
    const s = b.value as SessionResult;
    expect(s.sessionToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(s.game).toMatchObject({ gameId: game.gameId, engine: 'slot', wallet: 'PG', minBet: DEMO_VENDOR.defaultMinBet, currency: { scale: 2 } });
    expect(s.balance).toBe(50_000);
    expect(s.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.fair.nonce).toBe(0);
    // The token is stored hashed.
    expect(await d.db.selectFrom('demo_sessions').select('token_hash').where('token_hash', '=', s.sessionToken).executeTakeFirst()).toBeUndefined();
    // One use.
    const [again, b2] = await k.api('POST', '/session', { ticket });
    expect([again, b2.errorCode]).toEqual([401, 'demo.ticket.invalid']);
  });

  it('refuses a missing, made-up or expired session token; the error keeps the CORS header', async () => {
    const m = await k.member();
    const s = await k.open(m, 'dice');
    let [status, b, res] = await k.api('GET', '/balance', undefined, undefined, { Origin: 'null' });
    expect([status, b.errorCode]).toEqual([401, 'demo.session.invalid']);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    [status, b] = await k.api('GET', '/balance', undefined, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect([status, b.errorCode]).toEqual([401, 'demo.session.invalid']);
    [status] = await k.api('GET', '/balance', undefined, s.sessionToken);
    expect(status).toBe(200);
    k.clock.advance(GAME_SERVER.gameSessionIdleMinutes * 60_000 - 1000);
    [status] = await k.api('GET', '/balance', undefined, s.sessionToken); // a call pushes the idle expiry back
    expect(status).toBe(200);
    k.clock.advance(GAME_SERVER.gameSessionIdleMinutes * 60_000 + 1000);
    [status, b] = await k.api('GET', '/balance', undefined, s.sessionToken);
    expect([status, b.errorCode]).toEqual([401, 'demo.session.invalid']);
  });
});

describe('demo vendor: instant rounds', () => {
  it('a round debits and credits the vendor wallet (PG), writes the bet, and shows in the betting record under the vendor’s name (PG Soft)', async () => {
    const m = await k.member();
    await k.fundWallet(m.id, 'PG', 100_000);
    const mainBefore = await k.main(m.id);
    const s = await k.open(m, 'slot', 'PG');
    const [status, b] = await k.api('POST', '/round', { requestId: k.rid(), stake: 1_000, choice: {} }, s.sessionToken);
    expect(status, JSON.stringify(b)).toBe(200);
    assert(b.value, RoundResult);
    const r = (b.value as RoundResult).round;
    expect(r).toMatchObject({ nonce: 0, stake: 1_000, serverSeedHash: s.fair.serverSeedHash, clientSeed: s.fair.clientSeed });
    expect(r.payout).toBe(Math.floor((1_000 * Math.round(r.outcome.multiplier * 10_000)) / 10_000));
    expect(b.value.balance).toBe(100_000 - 1_000 + r.payout);
    expect(await k.walletBalance(m.id, 'PG')).toBe(100_000 - 1_000 + r.payout);
    expect(await k.main(m.id)).toBe(mainBefore);
    const bet = await d.db.selectFrom('bets').selectAll().where('reference', '=', r.betReference).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ user_id: m.id, wallet_code: 'PG', category: 'RNG', vendor: 'PG', status: r.payout > 0 ? 'won' : 'lost' });
    const [rs, rb] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-01', m);
    expect(rs).toBe(200);
    expect(JSON.stringify(rb.value)).toContain(r.betReference);
    // The record names the vendor as the catalogue and the wallet do.
    const recorded = (rb.value as { list: { reference: string; vendor: string; vendorName?: string }[] }).list.find((x) => x.reference === r.betReference);
    expect(recorded).toMatchObject({ vendor: 'PG', vendorName: 'PG Soft' });
  });

  it('a game of a vendor without its own wallet plays from MAIN', async () => {
    const m = await k.member({ funds: 10_000 });
    const s = await k.open(m, 'slot', 'JILI');
    expect(s.game.wallet).toBe('MAIN');
    const [status, b] = await k.api('POST', '/round', { requestId: k.rid(), stake: 500, choice: {} }, s.sessionToken);
    expect(status).toBe(200);
    expect(await k.main(m.id)).toBe(10_000 - 500 + b.value.round.payout);
  });

  it('is idempotent by requestId: a retry answers the same round; another body with the key is 409', async () => {
    const m = await k.member({ funds: 10_000 });
    const s = await k.open(m, 'dice');
    const requestId = k.rid();
    const req = { requestId, stake: 200, choice: { target: 5000 } };
    const [, first] = await k.api('POST', '/round', req, s.sessionToken);
    const postings = await k.postings();
    const [status, again] = await k.api('POST', '/round', req, s.sessionToken);
    expect(status).toBe(200);
    expect(again.value).toEqual(first.value);
    expect(await k.postings()).toBe(postings);
    expect(await betCount(m.id)).toBe(1);
    await k.refused(() => k.api('POST', '/round', { ...req, stake: 300 }, s.sessionToken).then(([a, b2]) => [a, b2]), 409, 'money.idempotency.conflict');
    // The nonce moved exactly once.
    const [, next] = await k.api('POST', '/round', { requestId: k.rid(), stake: 200, choice: { target: 5000 } }, s.sessionToken);
    expect(next.value.round.nonce).toBe(1);
  });

  it('refuses a stake above the balance, outside the table limits, or malformed — moving nothing and using no nonce', async () => {
    const m = await k.member({ funds: 1_000 });
    const s = await k.open(m, 'roulette');
    const call = (stake: unknown, choice: unknown = { bet: 'red' }) => k.api('POST', '/round', { requestId: k.rid(), stake, choice }, s.sessionToken).then(([a, b]) => [a, b] as [number, any]);
    const limits = await k.refused(() => call(s.game.minBet - 1), 400, 'money.amount.limit');
    expect(limits.value).toEqual({ min: s.game.minBet, max: s.game.maxBet });
    await k.refused(() => call(s.game.maxBet + 1), 400, 'money.amount.limit');
    await k.refused(() => call(0), 400, 'money.amount.invalid');
    await k.refused(() => call('100'), 400, 'money.amount.invalid');
    await k.refused(() => call(s.game.minBet, { bet: 'straight', number: 40 }), 400, 'request_param_err');
    await k.refused(() => call(2_000), 409, 'money.balance.insufficient');
    const [, ok] = await call(1_000);
    expect(ok.value.round.nonce).toBe(0);
  });

  it('every instant engine plays a round', async () => {
    const m = await k.member({ funds: 1_000_000 });
    const choices: Record<string, unknown> = {
      slot: {},
      dice: { target: 4950 },
      baccarat: { bet: 'banker' },
      roulette: { bet: 'straight', number: 7 },
      cockfight: { side: 'meron' },
      teenpatti: {},
      fish: { species: 'shark' },
    };
    for (const [engine, choice] of Object.entries(choices)) {
      const s = await k.open(m, engine);
      const stake = s.game.minBet;
      const [status, b] = await k.api('POST', '/round', { requestId: k.rid(), stake, choice }, s.sessionToken);
      expect(status, `${engine}: ${JSON.stringify(b)}`).toBe(200);
      expect(b.value.round.outcome.engine).toBe(engine);
    }
  });
});

describe('demo vendor: provably fair', () => {
  it('rotation reveals the seed whose hash was shown; rounds show it; verify recomputes the real rounds', async () => {
    const m = await k.member({ funds: 100_000 });
    const s = await k.open(m, 'baccarat');
    const rounds = [];
    for (const bet of ['player', 'banker', 'tie']) {
      const [, b] = await k.api('POST', '/round', { requestId: k.rid(), stake: s.game.minBet, choice: { bet } }, s.sessionToken);
      rounds.push(b.value.round);
    }
    let [, page] = await k.api('GET', '/rounds?page=1', undefined, s.sessionToken);
    assert(page.value, RoundPage);
    expect(page.value.list.map((r: any) => r.serverSeed)).toEqual([null, null, null]);

    const [status, rot] = await k.api('POST', '/seed', { clientSeed: 'my-lucky-seed' }, s.sessionToken);
    expect(status).toBe(200);
    assert(rot.value, SeedResult);
    expect(rot.value.revealed).toMatchObject({ serverSeedHash: s.fair.serverSeedHash, clientSeed: s.fair.clientSeed, lastNonce: 2 });
    expect(await webHmac().sha256Hex(rot.value.revealed.serverSeed)).toBe(s.fair.serverSeedHash);
    expect(rot.value.next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rot.value.next.serverSeedHash).not.toBe(s.fair.serverSeedHash);

    [, page] = await k.api('GET', '/rounds', undefined, s.sessionToken);
    expect(page.value.total).toBe(3);
    expect(page.value.list.map((r: any) => r.serverSeed)).toEqual([rot.value.revealed.serverSeed, rot.value.revealed.serverSeed, rot.value.revealed.serverSeed]);

    for (const [i, r] of rounds.entries()) {
      const choice = { bet: ['player', 'banker', 'tie'][i] };
      const req = { engine: 'baccarat', config: s.game.config, serverSeed: rot.value.revealed.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce, choice };
      const [vs, vb] = await k.api('POST', '/verify', req);
      expect(vs).toBe(200);
      assert(vb.value, VerifyResult);
      expect(vb.value.outcome).toEqual(r.outcome);
      expect(vb.value.serverSeedHash).toBe(s.fair.serverSeedHash);
      // The browser's recomputation (WebCrypto) agrees.
      expect((await verifyRound(webHmac(), req)).outcome).toEqual(r.outcome);
    }

    // The next round uses the new seed from nonce 0.
    const [, after] = await k.api('POST', '/round', { requestId: k.rid(), stake: s.game.minBet, choice: { bet: 'player' } }, s.sessionToken);
    expect(after.value.round).toMatchObject({ nonce: 0, clientSeed: 'my-lucky-seed', serverSeedHash: rot.value.next.serverSeedHash });
    const [bad, badBody] = await k.api('POST', '/seed', { clientSeed: 'has spaces' }, s.sessionToken);
    expect([bad, badBody.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('a member sees only their own rounds; verify refuses a bad engine input', async () => {
    const a = await k.member({ funds: 10_000 });
    const b = await k.member({ funds: 10_000 });
    const sa = await k.open(a, 'fish');
    const sb = await k.open(b, 'fish');
    await k.api('POST', '/round', { requestId: k.rid(), stake: sa.game.minBet, choice: { species: 'turtle' } }, sa.sessionToken);
    const [, pb] = await k.api('GET', '/rounds', undefined, sb.sessionToken);
    expect(pb.value).toMatchObject({ list: [], total: 0 });
    const [, pa] = await k.api('GET', '/rounds', undefined, sa.sessionToken);
    expect(pa.value.total).toBe(1);
    const [vs, vb] = await k.api('POST', '/verify', { engine: 'roulette', config: {}, serverSeed: 'x', clientSeed: 'y', nonce: 0, choice: { bet: 'dozen', number: 9 } });
    expect([vs, vb.errorCode]).toEqual([400, 'request_param_err']);
  });
});

describe('ops games rtp', () => {
  it('prints configured, theoretical and observed RTP for every engine game', async () => {
    const m = await k.member();
    await k.fundWallet(m.id, 'EVO', 100_000);
    const s = await k.open(m, 'roulette', 'EVO'); // a game no other test here plays
    let stake = 0;
    let payout = 0;
    for (let i = 0; i < 5; i++) {
      const [, b] = await k.api('POST', '/round', { requestId: k.rid(), stake: s.game.minBet, choice: { bet: 'red' } }, s.sessionToken);
      stake += b.value.round.stake;
      payout += b.value.round.payout;
    }
    const r = await k.ops('games', 'rtp');
    expect(r.ok).toBe(true);
    const lines = r.output.split('\n');
    expect(lines[0]).toMatch(/^game\s+engine\s+configured\s+theoretical\s+observed\s+rounds$/);
    const games = await d.db.selectFrom('games').select('game_id').where('engine', 'in', ['slot', 'dice', 'baccarat', 'roulette', 'cockfight', 'teenpatti', 'fish', 'sports', 'esports']).where('merchant_code', '=', 'bd01').execute();
    expect(lines).toHaveLength(games.length + 1);
    const line = lines.find((l) => l.startsWith(`${s.game.gameId} `))!;
    const observedPct = `${((payout / stake) * 100).toFixed(2)}%`;
    expect(line.split(/\s+/)).toEqual([s.game.gameId, 'roulette', `${s.game.rtp!.toFixed(2)}%`, '97.30%', observedPct, '5']);
    // Slots meet their configured RTP within 0.5%.
    for (const l of lines.filter((x) => / slot /.test(x))) {
      const [, , configured, theoretical] = l.split(/\s+/);
      expect(Math.abs(parseFloat(configured!) - parseFloat(theoretical!)), l).toBeLessThan(0.5);
    }
  });
});
