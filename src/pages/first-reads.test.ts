import { describe, expect, it } from 'vitest';
import { bootPrefetch } from '../router';
import { categoryOfPath, firstReads, readsAfter } from './first-reads';

const lanes = (...vendors: string[]) => ({ data: { lanes: vendors.map((vassalage) => ({ vassalage })) } });

describe('first reads of a page (what the boot prefetch asks and the server answers inside the page)', () => {
  it('every page reads the game menus; a category page its lanes too', () => {
    expect(firstReads({ pathname: '/', search: '' })).toEqual([{ name: 'gameMenus' }]);
    expect(firstReads({ pathname: '/live/', search: '?vendor=EVO' })).toEqual([{ name: 'gameMenus' }, { name: 'gameVendor', query: { gameCategory: 'LIVE' } }]);
    expect(categoryOfPath('/esports')).toBe('ESPORTS');
    expect(categoryOfPath('/lottery')).toBeUndefined();
  });

  it('/rng then reads the tabs and the first grid page of the vendor the address names, else the first lane', () => {
    const read = { name: 'gameVendor', query: { gameCategory: 'RNG' } } as const;
    expect(readsAfter(read, lanes('PG', 'JILI'), { search: '' })).toEqual([
      { name: 'vassGameTypes', query: { vassalage: 'PG' } },
      { name: 'gameList', query: { vassalage: 'PG', gameType: undefined, gameCategory: 'RNG', page: 1, size: 24 } },
    ]);
    expect(readsAfter(read, lanes('PG', 'JILI'), { search: '?vendor=JILI&page=SLOT' })[1]).toEqual({
      name: 'gameList',
      query: { vassalage: 'JILI', gameType: 'SLOT', gameCategory: 'RNG', page: 1, size: 24 },
    });
    // A vendor without a lane: the first lane, as the page shows.
    expect(readsAfter(read, lanes('PG'), { search: '?vendor=NOPE' })[0]).toEqual({ name: 'vassGameTypes', query: { vassalage: 'PG' } });
    expect(readsAfter(read, lanes(), { search: '' })).toEqual([]);
    expect(readsAfter({ name: 'gameVendor', query: { gameCategory: 'LIVE' } }, lanes('EVO'), { search: '' })).toEqual([]);
  });

  it('bootPrefetch asks them in order, in the page\'s language', async () => {
    const asked: [string, unknown, string][] = [];
    const api = {
      prefetch: (async (name: string, query: unknown, language: string) => {
        asked.push([name, query, language]);
        return name === 'gameVendor' ? lanes('PG') : {};
      }) as never,
    };
    bootPrefetch({ pathname: '/rng', search: '' }, api, 'bn');
    await new Promise((r) => setTimeout(r, 0));
    expect(asked.map(([name]) => name)).toEqual(['gameMenus', 'gameVendor', 'vassGameTypes', 'gameList']);
    expect(new Set(asked.map(([, , language]) => language))).toEqual(new Set(['bn']));
  });
});
