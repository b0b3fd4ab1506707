import { fromPromise } from 'xstate';
import { memberCenterMachine } from './member-center.machine';
import type { MemberCenterPage } from './member-center.pages';

export interface MemberCenterDeps {
  /** Fetches a section's code; rejects when the chunk fails (the chart times it out). */
  loadSection: (page: MemberCenterPage) => Promise<void>;
}

export function createMemberCenterImplementations({ loadSection }: MemberCenterDeps) {
  return {
    actors: {
      loadSection: fromPromise<MemberCenterPage, { page: MemberCenterPage }>(async ({ input }) => {
        await loadSection(input.page);
        return input.page;
      }),
    },
  };
}

export function createMemberCenterLogic(deps: MemberCenterDeps) {
  return memberCenterMachine.provide(createMemberCenterImplementations(deps));
}
