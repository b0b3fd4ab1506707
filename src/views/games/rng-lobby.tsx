import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useSlotGames, useSlotGameTypes, useSlotVendors } from '../../machines/game-reads/use-slot-lobby-reads';
import { DataView, Loading } from '../common/data-states';
import { PagedGames } from './paged-games';
import { chooseSlotVendor } from '../../pages/slot-vendor';
import { useChosenSlotVendor } from '../../machines/slot-vendor/use-slot-vendor';
import { VendorMark } from './vendor-mark';

export interface RngSearch {
  vendor?: string;
  /** The game-type tab (SPEC §2 "RNG page tabs change the query parameter page"); absent: all. */
  page?: string;
}

/**
 * The chosen vendor's chip is brought into its row's view: on a phone the row scrolls sideways
 * (games.css), and a vendor chosen from the menu or kept from an earlier visit may sit past its
 * edge. Only the row scrolls; the page does not move.
 */
function showInRow(chip: HTMLButtonElement | null): void {
  const row = chip?.parentElement;
  if (!chip || !row || row.scrollWidth <= row.clientWidth) return;
  const left = chip.offsetLeft - row.offsetLeft;
  if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - 16;
}

/**
 * /rng (SPEC §2, §7 egames): a slot vendor chooser (the choice is kept in sessionStorage
 * `gameVendor`), tabs of the vendor's game types that set `?page=`, and the vendor's games, paged.
 */
export function RngLobby({ search, onSearch }: { search: RngSearch; onSearch: (next: RngSearch) => void }) {
  const { t } = useLingui();
  const lanes = useSlotVendors();
  const vendors = lanes.data?.data.lanes ?? [];
  // The address's vendor, else the one the tab chose last (the slot-vendor chart keeps it from the address).
  const stored = useChosenSlotVendor();
  const chosen = chooseSlotVendor(vendors, search.vendor ?? stored);

  return (
    <DataView resource={lanes} loading={<Loading label={t`Loading games`} />}>
      {() =>
        chosen ? (
          <>
            <div className="vendor-chooser" role="group" aria-label={t`Game vendors`}>
              {vendors.map((v) => (
                <button
                  key={v.vassalage}
                  type="button"
                  className="vendor-chooser__vendor"
                  aria-pressed={v.vassalage === chosen.vassalage}
                  ref={v.vassalage === chosen.vassalage ? showInRow : undefined}
                  onClick={() => onSearch({ vendor: v.vassalage })}
                >
                  <VendorMark code={v.vassalage} name={v.displayName} />
                  {v.displayName}
                  {v.isHot === 1 && <> <span className="hot-badge">{t`Hot`}</span></>}
                </button>
              ))}
            </div>
            <VendorGames key={chosen.vassalage} vassalage={chosen.vassalage} vendorName={chosen.displayName} gameType={search.page} onTab={(page) => onSearch({ vendor: chosen.vassalage, page })} />
          </>
        ) : (
          <p className="page-note">{t`No games in this category yet.`}</p>
        )
      }
    </DataView>
  );
}

/** The chosen vendor's game-type tabs and the games of the selected one. */
function VendorGames({ vassalage, vendorName, gameType, onTab }: { vassalage: string; vendorName: string; gameType?: string; onTab: (page?: string) => void }) {
  const { t } = useLingui();
  const panelId = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const types = useSlotGameTypes(vassalage);
  const tabs = [{ gameType: undefined as string | undefined, name: t`All` }, ...(types.data?.list ?? [])];
  const selected = tabs.find((tab) => tab.gameType === gameType) ?? tabs[0]!;

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (!(e.key in keys) && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const index = tabs.indexOf(selected);
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : (index + keys[e.key]! + tabs.length) % tabs.length;
    onTab(tabs[next]!.gameType);
    requestAnimationFrame(() => tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus());
  };

  return (
    <>
      <div ref={tabsRef} className="tabs game-types" role="tablist" aria-label={t`${vendorName} game types`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const on = tab === selected;
          return (
            <button
              key={tab.gameType ?? ''}
              type="button"
              role="tab"
              aria-selected={on}
              aria-controls={panelId}
              tabIndex={on ? 0 : -1}
              onClick={() => onTab(tab.gameType)}
            >
              {tab.name}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-label={selected.name} className="game-types__panel">
        <GameTypeGrid key={selected.gameType ?? ''} vassalage={vassalage} vendorName={vendorName} gameType={selected.gameType} />
      </div>
    </>
  );
}

function GameTypeGrid({ vassalage, vendorName, gameType }: { vassalage: string; vendorName: string; gameType?: string }) {
  const [page, setPage] = useState(1);
  const list = useSlotGames(vassalage, gameType, page);
  return <PagedGames list={list} title={vendorName} page={page} onPage={setPage} />;
}
