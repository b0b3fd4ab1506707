import type { Language } from './language';

/**
 * Issue #16: the journeys pass with the browser in the players' zone and in UTC (CI's own), and
 * in both languages: English in Asia/Dhaka, Bengali (the site's default) in UTC. One run each;
 * where a journey shows a time it is compared with the header clock (support/clock.ts), which
 * must tell the real time in GMT+8 whatever the browser's zone.
 */
export interface Journey {
  who: string;
  timezoneId: string;
  language: Language;
}

export const DHAKA_EN: Journey = { who: 'in Asia/Dhaka, in English', timezoneId: 'Asia/Dhaka', language: 'en' };
export const UTC_BN: Journey = { who: 'in UTC, in Bengali', timezoneId: 'UTC', language: 'bn' };
export const JOURNEYS: readonly Journey[] = [DHAKA_EN, UTC_BN];
