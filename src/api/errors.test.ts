import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_KEYS, errorKeyOf } from './errors';

describe('errorKeyOf', () => {
  it("keeps an API error's own key, whatever its kind", () => {
    expect(errorKeyOf(new ApiError('server', 'money.amount.limit', { status: 400 }))).toBe('money.amount.limit');
    expect(errorKeyOf(new ApiError('timeout', ERROR_KEYS.timeout))).toBe('network.timeout');
  });

  it('names anything else a network failure', () => {
    expect(errorKeyOf(new TypeError('Failed to fetch'))).toBe('network.abnormal');
    expect(errorKeyOf(undefined)).toBe(ERROR_KEYS.network);
  });

  it('names anything else by the fallback a chart gives', () => {
    expect(errorKeyOf(new Error('aborted'), ERROR_KEYS.timeout)).toBe('network.timeout');
    expect(errorKeyOf(new ApiError('server', 'system.error'), ERROR_KEYS.timeout)).toBe('system.error');
  });
});
