import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LaunchRequest } from '../../api/schemas/lobby';
import { GAMES, UI } from '../../config/constants';
import { fullMenusFixture, lobbyResponses, signInAsMember } from '../games/games-testing';
import { gameMenusFixture } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { directRoute, dropdownAlignment, dropdownShift, NAV_ITEM_MIN_WIDTH, navCategories, navNeedsMenu, navRowFloor, vendorRoute } from './nav-rules';

afterEach(() => vi.restoreAllMocks());

const menu = (code: string) => fullMenusFixture.find((m) => m.gameCategory === code)!;
const v = (vassalage: string, displayName = vassalage) => ({ vassalage, displayName });

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

  it('routes vendors as SPEC §2 says: TCG_SEA launches (its window), TCG_LOTTO_VN → /Vnlottery, slots → /rng, others → their lane', () => {
    expect(vendorRoute('ELOTT', v('TCG_SEA'))).toEqual({ kind: 'launch', target: { vassalage: 'TCG_SEA', gameCategory: 'ELOTT', name: 'TCG_SEA' } });
    expect(vendorRoute('LOTT', v('TCG_LOTTO_VN'))).toEqual({ kind: 'vnLottery' });
    expect(vendorRoute('RNG', v('PG'))).toEqual({ kind: 'slot', vassalage: 'PG' });
    expect(vendorRoute('LIVE', v('EVO'))).toEqual({ kind: 'page', path: '/live', vassalage: 'EVO' });
    expect(vendorRoute('ESPORTS', v('AV'))).toEqual({ kind: 'page', path: '/esports', vassalage: 'AV' });
  });

  it('cockfight and mini games vendors lead to their lobbies like the other categories (a visitor may look before logging in)', () => {
    expect(vendorRoute('COCKFIGHT', v('SV388'))).toEqual({ kind: 'page', path: '/cockfight', vassalage: 'SV388' });
    expect(vendorRoute('MINI', v('SPRIBE'))).toEqual({ kind: 'page', path: '/mini', vassalage: 'SPRIBE' });
  });

  it('the nav becomes a menu only when the row of its items is wider than the room it has', () => {
    expect(navNeedsMenu(360, 1100)).toBe(true);
    expect(navNeedsMenu(1200, 1201)).toBe(true);
    expect(navNeedsMenu(1200, 1200)).toBe(false);
    expect(navNeedsMenu(1920, 1100)).toBe(false);
    // Not measured yet: the row shows, so that it can be measured.
    expect(navNeedsMenu(360, null)).toBe(false);
  });

  it('a row of twelve items cannot fit a phone: its floor is wider than 390 px, and narrower than a laptop', () => {
    expect(navRowFloor(12)).toBe(12 * NAV_ITEM_MIN_WIDTH);
    expect(navRowFloor(12)).toBeGreaterThan(390);
    expect(navRowFloor(12)).toBeLessThan(1366);
    expect(navRowFloor(0)).toBe(0);
  });

  it('an open dropdown moves just enough to stay 8 px inside the viewport, its start first', () => {
    expect(dropdownShift(100, 420, 1366)).toBe(0);
    // Past the right edge: moved left.
    expect(dropdownShift(1200, 420, 1366)).toBe(1200 + 420 - (1366 - 8));
    // Wider than the room: its start stays in view.
    expect(dropdownShift(20, 420, 360)).toBe(12);
    // Centred under the first item and starting left of the viewport: moved right.
    expect(dropdownShift(-78, 420, 1366)).toBe(-86);
  });

  it('a single-vendor category opens its vendor from the category button, except ESPORTS and COCKFIGHT', () => {
    expect(GAMES.noDirectLaunchCategories).toEqual(['ESPORTS', 'COCKFIGHT']);
    expect(directRoute(menu('COCKFIGHT'))).toBeNull();
    expect(directRoute(menu('ESPORTS'))).toBeNull();
    expect(directRoute(menu('LIVE'))).toBeNull();
    // One live vendor would launch straight away rather than lead to a page of one lane.
    expect(directRoute({ gameCategory: 'LIVE', title: 'Live', vendors: [menu('LIVE').vendors[0]!] })).toMatchObject({ kind: 'launch' });
    // One slot vendor still goes to /rng (the slot rule), one VN lottery vendor to /Vnlottery.
    expect(directRoute({ gameCategory: 'RNG', title: 'Slots', vendors: [menu('RNG').vendors[0]!] })).toEqual({ kind: 'slot', vassalage: 'PG' });
    expect(directRoute({ gameCategory: 'LOTT', title: 'Lottery', vendors: [menu('LOTT').vendors[0]!] })).toEqual({ kind: 'vnLottery' });
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
    expect(within(liveList).getByRole('link', { name: 'Hot Evolution' })).toHaveAttribute('href', '/live?vendor=EVO');
    expect(within(liveList).getByRole('link', { name: 'GPI Live' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Slots' }));
    expect(live).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Slots vendors' })).toHaveClass('nav-dropdown--center');
  });

  it('works from the keyboard: Enter opens, arrows move between vendors, Escape closes and returns focus', async () => {
    const { user } = await renderApp();
    const elott = await screen.findByRole('button', { name: 'E-Lottery' });
    elott.focus();
    await user.keyboard('{Enter}');
    expect(elott).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'E-Lottery vendors' });
    await user.tab();
    // TCG SEA launches (a button); the others lead to their lanes (links).
    expect(within(list).getByRole('button', { name: 'Hot TCG SEA Lottery' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('link', { name: 'TCG E-Lottery' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(list).getByRole('button', { name: 'Hot TCG SEA Lottery' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(elott).toHaveAttribute('aria-expanded', 'false');
    expect(elott).toHaveFocus();
  });

  it('a slot vendor is kept in sessionStorage gameVendor and /rng opens on it', async () => {
    const { user, history } = await renderApp({ responses: lobbyResponses() });
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    await user.click(screen.getByRole('link', { name: 'Hot PG Soft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' }, { timeout: 5000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/rng');
    expect(history.location.search).toBe('?vendor=PG');
    expect(sessionStorage.getItem(GAMES.slotVendorKey)).toBe('PG');
    expect(await screen.findByRole('button', { name: 'PG Soft Hot', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('another vendor leads to its category page, scrolled to its lane', async () => {
    const { user, history } = await renderApp({ responses: lobbyResponses() });
    await user.click(await screen.findByRole('button', { name: 'Live Casino' }));
    await user.click(screen.getByRole('link', { name: 'Hot Evolution' }));
    const lane = await screen.findByRole('region', { name: 'Evolution Hot' }, { timeout: 5000 });
    expect(history.location.pathname).toBe('/live');
    await waitFor(() => expect(within(lane).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('TCG_LOTTO_VN leads to /Vnlottery; another lottery vendor to /lottery', async () => {
    const { user } = await renderApp({ responses: lobbyResponses() });
    await user.click(await screen.findByRole('button', { name: 'Lottery' }));
    const list = screen.getByRole('list', { name: 'Lottery vendors' });
    expect(within(list).getByRole('link', { name: 'Hot Vietnam Lottery' })).toHaveAttribute('href', '/Vnlottery');
    expect(within(list).getByRole('link', { name: 'TCG Lottery' })).toHaveAttribute('href', '/lottery');
  });

  it('TCG_SEA opens its game in a new window, launched with the SPEC §3 payload', async () => {
    const launches: LaunchRequest[] = [];
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const { user, history } = await renderApp({ responses: { ...lobbyResponses(launches, '/demo-vendor/play?ticket=sea'), ...signInAsMember() } });
    await user.click(await screen.findByRole('button', { name: 'E-Lottery' }));
    await user.click(screen.getByRole('button', { name: 'Hot TCG SEA Lottery' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/demo-vendor/play?ticket=sea', '_blank'));
    // The vendor is launched as its first game.
    expect(launches).toEqual([
      expect.objectContaining({
        gameId: 'TCG_SEA-first',
        vassalage: 'TCG_SEA',
        launchMode: 'GLS',
        username: 'player01',
        token: 'tok-member',
        merchantCode: 'bd01',
      }),
    ]);
    expect(history.location.pathname).toBe('/');
  });

  it('a blocked popup says so, and "Open here" plays it in the /game page instead', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, history } = await renderApp({ responses: { ...lobbyResponses([], '/demo-vendor/play?ticket=sea'), ...signInAsMember() } });
    await user.click(await screen.findByRole('button', { name: 'E-Lottery' }));
    await user.click(screen.getByRole('button', { name: 'Hot TCG SEA Lottery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Popup blocked' });
    expect(dialog).toHaveTextContent('Popup blocked, allow popups and try again');
    await user.click(within(dialog).getByRole('button', { name: 'Open here' }));
    await waitFor(() => expect(history.location.pathname).toBe('/game'));
    expect(await screen.findByTitle('TCG SEA Lottery')).toHaveAttribute('src', '/demo-vendor/play?ticket=sea');
  });

  it('a visitor choosing a vendor that launches gets the login modal, and no launch', async () => {
    const launches: LaunchRequest[] = [];
    const { user } = await renderApp({ responses: lobbyResponses(launches) });
    await user.click(await screen.findByRole('button', { name: 'E-Lottery' }));
    await user.click(screen.getByRole('button', { name: 'Hot TCG SEA Lottery' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(launches).toEqual([]);
  });

  it('Cockfight has its vendor dropdown; a visitor following it opens the Cockfight lobby, no login asked and nothing launched', async () => {
    const launches: LaunchRequest[] = [];
    const { user, history } = await renderApp({ responses: lobbyResponses(launches) });
    const cockfight = await screen.findByRole('button', { name: 'Cockfight' });
    expect(cockfight).toHaveAttribute('aria-expanded', 'false');
    await user.click(cockfight);
    const list = screen.getByRole('list', { name: 'Cockfight vendors' });
    await user.click(within(list).getByRole('link', { name: 'Hot SV388' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cockfight' }, { timeout: 5000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/cockfight');
    expect(history.location.search).toBe('?vendor=SV388');
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    expect(launches).toEqual([]);
  });

  it("Mini Games' vendors are links to the Mini Games lobby, like the other categories' vendors", async () => {
    const sv388 = menu('COCKFIGHT').vendors[0]!;
    const mini = { gameCategory: 'MINI', title: 'Mini Games', vendors: [{ ...sv388, vassalage: 'SPRIBE', displayName: 'Spribe' }, { ...sv388, vassalage: 'SMART', displayName: 'Smartsoft', isHot: 0 }] };
    const { user, history } = await renderApp({ responses: { ...lobbyResponses(), gameMenus: [...fullMenusFixture, mini] } });
    await user.click(await screen.findByRole('button', { name: 'Mini Games' }));
    const list = screen.getByRole('list', { name: 'Mini Games vendors' });
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(within(list).getByRole('link', { name: 'Smartsoft' })).toHaveAttribute('href', '/mini?vendor=SMART');
    await user.click(within(list).getByRole('link', { name: 'Hot Spribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mini Games' }, { timeout: 5000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/mini');
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

describe('bottom nav where its row does not fit', () => {
  /** The nav has `room` px; each of its items takes `item` px (jsdom lays nothing out: the sizes are given). */
  function layOut(room: number, item: number) {
    vi.stubGlobal(
      'ResizeObserver',
      // As a browser's: the first report comes once observing starts.
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          this.report([], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('game-nav') ? room : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('game-nav__item') ? item : 0;
    });
  }
  afterEach(() => vi.unstubAllGlobals());

  it('folds into a menu button (a disclosure with aria-expanded) that shows the items and closes once one is chosen', async () => {
    layOut(360, 120);
    const { user, history } = await renderApp({ responses: lobbyResponses() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const menuButton = await within(nav).findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menuButton.getAttribute('aria-controls')!)).toBeVisible();
    await user.click(within(nav).getByRole('button', { name: 'Live Casino' }));
    expect(within(nav).getByRole('list', { name: 'Live Casino vendors' })).toBeVisible();
    await user.click(within(nav).getByRole('link', { name: 'Promotions' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(history.location.pathname).toBe('/promotions'));
  });

  it('Escape closes the open menu and gives the focus back to its button', async () => {
    layOut(360, 120);
    const { user } = await renderApp({ responses: lobbyResponses() });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('stays one row with no menu button where the row fits', async () => {
    layOut(1366, 120);
    await renderApp({ responses: lobbyResponses() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('button', { name: 'Live Casino' });
    expect(within(nav).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeVisible();
  });
});
