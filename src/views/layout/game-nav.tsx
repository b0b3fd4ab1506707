import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { GameMenu, VendorCard } from '../../api/schemas/games';
import { useLanguage } from '../../machines/language/use-language';
import { useApiResource } from '../../machines/resource/use-resource';
import { categoryMeta } from '../categories';
import { Loading, LoadFailed } from '../common/data-states';
import { dropdownAlignment, navCategories } from './nav-rules';

/** Bottom header nav (SPEC §2): Home, one item per game category with vendors, Promotions. */
export function GameNav() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const menus = useApiResource('gameMenus', undefined, locale ?? '');
  const [openCode, setOpenCode] = useState<string | null>(null);
  const categories = menus.data ? navCategories(menus.data) : [];

  return (
    <nav className="game-nav" aria-label={t`Main`}>
      <ul className="game-nav__list">
        <li className="game-nav__item">
          <Link to="/" className="game-nav__link" activeOptions={{ exact: true }}>
            {t`Home`}
          </Link>
        </li>
        {categories.map((menu) => (
          <CategoryItem
            key={menu.gameCategory}
            menu={menu}
            open={openCode === menu.gameCategory}
            onOpenChange={(open) => setOpenCode(open ? menu.gameCategory : null)}
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
    </nav>
  );
}

function CategoryItem({ menu, open, onOpenChange }: { menu: GameMenu; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { i18n, t } = useLingui();
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const meta = categoryMeta(menu.gameCategory);
  const label = meta ? i18n._(meta.label) : menu.title;
  const alignment = dropdownAlignment(menu.vendors.length);

  // A press anywhere outside the item closes its dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const focusVendor = (index: number) => {
    const links = itemRef.current?.querySelectorAll<HTMLElement>('.nav-dropdown a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      onOpenChange(true);
      requestAnimationFrame(() => focusVendor(0));
    }
  };

  const onListKeyDown = (e: KeyboardEvent) => {
    const links = Array.from(itemRef.current?.querySelectorAll<HTMLElement>('.nav-dropdown a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusVendor(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusVendor(index - 1);
    }
  };

  const chooseVendor = (vendor: VendorCard) => {
    onOpenChange(false);
    // TODO(games): launch the vendor here (SPEC §2 vendor routing: TCG_SEA window, TCG_LOTTO_VN →
    // /Vnlottery, slot vendors stored then /rng, single-vendor categories launch directly).
    // Until the games chart exists, a vendor leads to its category page.
    void vendor;
  };

  return (
    <li
      ref={itemRef}
      className="game-nav__item game-nav__item--category"
      onBlur={(e) => {
        if (open && !itemRef.current?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="game-nav__link game-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="game-nav__caret" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        className={`nav-dropdown nav-dropdown--${alignment}`}
        aria-label={t`${label} vendors`}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {menu.vendors.map((vendor) => (
          <li key={vendor.vassalage + vendor.accountTypeId}>
            <Link
              to={meta?.path ?? '/game'}
              className="nav-dropdown__vendor"
              onClick={() => chooseVendor(vendor)}
            >
              {vendor.isHot === 1 && <span className="hot-badge">{t`Hot`}</span>} <span>{vendor.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
