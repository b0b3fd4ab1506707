import type { Endpoint } from './endpoints';

/**
 * Responsible gambling: deposit limits, reality check, time-out, self-exclusion (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 */
export const careEndpoints = {} satisfies Record<string, Endpoint<any>>;
