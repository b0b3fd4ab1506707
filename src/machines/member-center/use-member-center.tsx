import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { memberCenterMachine } from './member-center.machine';
import type { MemberCenterPage } from './member-center.pages';
import { offeredPages } from './member-center.rules';
import type { MemberCenterFocus, MemberCenterMenu } from './member-center.types';

export type MemberCenterActor = ActorRefFrom<typeof memberCenterMachine>;

/** The overlay as a whole, then the section panel inside it (read from tags, not state names). */
export type MemberCenterStatus = 'loading' | 'failed' | 'shown';
export type SectionStatus = 'loading' | 'failed' | 'ready';

export function useMemberCenter(actor: MemberCenterActor) {
  const status = useSelector(actor, (s): MemberCenterStatus => (s.hasTag('state:loading') ? 'loading' : s.hasTag('state:error') ? 'failed' : 'shown'));
  const section = useSelector(actor, (s): SectionStatus => (s.hasTag('section:loading') ? 'loading' : s.hasTag('section:error') ? 'failed' : 'ready'));
  const page = useSelector(actor, (s) => s.context.page);
  const focus = useSelector(actor, (s) => s.context.focus);
  const menu = useSelector(actor, (s) => s.context.menu);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const pages = useMemo(() => offeredPages(menu), [menu]);
  const intents = useMemo(
    () => ({
      go: (next: MemberCenterPage, nextFocus?: MemberCenterFocus) => actor.send({ type: 'memberCenter.go', page: next, focus: nextFocus }),
      retry: () => actor.send({ type: 'memberCenter.retry' }),
      setMenu: (next: MemberCenterMenu) => actor.send({ type: 'memberCenter.menu', menu: next }),
    }),
    [actor],
  );
  return { status, section, page, focus, pages, errorKey, ...intents };
}
