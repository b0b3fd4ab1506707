import { describe, expect, it } from 'vitest';
import { vendorNameOf } from './vendor-names';

const rows = [
  { vassalage: 'PG', category_code: 'RNG', display_name: 'PG Soft' },
  { vassalage: 'JILI', category_code: 'RNG', display_name: 'JILI Slots' },
  { vassalage: 'JILI', category_code: 'FISH', display_name: 'JILI Fishing' },
  { vassalage: 'AV', category_code: 'SPORTS', display_name: 'AI E-Sports' },
];

describe('a bet’s vendor by name', () => {
  it('is the name the catalogue and the wallet show, not the code ("PG Soft", not "PG")', () => {
    expect(vendorNameOf(rows, 'RNG', 'PG')).toBe('PG Soft');
  });

  it('takes the name of the bet’s category when the vendor has several', () => {
    expect(vendorNameOf(rows, 'FISH', 'JILI')).toBe('JILI Fishing');
    expect(vendorNameOf(rows, 'RNG', 'JILI')).toBe('JILI Slots');
  });

  it('an e-sports bet (ESPORTS) takes its vendor row’s name (stored under SPORTS); an unknown vendor shows its code', () => {
    expect(vendorNameOf(rows, 'ESPORTS', 'AV')).toBe('AI E-Sports');
    expect(vendorNameOf(rows, 'RNG', 'EVO')).toBe('EVO');
  });
});
