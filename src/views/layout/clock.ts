import { UI } from '../../config/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** `DD/MM/YYYY HH:mm:ss` of an instant seen at a fixed UTC offset (the header clock shows GMT+8, SPEC §2). */
export function formatClock(instant: Date | number, utcOffsetHours: number = UI.clockUtcOffsetHours): string {
  const shifted = new Date((typeof instant === 'number' ? instant : instant.getTime()) + utcOffsetHours * 3_600_000);
  return (
    `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** `GMT+8`, `GMT-3`, `GMT+5:30`. */
export function gmtLabel(utcOffsetHours: number = UI.clockUtcOffsetHours): string {
  const sign = utcOffsetHours < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetHours);
  const minutes = Math.round((abs % 1) * 60);
  return `GMT${sign}${Math.floor(abs)}${minutes ? `:${pad(minutes)}` : ''}`;
}
