import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { GAMES } from '../../config/constants';
import { createSlotVendorLogic, slotVendorInput, vendorOfAddress } from './slot-vendor.runtime';

/** An address the test moves, as the router's history does. */
function fakeAddress(start: string) {
  let url = new URL(start, 'https://bet.example');
  const listeners = new Set<() => void>();
  return {
    current: () => ({ pathname: url.pathname, search: url.search }),
    subscribe: (f: () => void) => (listeners.add(f), () => void listeners.delete(f)),
    go(next: string) {
      url = new URL(next, 'https://bet.example');
      for (const f of listeners) f();
    },
    listening: () => listeners.size,
  };
}

function start(path: string, stored: string | null = null) {
  const address = fakeAddress(path);
  const kept: string[] = [];
  const actor = createActor(createSlotVendorLogic({ address, store: (v) => kept.push(v) }), { input: { stored } }).start();
  return { actor, address, kept, chosen: () => actor.getSnapshot().context.chosen };
}

describe('the chosen slot vendor is the one the /rng address named last', () => {
  it('vendorOfAddress: ?vendor= of /rng only, matched as the router matches (trailing slash, letter case)', () => {
    expect(vendorOfAddress({ pathname: '/rng', search: '?vendor=PG&page=SLOT' })).toBe('PG');
    expect(vendorOfAddress({ pathname: '/RNG/', search: '?vendor=JILI' })).toBe('JILI');
    expect(vendorOfAddress({ pathname: '/rng', search: '' })).toBeNull();
    expect(vendorOfAddress({ pathname: '/rng', search: '?vendor=' })).toBeNull();
    expect(vendorOfAddress({ pathname: '/live', search: '?vendor=EVO' })).toBeNull();
  });

  it('a tab opened at /rng?vendor=… keeps that vendor at once (a shared link)', () => {
    const { chosen, kept } = start('/rng?vendor=JILI');
    expect(chosen()).toBe('JILI');
    expect(kept).toEqual(['JILI']);
  });

  it('a tab that chose before starts on its kept choice, and an address naming none leaves it', () => {
    const { chosen, kept, address } = start('/', 'JILI');
    address.go('/rng');
    address.go('/live?vendor=EVO');
    expect(chosen()).toBe('JILI');
    expect(kept).toEqual([]);
  });

  it('each later address naming another vendor (a chip, the nav menu) is the new choice, kept once', () => {
    const { chosen, kept, address } = start('/');
    address.go('/rng?vendor=PG');
    address.go('/rng?vendor=PG&page=SLOT');
    address.go('/rng?vendor=JILI');
    expect(chosen()).toBe('JILI');
    expect(kept).toEqual(['PG', 'JILI']);
  });

  it('keeps the choice in sessionStorage gameVendor by default, where the input reads it back', () => {
    sessionStorage.clear();
    const address = fakeAddress('/rng?vendor=PG');
    createActor(createSlotVendorLogic({ address }), { input: slotVendorInput() }).start();
    expect(sessionStorage.getItem(GAMES.slotVendorKey)).toBe('PG');
    expect(slotVendorInput()).toEqual({ stored: 'PG' });
  });

  it('stops listening to the address when the chart stops', () => {
    const { actor, address } = start('/');
    expect(address.listening()).toBe(1);
    actor.stop();
    expect(address.listening()).toBe(0);
  });
});
