import type { Endpoint } from './endpoints';

/**
 * Invite friends (referral) and missions (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 */
export const referralEndpoints = {} satisfies Record<string, Endpoint<any>>;
