import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { GAMES } from '../../config/constants';
import { createOpenWindow, PopupBlockedError } from './actors/launch-actors';
import { pickCdn, withCdn } from './cdn';
import type { GameItem } from '../../api/schemas/lobby';
import {
  evoLobby,
  fortuneTiger,
  gameListFixture,
  mahjongWays,
  memberSession,
  popularLotteryFixture,
  roomsFixture,
  seaLotto,
  superAce,
  trialSession,
  visitorSession,
  vnLotto,
} from './game-launch.fixtures';
import { createGameLaunchLogic } from './game-launch.runtime';
import { isLaunchUrl, isLotteryContent, isRetryable, launchRequest, trialForbidden } from './game-launch.rules';
import { gameTarget, lotteryTarget, roomTarget, vendorTarget } from './game-launch.targets';
import type { LaunchRequest, LaunchSession, LaunchTarget } from './game-launch.types';

const env = { merchantCode: 'bd01', language: 'BN', device: 'WEB', backUrl: 'https://site.example/' };

describe('launch payload (SPEC §3, §7)', () => {
  it('a game: gameId, accountType 1, confirmTrans 0, vassalage, launchMode GLS, platform html5-desktop, clientType 3, username, token, merchantCode, language', () => {
    expect(launchRequest(gameTarget(fortuneTiger), memberSession, env)).toEqual({
      gameId: 'PG-fortune-tiger',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'player01',
      token: 'tok-member',
      merchantCode: 'bd01',
      language: 'BN',
    });
  });

  it('a room is named by roomId instead of gameId; a whole vendor names neither', () => {
    const room = launchRequest(roomTarget(roomsFixture.list[0]!), memberSession, env);
    expect(room).toMatchObject({ roomId: 'KM-tp-1', vassalage: 'KM', launchMode: 'GLS' });
    expect(room).not.toHaveProperty('gameId');
    const vendor = launchRequest(vendorTarget('COCKFIGHT', { vassalage: 'SV388', displayName: 'SV388' }), memberSession, env);
    expect(vendor).not.toHaveProperty('gameId');
    expect(vendor).not.toHaveProperty('roomId');
  });

  it('a lottery game: launchMode LOTT with lottoArea, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language', () => {
    const [ssc, vn] = popularLotteryFixture.list;
    expect(launchRequest(lotteryTarget(ssc!), memberSession, env)).toMatchObject({
      vassalage: GAMES.lotteryVendors.LOTT,
      launchMode: 'LOTT',
      lottoArea: 'GLOBAL',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'SSC1',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://site.example/',
      language: 'BN',
    });
    expect(launchRequest(lotteryTarget(vn!, 'lobby'), memberSession, env)).toMatchObject({
      vassalage: 'TCG_LOTTO_VN',
      lottoArea: GAMES.launch.lottoArea,
      lottoView: 'lobby',
    });
  });
});

describe('launch rules', () => {
  it('only a trial account (type 4) asking for a game that forbids trial play is warned', () => {
    expect(trialForbidden(gameTarget(superAce), trialSession)).toBe(true);
    expect(trialForbidden(gameTarget(fortuneTiger), trialSession)).toBe(false);
    expect(trialForbidden(gameTarget(superAce), memberSession)).toBe(false);
    // A whole vendor: unknown here, the server decides.
    expect(trialForbidden(vendorTarget('LIVE', { vassalage: 'EVO', displayName: 'Evolution' }), trialSession)).toBe(false);
  });

  it('opens site paths and http(s) URLs only (SPEC §8 "Invalid URL" for the rest)', () => {
    expect(isLaunchUrl('/demo-vendor/play?ticket=abc')).toBe(true);
    expect(isLaunchUrl('https://games.example/play?t=1')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example', 'not a url', '']) {
      expect(isLaunchUrl(bad), bad).toBe(false);
    }
  });

  it('lottery answers are the site’s lottery pages, with or without a query', () => {
    expect(isLotteryContent('/lottery?game=SSC1&view=betting')).toBe(true);
    expect(isLotteryContent('/Vnlottery')).toBe(true);
    expect(isLotteryContent('/lottery-fake')).toBe(false);
    expect(isLotteryContent('https://x.example/lottery')).toBe(false);
  });

  it('network failures may be retried; refusals may not', () => {
    expect(isRetryable('network.abnormal')).toBe(true);
    expect(isRetryable('network.timeout')).toBe(true);
    expect(isRetryable('game.trial.forbidden')).toBe(false);
    expect(isRetryable(null)).toBe(false);
  });

  it('picks a CDN at random and puts it before site paths only', () => {
    expect(pickCdn([], () => 0.5)).toBe('');
    expect(pickCdn(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickCdn(['a', 'b', 'c'], () => 0.999)).toBe('c');
    expect(withCdn('/img/a.png', 'https://cdn1.example/')).toBe('https://cdn1.example/img/a.png');
    expect(withCdn('/img/a.png', '')).toBe('/img/a.png');
    expect(withCdn('https://other.example/a.png', 'https://cdn1.example')).toBe('https://other.example/a.png');
  });
});

/** A real chart with stubbed outside world; every call and side effect recorded. */
function run(opts: {
  session?: LaunchSession | (() => Promise<LaunchSession>);
  launch?: (req: LaunchRequest) => Promise<{ content: string }>;
  open?: (url: string) => Window | null;
  vendorGames?: GameItem[];
}) {
  const sent: LaunchRequest[] = [];
  const navigate = vi.fn();
  const openLogin = vi.fn();
  const storeIframeUrl = vi.fn();
  const opened: string[] = [];
  const session = opts.session ?? memberSession;
  const lists: unknown[] = [];
  const logic = createGameLaunchLogic({
    api: {
      call: (async (name: string, o?: { body?: unknown; query?: unknown }) => {
        if (name === 'gameList') {
          lists.push(o?.query);
          return gameListFixture(opts.vendorGames ?? [evoLobby, fortuneTiger]);
        }
        const req = o!.body as LaunchRequest;
        sent.push(req);
        return (opts.launch ?? (async () => ({ content: '/demo-vendor/play?ticket=t1' })))(req);
      }) as never,
    },
    readSession: typeof session === 'function' ? session : async () => session,
    environment: () => env,
    openLogin,
    navigate,
    openWindow: (url) => {
      opened.push(url);
      return opts.open ? opts.open(url) : ({} as Window);
    },
    storeIframeUrl,
  });
  const actor = createActor(logic).start();
  const start = (target: LaunchTarget) => actor.send({ type: 'launch.start', target });
  const settle = () => waitFor(actor, (s) => !s.hasTag('launch:busy'));
  return { actor, sent, lists, navigate, openLogin, storeIframeUrl, opened, start, settle };
}

describe('gameLaunch chart', () => {
  it('a visitor gets the login modal and no launch call (SPEC §4)', async () => {
    const r = run({ session: visitorSession });
    r.start(gameTarget(fortuneTiger));
    await r.settle();
    expect(r.actor.getSnapshot().value).toBe('idle');
    expect(r.openLogin).toHaveBeenCalledTimes(1);
    expect(r.sent).toEqual([]);
  });

  it('a trial account gets the warning for a game that forbids trial play, and plays one that allows it', async () => {
    const r = run({ session: trialSession });
    r.start(gameTarget(superAce));
    await r.settle();
    expect(r.actor.getSnapshot().value).toBe('trialWarning');
    expect(r.sent).toEqual([]);
    r.actor.send({ type: 'launch.dismiss' });
    expect(r.actor.getSnapshot().value).toBe('idle');
    r.start(gameTarget(fortuneTiger));
    await r.settle();
    expect(r.sent).toHaveLength(1);
    expect(r.navigate).toHaveBeenLastCalledWith('/game');
  });

  it('waits for the session before reading it (a launch pressed while member info loads)', async () => {
    let release!: (s: LaunchSession) => void;
    const r = run({ session: () => new Promise((res) => (release = res)) });
    r.start(gameTarget(fortuneTiger));
    expect(r.actor.getSnapshot().value).toBe('checking');
    release(memberSession);
    await r.settle();
    expect(r.sent[0]).toMatchObject({ username: 'player01', token: 'tok-member' });
  });

  it('an ordinary vendor: the URL goes to sessionStorage iframeUrl, with the game name as the frame title, and the site goes to /game', async () => {
    const r = run({});
    r.start(gameTarget(fortuneTiger));
    await r.settle();
    expect(r.storeIframeUrl).toHaveBeenCalledWith('/demo-vendor/play?ticket=t1', fortuneTiger.gameName);
    expect(r.navigate).toHaveBeenCalledWith('/game');
    expect(r.actor.getSnapshot().context.content).toBe('/demo-vendor/play?ticket=t1');
  });

  it('a lottery launch goes to the page it answers; TCG_LOTTO_VN goes to /Vnlottery', async () => {
    const lottery = run({ launch: async () => ({ content: '/lottery?game=SSC1&view=betting' }) });
    lottery.start(lotteryTarget(popularLotteryFixture.list[0]!));
    await lottery.settle();
    expect(lottery.navigate).toHaveBeenCalledWith('/lottery?game=SSC1&view=betting');
    expect(lottery.storeIframeUrl).not.toHaveBeenCalled();

    const vn = run({});
    vn.start(gameTarget(vnLotto));
    await vn.settle();
    expect(vn.navigate).toHaveBeenCalledWith('/Vnlottery');
    expect(vn.storeIframeUrl).not.toHaveBeenCalled();
  });

  it('TCG_SEA opens a window; a blocked popup offers try again or open here', async () => {
    let allow = false;
    const r = run({ open: () => (allow ? ({} as Window) : null) });
    r.start(gameTarget(seaLotto));
    await r.settle();
    expect(r.actor.getSnapshot().value).toBe('popupBlocked');
    expect(r.actor.getSnapshot().context.errorKey).toBe('popup.blocked');
    allow = true;
    r.actor.send({ type: 'launch.retry' });
    // The window opens inside the click that sent the event (popup blockers need the gesture).
    expect(r.opened).toHaveLength(2);
    await r.settle();
    expect(r.actor.getSnapshot().value).toBe('idle');
    expect(r.navigate).not.toHaveBeenCalled();
  });

  it('TCG_SEA opens its window even when it answers a lottery page; "open here" then goes to that page, not into the frame', async () => {
    const r = run({ open: () => null, launch: async () => ({ content: '/lottery?game=ELOTT_1&view=betting' }) });
    r.start(gameTarget(seaLotto));
    await r.settle();
    expect(r.opened).toEqual(['/lottery?game=ELOTT_1&view=betting']);
    r.actor.send({ type: 'launch.openHere' });
    expect(r.navigate).toHaveBeenCalledWith('/lottery?game=ELOTT_1&view=betting');
    expect(r.storeIframeUrl).not.toHaveBeenCalled();
  });

  it('a whole vendor (nav) is launched as its first playable game', async () => {
    const r = run({});
    r.start(vendorTarget('RNG', { vassalage: 'PG', displayName: 'PG Soft' }));
    await r.settle();
    expect(r.lists).toEqual([{ vassalage: 'PG', gameCategory: 'RNG', page: 1, size: 1 }]);
    expect(r.sent[0]).toMatchObject({ gameId: 'PG-fortune-tiger', vassalage: 'PG' });
  });

  it('a vendor without playable games is "not available"', async () => {
    const r = run({ vendorGames: [] });
    r.start(vendorTarget('MINI', { vassalage: 'TADA', displayName: 'TaDa' }));
    await r.settle();
    expect(r.actor.getSnapshot().context.errorKey).toBe('game.unknown');
    expect(r.sent).toEqual([]);
  });

  it('a blocked popup can be played here instead, in the /game iframe', async () => {
    const r = run({ open: () => null });
    r.start(gameTarget(seaLotto));
    await r.settle();
    r.actor.send({ type: 'launch.openHere' });
    expect(r.storeIframeUrl).toHaveBeenCalledWith('/demo-vendor/play?ticket=t1', seaLotto.gameName);
    expect(r.navigate).toHaveBeenCalledWith('/game');
    expect(r.actor.getSnapshot().value).toBe('idle');
  });

  it('a launch URL that is not a site path or http(s) fails with "Invalid URL", without retry', async () => {
    const r = run({ launch: async () => ({ content: 'javascript:alert(1)' }) });
    r.start(gameTarget(fortuneTiger));
    await r.settle();
    expect(r.actor.getSnapshot().value).toBe('failed');
    expect(r.actor.getSnapshot().context.errorKey).toBe('url.invalid');
    expect(r.actor.getSnapshot().can({ type: 'launch.retry' })).toBe(false);
    expect(r.navigate).not.toHaveBeenCalled();
    r.actor.send({ type: 'launch.dismiss' });
    expect(r.actor.getSnapshot().value).toBe('idle');
  });

  it('a refusal keeps its error code (trial forbidden by the server); a network failure can be retried', async () => {
    const failures: unknown[] = [new ApiError('server', 'game.trial.forbidden', { status: 403 }), new ApiError('network', 'network.abnormal')];
    const r = run({
      launch: async () => {
        const f = failures.shift();
        if (f) throw f;
        return { content: '/demo-vendor/play?ticket=t2' };
      },
    });
    r.start(gameTarget(fortuneTiger));
    await r.settle();
    expect(r.actor.getSnapshot().context.errorKey).toBe('game.trial.forbidden');
    expect(r.actor.getSnapshot().can({ type: 'launch.retry' })).toBe(false);
    r.actor.send({ type: 'launch.dismiss' });
    r.start(gameTarget(fortuneTiger));
    await r.settle();
    expect(r.actor.getSnapshot().context.errorKey).toBe('network.abnormal');
    r.actor.send({ type: 'launch.retry' });
    await r.settle();
    expect(r.sent).toHaveLength(3);
    expect(r.navigate).toHaveBeenCalledWith('/game');
  });

  it('an unexpected failure reading the session shows the network message', async () => {
    const r = run({ session: () => Promise.reject(new Error('boom')) });
    r.start(gameTarget(fortuneTiger));
    await r.settle();
    expect(r.actor.getSnapshot().value).toBe('failed');
    expect(r.actor.getSnapshot().context.errorKey).toBe('network.abnormal');
  });

  it('ignores a second start while busy', async () => {
    const r = run({});
    r.start(gameTarget(fortuneTiger));
    r.start(gameTarget(mahjongWays));
    await r.settle();
    expect(r.sent).toHaveLength(1);
  });

  it('the window actor reports a blocked popup and clears the opener of an opened one', async () => {
    const blocked = createActor(createOpenWindow(() => null), { input: { url: '/x' } });
    const err = new Promise((res) => blocked.subscribe({ error: res }));
    blocked.start();
    expect(await err).toBeInstanceOf(PopupBlockedError);
    const win = { opener: {} } as Window;
    const ok = createActor(createOpenWindow(() => win), { input: { url: '/x' } }).start();
    await waitFor(ok, (s) => s.status === 'done');
    expect(win.opener).toBeNull();
  });
});
