import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, memo, type MouseEvent, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GameMenu, VendorCard } from '../../api/schemas/games';
import { useLanguage } from '../../machines/language/use-language';
import { useGameMenus } from '../../machines/game-reads/use-game-menus';
import { categoryMeta } from '../categories';
import { Loading, LoadFailed } from '../common/data-states';
import { useLazyLauncher } from '../games/lazy-launcher';
import { useDrawnByServer } from '../common/server-drawing';
import { directRoute, dropdownAlignment, dropdownShift, navCategories, navNeedsMenu, navRowFloor, type VendorRoute, vendorRoute } from './nav-rules';

/** Carries out a vendor route that the nav does from code (direct categories, launches). */
function useFollowRoute() {
  const navigate = useNavigate();
  const { launch, launcher } = useLazyLauncher();
  const follow = useCallback(
    (route: VendorRoute) => {
      switch (route.kind) {
        case 'launch':
          return launch(route.target);
        case 'vnLottery':
          return void navigate({ to: '/Vnlottery' });
        case 'slot':
          return void navigate({ to: '/rng', search: { vendor: route.vassalage } });
        case 'page':
          return void navigate(pageLink(route));
      }
    },
    [launch, navigate],
  );
  return { follow, launcher };
}

/** The link of a category page at a vendor's lane (/lottery takes no vendor: its page lists the lottery games). */
function pageLink(route: Extract<VendorRoute, { kind: 'page' }>) {
  return route.path === '/lottery' ? ({ to: '/lottery' } as const) : ({ to: route.path, search: { vendor: route.vassalage } } as const);
}

/** The width a row of the nav's items takes: its items side by side (an open dropdown is no part of it). */
function rowWidth(list: HTMLElement): number {
  const style = getComputedStyle(list);
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  return Array.from(list.children).reduce((sum, item) => sum + (item as HTMLElement).offsetWidth, padding);
}

/**
 * True while the viewport is narrower than `width`. A media query: unlike the viewport's or an
 * element's width, it does not make the browser lay the page out to answer.
 */
function viewportBelow(width: number): boolean {
  return typeof matchMedia === 'function' && matchMedia(`(max-width: ${width - 1}px)`).matches;
}

/**
 * Whether the nav's items fit in one row: a viewport narrower than the row's floor cannot hold
 * it (navRowFloor); otherwise measured, the width the row needs (taken while it shows, again
 * whenever its items or their language change) against the width it has.
 */
function useNavMenuMode(itemsKey: string, items: number, settled: boolean) {
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [needed, setNeeded] = useState<number | null>(null);
  const [available, setAvailable] = useState(Number.POSITIVE_INFINITY);
  const tooNarrow = viewportBelow(navRowFloor(items));
  const collapsed = tooNarrow || navNeedsMenu(available, needed);
  const measuredKey = useRef<string | null>(null);

  // Before paint: a phone never sees the row it cannot hold. While the menus load, the row is
  // Home, the loading sign and Promotions, which fit any screen: measured once the items are known.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || tooNarrow || !settled) return;
    if (measuredKey.current !== itemsKey) {
      measuredKey.current = itemsKey;
      if (collapsed) return setNeeded(null);
    }
    if (!collapsed) {
      const width = rowWidth(list);
      if (needed !== width) setNeeded(width);
    }
  });

  useEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const cap = Number.parseFloat(getComputedStyle(list).maxWidth);
      setAvailable(Math.min(nav.clientWidth, Number.isFinite(cap) ? cap : Number.POSITIVE_INFINITY));
    };
    // The observer reports the nav's width once it is laid out (its first report comes with
    // observe()), then on each change: measured here at once, the browser would lay the page out
    // inside this task (issue #21, blocking time).
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    return () => observer.disconnect();
  }, []);
  return { navRef, listRef, collapsed, floor: navRowFloor(items) };
}

/**
 * Drawn by the server, which knows no viewport: the row and the menu button both, and the
 * media query of the row's floor shows one, as the browser's first drawing will choose
 * (src/entry-server.tsx). Wider than the floor the browser may still measure the row and fold
 * it; the menu button is as tall as the row, so nothing below moves.
 */
function serverNavStyle(floor: number): string {
  return (
    '.game-nav--auto .game-nav__menu-button{display:none}' +
    `@media (max-width:${floor - 1}px){.game-nav--auto .game-nav__menu-button{display:flex}.game-nav--auto .game-nav__list{display:none}}`
  );
}

/**
 * Bottom header nav (SPEC §2): Home, one item per game category with vendors, Promotions. Where
 * they do not fit in one row they go behind a menu button (a disclosure: aria-expanded).
 */
export function GameNav() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const menus = useGameMenus();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const categories = menus.data ? navCategories(menus.data) : [];
  const { follow, launcher } = useFollowRoute();
  const listId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawnByServer = useDrawnByServer();
  // Home, the categories and Promotions.
  const { navRef, listRef, collapsed: measuredCollapsed, floor } = useNavMenuMode(`${locale}|${menus.status}|${categories.map((c) => c.gameCategory).join()}`, categories.length + 2, menus.status !== 'loading');
  // Folded by a media query in the server's drawing (and while the browser takes it over), by measure from then on.
  const collapsed = measuredCollapsed && !drawnByServer;

  // The open menu closes on a press outside the nav, like a dropdown.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen, navRef]);

  // Choosing where to go (a link, a vendor, a category that launches) closes the menu.
  const onListClick = (e: MouseEvent) => {
    if (collapsed && (e.target as Element).closest('a, .nav-dropdown__vendor, .game-nav__link:not(.game-nav__toggle)')) setMenuOpen(false);
  };
  const onNavKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && collapsed && menuOpen && !e.defaultPrevented) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  return (
    <nav ref={navRef} className={drawnByServer ? 'game-nav game-nav--auto' : collapsed ? 'game-nav game-nav--menu' : 'game-nav'} aria-label={t`Main`} onKeyDown={onNavKeyDown}>
      {drawnByServer && <style>{serverNavStyle(floor)}</style>}
      {(collapsed || drawnByServer) && (
        <button
          ref={menuButtonRef}
          type="button"
          className="game-nav__menu-button"
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="game-nav__burger" aria-hidden="true" />
          {t`Menu`}
        </button>
      )}
      <ul id={listId} ref={listRef} className="game-nav__list" hidden={collapsed && !menuOpen} onClick={onListClick}>
        <li className="game-nav__item">
          <Link to="/" className="game-nav__link" activeOptions={{ exact: true }}>
            {t`Home`}
          </Link>
        </li>
        {categories.map((menu) => (
          <CategoryItem
            key={menu.gameCategory}
            menu={menu}
            inMenu={collapsed}
            open={openCode === menu.gameCategory}
            onOpenChange={setOpenCode}
            onFollow={follow}
          />
        ))}
        {menus.status === 'loading' && !menus.data && (
          <li className="game-nav__item game-nav__item--status">
            <Loading label={t`Loading games`} />
          </li>
        )}
        {menus.status === 'failed' && (
          <li className="game-nav__item game-nav__item--status">
            <LoadFailed errorKey={menus.errorKey} onRetry={menus.retry} compact />
          </li>
        )}
        <li className="game-nav__item">
          <Link to="/promotions" className="game-nav__link">
            {t`Promotions`}
          </Link>
        </li>
      </ul>
      {launcher}
    </nav>
  );
}

/**
 * One category of the nav with its vendors' dropdown. Drawn again only when its own props change:
 * the nav above is drawn again with the page's header (the account's answer, the balance), and its
 * dozens of vendor links are costly to build (issue #21, blocking time).
 */
const CategoryItem = memo(function CategoryItem({
  menu,
  inMenu,
  open,
  onOpenChange,
  onFollow,
}: {
  menu: GameMenu;
  /** Inside the collapsed nav's menu: the dropdown opens in place, below its item. */
  inMenu: boolean;
  open: boolean;
  /** The category whose dropdown is open now (null: none); a stable function. */
  onOpenChange: (code: string | null) => void;
  onFollow: (route: VendorRoute) => void;
}) {
  const code = menu.gameCategory;
  const { i18n, t } = useLingui();
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLUListElement>(null);
  const [shift, setShift] = useState(0);
  const meta = categoryMeta(menu.gameCategory);
  const label = meta ? i18n._(meta.label) : menu.title;
  const alignment = dropdownAlignment(menu.vendors.length);
  const direct = directRoute(menu);
  // The vendors' links keep their props while the menu only changes mode (the server's drawing
  // taken over, a width that folds the nav), so they are not built again then.
  const routes = useMemo(() => menu.vendors.map((vendor) => vendorRoute(menu.gameCategory, vendor)), [menu]);
  const choose = useCallback(
    (route: VendorRoute) => {
      onOpenChange(null);
      if (route.kind === 'launch') onFollow(route);
    },
    [onOpenChange, onFollow],
  );

  // A press anywhere outside the item closes its dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) onOpenChange(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  // An open dropdown under the row moves left as far as it must to end inside the viewport.
  useLayoutEffect(() => {
    const dropdown = dropdownRef.current;
    if (!open || inMenu || !dropdown) return setShift(0);
    const box = dropdown.getBoundingClientRect();
    // Not laid out (no layout engine, or not shown): nothing to keep in view.
    if (box.width === 0) return setShift(0);
    setShift(dropdownShift(box.left + shift, box.width, document.documentElement.clientWidth));
  }, [open, inMenu, shift]);

  const vendorItems = () => Array.from(itemRef.current?.querySelectorAll<HTMLElement>('.nav-dropdown__vendor') ?? []);
  const focusVendor = (index: number) => {
    const items = vendorItems();
    if (!items.length) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      onOpenChange(code);
      requestAnimationFrame(() => focusVendor(0));
    }
  };

  const onListKeyDown = (e: KeyboardEvent) => {
    const index = vendorItems().indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      onOpenChange(null);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusVendor(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusVendor(index - 1);
    }
  };

  if (direct) {
    // One vendor: the category button opens it (SPEC §2), no dropdown.
    return (
      <li className="game-nav__item game-nav__item--category">
        <button type="button" className="game-nav__link" onClick={() => onFollow(direct)}>
          {label}
        </button>
      </li>
    );
  }

  return (
    <li
      ref={itemRef}
      className="game-nav__item game-nav__item--category"
      onBlur={(e) => {
        if (open && !itemRef.current?.contains(e.relatedTarget as Node | null)) onOpenChange(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="game-nav__link game-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(open ? null : code)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="game-nav__caret" aria-hidden="true" />
      </button>
      <ul
        ref={dropdownRef}
        id={listId}
        className={`nav-dropdown nav-dropdown--${alignment}`}
        style={shift ? { marginLeft: -shift } : undefined}
        aria-label={t`${label} vendors`}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {menu.vendors.map((vendor, i) => (
          <li key={vendor.vassalage + vendor.accountTypeId}>
            <VendorItem vendor={vendor} route={routes[i]!} onChoose={choose} />
          </li>
        ))}
      </ul>
    </li>
  );
});

/**
 * A vendor of a dropdown: a link where it leads to a page (so it opens in a new tab too), a
 * button where it launches the game.
 */
const VendorItem = memo(function VendorItem({ vendor, route, onChoose }: { vendor: VendorCard; route: VendorRoute; onChoose: (route: VendorRoute) => void }) {
  const { t } = useLingui();
  const content = (
    <>
      {vendor.isHot === 1 && <span className="hot-badge">{t`Hot`}</span>} <span>{vendor.displayName}</span>
    </>
  );
  const onClick = () => onChoose(route);
  switch (route.kind) {
    case 'launch':
      return (
        <button type="button" className="nav-dropdown__vendor" onClick={onClick}>
          {content}
        </button>
      );
    case 'vnLottery':
      return (
        <Link to="/Vnlottery" className="nav-dropdown__vendor" onClick={onClick}>
          {content}
        </Link>
      );
    case 'slot':
      return (
        <Link to="/rng" search={{ vendor: route.vassalage }} className="nav-dropdown__vendor" onClick={onClick}>
          {content}
        </Link>
      );
    case 'page':
      return (
        <Link {...pageLink(route)} className="nav-dropdown__vendor" onClick={onClick}>
          {content}
        </Link>
      );
  }
});
