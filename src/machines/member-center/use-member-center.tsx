import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ModalProps } from '../modal/modal.types';
import { useSession } from '../session/use-session';
import { useModuleEnabled } from '../system-status/use-system-status';
import type { memberCenterMachine } from './member-center.machine';
import { DEFAULT_PAGE, type MemberCenterPage } from './member-center.pages';
import { focusOf, isMemberCenterPage, memberCenterMenu, offeredPages, REFERRAL_MODULE } from './member-center.rules';
import { createMemberCenterLogic, type MemberCenterDeps } from './member-center.runtime';
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

/**
 * The memberCenter modal's chart, built from the app: the page asked for (`props.page`, with the
 * form it opens with, `props.focus`: the points mall's "Set payment password") and the menu's
 * facts — the referral module from the white-label tree, upline transfer from member info
 * (toUpline, or an agent). `loadSection` fetches a section's code (the views' chunks). New menu
 * facts reach the chart as `memberCenter.menu`; the modal opened again while shown (new props)
 * moves it to the page asked for.
 */
export function useMemberCenterActor({ props, loadSection }: { props: ModalProps; loadSection: MemberCenterDeps['loadSection'] }): MemberCenterActor {
  const session = useSession();
  const referralModule = useModuleEnabled(REFERRAL_MODULE);
  const toUpline = session.info?.toUpline === true;
  const agent = session.kind === 'agent';
  const menu = useMemo(() => memberCenterMenu({ referralModule, toUpline, agent }), [referralModule, toUpline, agent]);
  const [logic] = useState(() => createMemberCenterLogic({ loadSection }));
  const actor = useActorRef(logic, { input: { requested: props.page, requestedFocus: props.focus, menu } });

  const seen = useRef({ props, menu });
  useEffect(() => {
    if (seen.current.menu === menu) return;
    seen.current.menu = menu;
    actor.send({ type: 'memberCenter.menu', menu });
  }, [actor, menu]);
  useEffect(() => {
    if (seen.current.props === props) return;
    seen.current.props = props;
    const page = isMemberCenterPage(props.page) ? props.page : DEFAULT_PAGE;
    actor.send({ type: 'memberCenter.go', page, focus: focusOf(page, props.focus) ?? undefined });
  }, [actor, props]);
  return actor;
}
