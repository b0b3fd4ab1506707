import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { UI } from '../../config/constants';
import { formatClock, gmtLabel } from './clock';

/** The header clock: platform time (GMT+8), refreshed every second. */
export function HeaderClock() {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), UI.clockTickMs);
    return () => clearInterval(timer);
  }, []);
  const zone = gmtLabel();
  return (
    <p className="header-clock">
      <span className="visually-hidden">{t`Platform time`} </span>
      <span className="header-clock__zone">{zone}</span>{' '}
      {/* The server's drawing shows the second it was drawn: the browser's first drawing keeps it until the next tick. */}
      <time dateTime={new Date(now).toISOString()} suppressHydrationWarning>
        {formatClock(now)}
      </time>
    </p>
  );
}
