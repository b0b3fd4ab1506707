import { afterEach, describe, expect, it } from 'vitest';
import { RECORDING_FLAG, recordingMaybeAsked } from './recording-flag';

describe('the boot check of a recording', () => {
  afterEach(() => sessionStorage.clear());

  it('loads the recording code only when the address names record= or the tab is flagged', () => {
    expect(recordingMaybeAsked('')).toBe(false);
    expect(recordingMaybeAsked('?page=2&recorder=1')).toBe(false);
    expect(recordingMaybeAsked('?record=1')).toBe(true);
    expect(recordingMaybeAsked('?page=2&record=0')).toBe(true);
    sessionStorage.setItem(RECORDING_FLAG, '1');
    expect(recordingMaybeAsked('')).toBe(true);
  });
});
