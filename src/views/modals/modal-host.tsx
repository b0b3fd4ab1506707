import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { useModal } from '../../machines/modal/use-modal';
import type { ModalName, ModalProps } from '../../machines/modal/modal.types';
import { SanitizedHtml } from '../common/sanitized-html';
import { Dialog, type DialogSize } from './dialog';
import { isNoticeList, NoticeHideToday } from './notice-modal';
import { Loading } from '../common/data-states';
import { withAccountsCatalog } from '../accounts/accounts-catalog';
import { lazyPart } from '../common/lazy-page';
import { withGamesCatalog } from '../games/games-catalog';
import { useLazyLauncher } from '../games/lazy-launcher';
import type { VendorListRequest } from '../games/lobby-actions';
import type { LaunchTarget } from '../../machines/game-launch/game-launch.types';

/*
 * The account forms (and their charts) load when a modal first opens: most visits to the home
 * page never open one, and the home route's initial JavaScript has a budget (README).
 */
/** Modal bodies show a small spinner while their chunk arrives. */
const formChunk = <Loading />;
/** An account screen's body: its chunk and the account screens' messages (accounts-catalog.ts). */
const accountBody = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyPart(withAccountsCatalog(load), formChunk);
const AfterLoginBody = accountBody(() => import('../accounts/after-login').then((m) => m.AfterLoginBody));
const LoginModalBody = accountBody(() => import('../accounts/login-modal').then((m) => m.LoginModalBody));
const RegisterModalBody = accountBody(() => import('../accounts/register-modal').then((m) => m.RegisterModalBody));
const ChangePasswordModalBody = accountBody(() => import('../accounts/change-password-form').then((m) => m.ChangePasswordModalBody));
const ForgotPasswordModalBody = accountBody(() => import('../accounts/forgot-password-form').then((m) => m.ForgotPasswordModalBody));
/** The member center (menu, chart, sections) loads only when a member opens it. */
const MemberCenterBody = lazyPart(() => import('../member-center/member-center').then((m) => m.MemberCenterBody), <Loading className="dialog-fill" />);
/** The agent center (menu, charts, sections and its messages) loads only when an agent opens it. */
const AgentCenterBody = lazyPart(() => import('../agents/agent-center').then((m) => m.loadAgentCenterBody()), formChunk);
/** The contract popup (issue #6): its view and messages load only when an offer waits (src/views/contracts/contract-offer-watch.tsx). */
const ContractOfferBody = lazyPart(
  () => import('../contracts/contracts-catalog').then((c) => c.withContractsCatalog(() => import('../contracts/contract-popup').then((m) => m.ContractOfferBody))()),
  formChunk,
);

/** The game popup (a vendor's games): its list, pager and the game screens' messages. */
const GamePopupBody = lazyPart(withGamesCatalog(() => import('../games/game-popup').then((m) => m.GamePopupBody)), formChunk);

/** The chat room: a content screen, with its messages (src/views/content). */
const contentBody = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(() => import('../content/content-catalog').then((c) => c.withContentCatalog(load)()), formChunk);
/**
 * The notice screen (paged, expandable, sanitised): it opens on a first visit to the home page
 * (the home notice), so its few messages are in the core catalog and it fetches no catalog part.
 */
const NoticeScreen = lazyPart(() => import('../content/notice-screen').then((m) => m.NoticeScreen), formChunk);
const ChatRoom = contentBody(() => import('../content/chat-room').then((m) => m.ChatRoom));

/** The modal chart keeps props opaque: the game popup's are checked before it is drawn. */
const isVendorListRequest = (p: ModalProps): p is VendorListRequest =>
  typeof p.vassalage === 'string' && typeof p.title === 'string' && [p.gameType, p.gameCategory].every((v) => v === undefined || typeof v === 'string');

/** What the host lends a modal's body: its launcher, which outlives the popup a game is chosen in. */
interface ModalHostTools {
  launch: (target: LaunchTarget) => void;
}

interface ModalView {
  /** Its title, unless the props name one (`title`). */
  title: MessageDescriptor;
  size: DialogSize;
  body: (props: ModalProps, host: ModalHostTools) => ReactNode;
}

/** What each modal name renders. */
const MODALS: Record<ModalName, ModalView> = {
  login: { title: msg`Login`, size: 'dialog', body: () => <LoginModalBody /> },
  register: { title: msg`Register`, size: 'modal', body: () => <RegisterModalBody /> },
  forgotPassword: { title: msg`Forgot password`, size: 'dialog', body: () => <ForgotPasswordModalBody /> },
  changePassword: {
    title: msg`Change password`,
    size: 'dialog',
    body: (props) => <ChangePasswordModalBody knownPassword={typeof props.knownPassword === 'string' ? props.knownPassword : null} />,
  },
  afterLogin: { title: msg`Welcome`, size: 'dialog', body: () => <AfterLoginBody /> },
  notice: {
    title: msg`Notice`,
    size: 'modal',
    body: (props) =>
      isNoticeList(props.notices) ? (
        <>
          <NoticeScreen notices={props.notices} />
          {typeof props.popupId === 'number' && <NoticeHideToday />}
        </>
      ) : null,
  },
  helpCenter: {
    title: msg`Help Center`,
    size: 'modal',
    body: (props) => (typeof props.content === 'string' ? <SanitizedHtml html={props.content} /> : null),
  },
  gamePopup: {
    title: msg`Games`,
    size: 'modal',
    // Keyed by what it lists: another vendor's list in its place starts again at its first page.
    body: (props, host) =>
      isVendorListRequest(props) ? <GamePopupBody key={`${props.vassalage}|${props.gameType ?? ''}|${props.gameCategory ?? ''}`} request={props} launch={host.launch} /> : null,
  },
  chatRoom: { title: msg`Chat room`, size: 'modal', body: () => <ChatRoom /> },
  memberCenter: { title: msg`Member center`, size: 'modal', body: (props) => <MemberCenterBody props={props} /> },
  agentCenter: { title: msg`Agent center`, size: 'modal', body: (props) => <AgentCenterBody props={props} /> },
  contractOffer: { title: msg`Contract offer`, size: 'modal', body: (props) => (props.actor ? <ContractOfferBody actor={props.actor as never} /> : null) },
};

/** Renders the top modal of the modal chart's stack, and the launcher of the games chosen in one. */
export function ModalHost() {
  const { i18n } = useLingui();
  const { top, close } = useModal();
  const { launch, launcher } = useLazyLauncher();
  const view = top && MODALS[top.name];
  return (
    <>
      {top && view && (
        <Dialog key={top.name} title={typeof top.props.title === 'string' ? top.props.title : i18n._(view.title)} size={view.size} onClose={close}>
          {view.body(top.props, { launch })}
        </Dialog>
      )}
      {launcher}
    </>
  );
}
