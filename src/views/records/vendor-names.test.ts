import { describe, expect, it } from 'vitest';
import type { GameMenus } from '../../api/schemas/games';
import { vendorNameOf } from './vendor-names';

const card = (vassalage: string, displayName: string) => ({ vassalage, displayName, isHot: 0, accountTypeId: 1, gameType: 'SLOT' });
const menus: GameMenus = [
  { gameCategory: 'RNG', title: 'Slots', vendors: [card('PG', 'PG Soft'), card('JILI', 'JILI Slots')] },
  { gameCategory: 'FISH', title: 'Fishing', vendors: [card('JILI', 'JILI Fishing')] },
];

describe('a bet’s vendor in the records', () => {
  it('shows the name the catalogue and the wallet show, not the code ("PG Soft", not "PG")', () => {
    expect(vendorNameOf(menus, 'RNG', 'PG')).toBe('PG Soft');
  });

  it('takes the name of the bet’s category when the vendor has several', () => {
    expect(vendorNameOf(menus, 'FISH', 'JILI')).toBe('JILI Fishing');
    expect(vendorNameOf(menus, 'RNG', 'JILI')).toBe('JILI Slots');
  });

  it('a category that no longer lists the vendor takes its name from another; an unknown vendor or no catalogue yet shows the code', () => {
    expect(vendorNameOf(menus, 'PVP', 'JILI')).toBe('JILI Slots');
    expect(vendorNameOf(menus, 'RNG', 'EVO')).toBe('EVO');
    expect(vendorNameOf(null, 'RNG', 'PG')).toBe('PG');
  });
});
