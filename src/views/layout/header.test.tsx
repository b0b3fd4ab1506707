import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { UI } from '../../config/constants';
import { whitelabelWith } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { HeaderClock } from './header-clock';

describe('header top bar', () => {
  it('shows Login, Register and Free demo when DIRECTREG3 and FREEPLAY3 are on', async () => {
    await renderApp();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Free demo' })).toBeInTheDocument();
  });

  it('hides Register and Free demo when DIRECTREG3 and FREEPLAY3 are off', async () => {
    await renderApp({ whitelabel: whitelabelWith({ modules: { DIRECTREG3: false, FREEPLAY3: false } }) });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Register' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Free demo' })).toBeNull();
  });

  it('hides Register when its parent module is off, even if DIRECTREG3 itself is on', async () => {
    await renderApp({ whitelabel: whitelabelWith({ modules: { REGISTRATION: false } }) });
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('speaks Bengali by default catalog', async () => {
    await renderApp({ locale: 'bn' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'লগইন' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'নিবন্ধন' })).toBeInTheDocument();
  });
});

describe('header clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second in GMT+8', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 11, 31, 15, 59, 58));
    useTestLocale('en');
    render(
      <WithI18n>
        <HeaderClock />
      </WithI18n>,
    );
    expect(screen.getByText('31/12/2025 23:59:58')).toBeInTheDocument();
    expect(screen.getByText('GMT+8')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UI.clockTickMs));
    expect(screen.getByText('31/12/2025 23:59:59')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UI.clockTickMs));
    expect(screen.getByText('01/01/2026 00:00:00')).toBeInTheDocument();
  });
});
