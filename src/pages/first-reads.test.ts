import { describe, expect, it } from 'vitest';
import { whitelabelFixture } from '../machines/system-status/system-status.fixtures';
import { categoryOfPath, firstReads, HOME_NOTICE_QUERY, homeSectionReads, readsAfter } from './first-reads';

const lanes = (...vendors: string[]) => ({ data: { lanes: vendors.map((vassalage) => ({ vassalage })) } });

describe('first reads of a page (what the boot prefetch asks and the server answers inside the page)', () => {
  it('every page reads the game menus; the home page its notices, a category page its lanes too', () => {
    const home = [{ name: 'gameMenus' }, { name: 'homeNotices', query: HOME_NOTICE_QUERY }];
    expect(firstReads({ pathname: '/', search: '' })).toEqual(home);
    expect(firstReads({ pathname: '/home/', search: '' })).toEqual(home);
    expect(firstReads({ pathname: '/down', search: '' })).toEqual([{ name: 'gameMenus' }]);
    expect(firstReads({ pathname: '/live/', search: '?vendor=EVO' })).toEqual([{ name: 'gameMenus' }, { name: 'gameVendor', query: { gameCategory: 'LIVE' } }]);
    expect(categoryOfPath('/esports')).toBe('ESPORTS');
    expect(categoryOfPath('/lottery')).toBeUndefined();
  });

  it('the lottery lobbies, promotions, a promotion, VIP and help read what their charts ask first', () => {
    const page = (pathname: string, search = '') => firstReads({ pathname, search }).slice(1);
    expect(page('/lottery')).toEqual([{ name: 'lotteryMenu', query: { area: 'GLOBAL' } }]);
    expect(page('/Vnlottery/')).toEqual([{ name: 'lotteryMenu', query: { area: 'VN' } }]);
    expect(page('/promotions')).toEqual([{ name: 'promotions' }]);
    expect(page('/promoDetail', '?id=42')).toEqual([{ name: 'promotionDetail', query: { id: '42' } }, { name: 'promotions' }]);
    expect(page('/promoDetail')).toEqual([{ name: 'promotions' }]);
    expect(page('/vip')).toEqual([{ name: 'vipLevels' }]);
    expect(page('/help')).toEqual([{ name: 'helpCenter' }]);
  });

  it('/rng then reads the tabs and the first grid page of the vendor the address names, else the first lane', () => {
    const read = { name: 'gameVendor', query: { gameCategory: 'RNG' } } as const;
    expect(readsAfter(read, lanes('PG', 'JILI'), { pathname: '/rng', search: '' })).toEqual([
      { name: 'vassGameTypes', query: { vassalage: 'PG' } },
      { name: 'gameList', query: { vassalage: 'PG', gameType: undefined, gameCategory: 'RNG', page: 1, size: 24 } },
    ]);
    expect(readsAfter(read, lanes('PG', 'JILI'), { pathname: '/rng', search: '?vendor=JILI&page=SLOT' })[1]).toEqual({
      name: 'gameList',
      query: { vassalage: 'JILI', gameType: 'SLOT', gameCategory: 'RNG', page: 1, size: 24 },
    });
    // A vendor without a lane: the first lane, as the page shows.
    expect(readsAfter(read, lanes('PG'), { pathname: '/rng', search: '?vendor=NOPE' })[0]).toEqual({ name: 'vassGameTypes', query: { vassalage: 'PG' } });
    expect(readsAfter(read, lanes(), { pathname: '/rng', search: '' })).toEqual([]);
    expect(readsAfter({ name: 'gameVendor', query: { gameCategory: 'LIVE' } }, lanes('EVO'), { pathname: '/rng', search: '' })).toEqual([]);
  });

  it('the home page, once the white-label tree names the brand, reads its game sections in the page\'s language (as the sections ask them)', () => {
    const brand = whitelabelFixture.info.brand;
    const after = readsAfter({ name: 'whitelabel' }, whitelabelFixture, { pathname: '/', search: '' }, 'bn');
    expect(after).toEqual(Object.values(homeSectionReads(brand, 'BN')));
    expect(after.map((r) => r.name)).toEqual(['hotGames', 'popularLottery', 'rankList']);
    expect(after[0]!.query).toMatchObject({ merchantCode: brand.merchantCode, language: 'BN' });
    expect(after[1]!.query).toMatchObject({ prizeMode: brand.lotteryType, device: brand.device, language: 'BN' });
    // Not on other pages, and not without a language to ask in.
    expect(readsAfter({ name: 'whitelabel' }, whitelabelFixture, { pathname: '/vip', search: '' }, 'bn')).toEqual([]);
    expect(readsAfter({ name: 'whitelabel' }, whitelabelFixture, { pathname: '/', search: '' })).toEqual([]);
  });
});
