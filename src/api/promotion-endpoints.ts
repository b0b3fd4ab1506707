import type { Endpoint } from './endpoints';

/**
 * Promotions, activities, apply form, raffle, bonuses and the reward center (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 */
export const promotionEndpoints = {} satisfies Record<string, Endpoint<any>>;
