import { afterEach, describe, expect, it } from 'vitest';
import type { SeedAnswer } from '../api/client';
import { inspectionWanted } from './inspection-port';
import { RECORDING_FLAG } from './session-replay/recording-flag';

const whitelabel = (flowsEnabled: boolean): SeedAnswer => ({ name: 'whitelabel', language: 'bn', value: { info: { settings: { flowsEnabled, loginedToHomePage: false } } } });
const status: SeedAnswer = { name: 'systemStatus', language: 'bn', value: { maintenance: false } } as unknown as SeedAnswer;

afterEach(() => sessionStorage.clear());

describe('which pages run the inspection hub', () => {
  it('a player’s page on a merchant with /flows off runs none', () => {
    expect(inspectionWanted([status, whitelabel(false)], '', false)).toBe(false);
  });

  it('where the merchant lets staff open /flows, every page does (staff may open it later in the visit)', () => {
    expect(inspectionWanted([status, whitelabel(true)], '', false)).toBe(true);
  });

  it('a page whose white-label did not come inside it does: what it cannot tell, it keeps', () => {
    expect(inspectionWanted([], '', false)).toBe(true);
    expect(inspectionWanted([{ name: 'whitelabel', language: 'bn', value: 'garbled' }], '', false)).toBe(true);
  });

  it('a tab that may record a bug report does, by its address or its flag; development always does', () => {
    expect(inspectionWanted([whitelabel(false)], '?record=1', false)).toBe(true);
    sessionStorage.setItem(RECORDING_FLAG, '1');
    expect(inspectionWanted([whitelabel(false)], '', false)).toBe(true);
    sessionStorage.clear();
    expect(inspectionWanted([whitelabel(false)], '', true)).toBe(true);
  });
});
