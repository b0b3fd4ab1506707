import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UI } from '../../config/constants';
import { gameMenusFixture } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { dropdownAlignment, navCategories } from './nav-rules';

describe('bottom nav rules', () => {
  it('centers a dropdown only with up to 6 vendors', () => {
    expect(UI.navDropdownCenterMaxVendors).toBe(6);
    expect(dropdownAlignment(1)).toBe('center');
    expect(dropdownAlignment(6)).toBe('center');
    expect(dropdownAlignment(7)).toBe('start');
  });

  it('lists only categories that have vendors', () => {
    expect(navCategories(gameMenusFixture).map((m) => m.gameCategory)).toEqual(['ELOTT', 'LIVE', 'RNG']);
  });
});

describe('bottom nav', () => {
  it('shows Home, each category with vendors, then Promotions', async () => {
    await renderApp();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('button', { name: 'Live Casino' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(within(nav).getByRole('button', { name: 'E-Lottery' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Slots' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'E-Sports' })).toBeNull();
  });

  it('opens a dropdown of vendors with hot marks; 7 vendors are not centered, 6 are', async () => {
    const { user } = await renderApp();
    const live = await screen.findByRole('button', { name: 'Live Casino' });
    expect(live).toHaveAttribute('aria-expanded', 'false');
    await user.click(live);
    expect(live).toHaveAttribute('aria-expanded', 'true');
    const liveList = screen.getByRole('list', { name: 'Live Casino vendors' });
    expect(within(liveList).getAllByRole('link')).toHaveLength(7);
    expect(liveList).toHaveClass('nav-dropdown--start');
    expect(within(liveList).getByRole('link', { name: 'Hot Evolution' })).toBeInTheDocument();
    expect(within(liveList).getByRole('link', { name: 'GPI Live' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Slots' }));
    expect(live).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Slots vendors' })).toHaveClass('nav-dropdown--center');
  });

  it('works from the keyboard: Enter opens, Escape closes and returns focus', async () => {
    const { user } = await renderApp();
    const elott = await screen.findByRole('button', { name: 'E-Lottery' });
    elott.focus();
    await user.keyboard('{Enter}');
    expect(elott).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(screen.getByRole('list', { name: 'E-Lottery vendors' })).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(elott).toHaveAttribute('aria-expanded', 'false');
    expect(elott).toHaveFocus();
  });

  it('a vendor leads to its category page for now', async () => {
    const { user, history } = await renderApp();
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    await user.click(screen.getByRole('link', { name: 'Hot PG Soft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/rng');
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a translated error with retry when the menus fail, then recovers', async () => {
    let fail = true;
    const { user } = await renderApp({
      responses: {
        gameMenus: async () => {
          if (fail) throw new (await import('../../api/errors')).ApiError('timeout', 'network.timeout');
          return gameMenusFixture;
        },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const alert = await within(nav).findByRole('alert');
    expect(alert).toHaveTextContent('The page took longer to load, check your network');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Live Casino' })).toBeInTheDocument());
  });
});
