import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { Room, VendorLane } from '../../api/schemas/lobby';
import { useVendorLanes } from '../../machines/game-reads/use-lobby-reads';
import { DataView, Loading } from '../common/data-states';
import { GameGrid } from './playable-card';
import { RoomList } from './room-list';
import type { VendorListRequest } from './lobby-actions';
import { VendorMark } from './vendor-mark';

/** The anchor of a vendor's lane: the nav leads to `?vendor=<vassalage>` and the page scrolls there. */
export const laneId = (vassalage: string) => `lane-${vassalage}`;

/**
 * A category page's vendor lanes (SPEC §7 GCSGAME_gameVendor, value.data.lanes): each lane names
 * its vendor (hot badge), shows its first games, and "More" opens the vendor's popup list. PVP
 * lanes list their rooms too.
 */
export function VendorLanes({
  category,
  focusVendor,
  onMore,
  onJoin,
}: {
  category: string;
  focusVendor?: string;
  onMore: (request: VendorListRequest) => void;
  onJoin: (room: Room) => void;
}) {
  const { t } = useLingui();
  const lanes = useVendorLanes(category);
  const ready = lanes.data !== null;

  // Arriving from the nav with a vendor: its lane scrolls into view once the lanes are there.
  useEffect(() => {
    if (!ready || !focusVendor) return;
    const lane = document.getElementById(laneId(focusVendor));
    lane?.scrollIntoView?.({ block: 'start' });
    lane?.querySelector<HTMLElement>('h2')?.focus();
  }, [ready, focusVendor]);

  return (
    <DataView resource={lanes} loading={<Loading label={t`Loading games`} />}>
      {(data) =>
        data.data.lanes.length ? (
          <div className="lanes">
            {data.data.lanes.map((lane) => (
              <Lane key={lane.vassalage} lane={lane} rooms={category === 'PVP'} onMore={onMore} onJoin={onJoin} />
            ))}
          </div>
        ) : (
          <p className="page-note">{t`No games in this category yet.`}</p>
        )
      }
    </DataView>
  );
}

function Lane({ lane, rooms, onMore, onJoin }: { lane: VendorLane; rooms: boolean; onMore: (r: VendorListRequest) => void; onJoin: (room: Room) => void }) {
  const { t } = useLingui();
  const id = laneId(lane.vassalage);
  const name = lane.displayName;
  return (
    <section id={id} className="lane" aria-labelledby={`${id}-title`}>
      <div className="lane__header">
        <h2 id={`${id}-title`} className="section-title lane__title" tabIndex={-1}>
          <VendorMark code={lane.vassalage} name={name} />
          {name}
          {lane.isHot === 1 && <> <span className="hot-badge">{t`Hot`}</span></>}
        </h2>
        {lane.total > lane.games.length && (
          <button
            type="button"
            className="btn btn--small btn--ghost"
            aria-haspopup="dialog"
            aria-label={t`More ${name} games`}
            onClick={() => onMore({ vassalage: lane.vassalage, gameCategory: lane.gameCategory, title: name })}
          >
            {t`More`}
          </button>
        )}
      </div>
      {lane.games.length ? <GameGrid games={lane.games} label={t`${name} games`} /> : <p className="page-note">{t`No games found.`}</p>}
      {rooms && (
        <div className="lane__rooms">
          <h3 className="lane__subtitle">{t`Rooms`}</h3>
          <RoomList vassalage={lane.vassalage} vendorName={name} onJoin={onJoin} />
        </div>
      )}
    </section>
  );
}
