import type { ApiClient } from '../../api/client';
import type { MemberParts } from './app.types';
import { createMemberParts } from './member-parts';

/**
 * The signed-in charts as the app loads them, bound to an API that never answers: each stays in
 * its first loading state, so the app chart's own behaviour is what a path exercises.
 */
export function memberPartsFixture(): MemberParts {
  const silentApi: Pick<ApiClient, 'call'> = { call: () => new Promise(() => {}) };
  return createMemberParts({ api: silentApi, app: { send: () => {} } });
}
