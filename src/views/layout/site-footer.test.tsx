import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI } from '../../config/constants';
import { renderApp } from '../testing/render-app';
import { siteYear } from './site-footer';

describe('the footer\'s year', () => {
  afterEach(() => vi.useRealTimers());

  it('is the current year in GMT+8: 31 Dec 16:30 UTC is already next year, 15:59 is not', () => {
    expect(UI.clockUtcOffsetHours).toBe(8);
    expect(siteYear(Date.UTC(2026, 11, 31, 16, 30))).toBe(2027);
    expect(siteYear(Date.UTC(2026, 11, 31, 15, 59, 59))).toBe(2026);
    expect(siteYear(Date.UTC(2027, 0, 1, 0, 0), -5)).toBe(2026);
  });

  it('the footer shows the next year once GMT+8 has passed midnight on 31 December, whatever the browser\'s zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2026, 11, 31, 16, 30)));
    await renderApp();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('© 2027 Demo. All rights reserved.')).toBeInTheDocument();
  });
});
