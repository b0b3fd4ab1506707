import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Room } from '../../api/schemas/lobby';
import { useRooms } from '../../machines/game-reads/use-lobby-reads';
import { DataView, Loading } from '../common/data-states';
import { formatAmount } from '../money/format';
import { useCurrencySymbol } from '../records/use-currency-symbol';

/** A PVP vendor's tables (SPEC §7 GLS2_roomList): each with its limits, seats and a join button. */
export function RoomList({ vassalage, vendorName, onJoin }: { vassalage: string; vendorName: string; onJoin: (room: Room) => void }) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const rooms = useRooms(vassalage);
  return (
    <DataView resource={rooms} loading={<Loading label={t`Loading rooms`} />} compact>
      {(data) =>
        data.list.length ? (
          <ul className="room-list" aria-label={t`${vendorName} rooms`}>
            {data.list.map((room) => {
              const full = room.players >= room.seats;
              const name = room.name;
              const players = room.players;
              const seats = room.seats;
              return (
                <li key={room.roomId} className="room-list__room">
                  <span className="room-list__name">{name}</span>
                  <span className="room-list__limits">
                    {t`Bets ${formatAmount(room.minBet, symbol)} – ${formatAmount(room.maxBet, symbol)}`}
                  </span>
                  <span className="room-list__seats">
                    {plural(seats, { one: `${players} of # seat taken`, other: `${players} of # seats taken` })}
                  </span>
                  <button type="button" className="btn btn--small btn--primary" disabled={full} aria-label={full ? t`${name} is full` : t`Join ${name}`} onClick={() => onJoin(room)}>
                    {full ? t`Full` : t`Join`}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="page-note">{t`No rooms are open right now.`}</p>
        )
      }
    </DataView>
  );
}
