import type { Endpoint } from './endpoints';

/**
 * Points mall, point records, conversion, and VIP levels (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 */
export const pointsEndpoints = {} satisfies Record<string, Endpoint<any>>;
