import { useLingui } from '@lingui/react/macro';
import { type ClockActor, useClockActor, useClockNow } from '../../machines/clock/use-clock';
import { formatClock, gmtLabel } from './clock';

/** The header clock: platform time (GMT+8), moved on by its chart (src/machines/clock) each second. */
export function HeaderClock() {
  return <HeaderClockView actor={useClockActor()} />;
}

/** What the clock chart shows: the zone and the second of its last tick, in GMT+8 whatever the device's zone. */
export function HeaderClockView({ actor }: { actor: ClockActor }) {
  const { t } = useLingui();
  const now = useClockNow(actor);
  return (
    <p className="header-clock">
      <span className="visually-hidden">{t`Platform time`} </span>
      <span className="header-clock__zone">{gmtLabel()}</span>{' '}
      {/* The server's drawing shows the second it was drawn: the browser's first drawing keeps it until the next tick. */}
      <time dateTime={new Date(now).toISOString()} suppressHydrationWarning>
        {formatClock(now)}
      </time>
    </p>
  );
}
