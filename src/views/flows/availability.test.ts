import { describe, expect, it } from 'vitest';
import { flowsAvailable } from './availability';

describe('flow visualiser availability', () => {
  it('is always available in development, whatever the flag and the account', () => {
    for (const flowsEnabled of [true, false, undefined])
      for (const staff of [true, false, null]) expect(flowsAvailable({ dev: true, flowsEnabled, staff })).toBe(true);
  });

  it('in production needs the operator flag AND a staff account', () => {
    expect(flowsAvailable({ dev: false, flowsEnabled: true, staff: true })).toBe(true);
    expect(flowsAvailable({ dev: false, flowsEnabled: true, staff: false })).toBe(false);
    expect(flowsAvailable({ dev: false, flowsEnabled: false, staff: true })).toBe(false);
    expect(flowsAvailable({ dev: false, flowsEnabled: false, staff: false })).toBe(false);
  });

  it('in production treats an unknown flag or session as off (no player ever sees it)', () => {
    expect(flowsAvailable({ dev: false, flowsEnabled: undefined, staff: true })).toBe(false);
    expect(flowsAvailable({ dev: false, flowsEnabled: true, staff: null })).toBe(false);
  });
});
