import type { Endpoint } from './endpoints';

/**
 * Platform messages (messageV2, CSP_unreadCount), notices, feedback, customer service, chat and links (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 */
export const contentEndpoints = {} satisfies Record<string, Endpoint<any>>;
