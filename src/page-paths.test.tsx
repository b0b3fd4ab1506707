import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isKnownPagePath, PAGE_PATHS } from './page-paths';
import { createAppRouter } from './router';

describe('page paths the server knows', () => {
  it('are exactly the pages of the router (the catch-all aside)', () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }), context: { whitelabel: null, token: null } });
    const routed = Object.keys(router.routesByPath).filter((p) => p !== '/$' && p !== '$');
    expect([...routed].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('match as the router does: a trailing slash or another letter case is the same page', () => {
    expect(isKnownPagePath('/vip')).toBe(true);
    expect(isKnownPagePath('/vip/')).toBe(true);
    expect(isKnownPagePath('/VIP')).toBe(true);
    expect(isKnownPagePath('/vnlottery')).toBe(true);
    expect(isKnownPagePath('/')).toBe(true);
  });

  it('an address the router sends to its not-found page is not a page', () => {
    expect(isKnownPagePath('/no/such/page')).toBe(false);
    expect(isKnownPagePath('/vip/extra')).toBe(false);
    expect(isKnownPagePath('/vipx')).toBe(false);
  });
});
