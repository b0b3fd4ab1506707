import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemberGate, useSession } from '../../machines/session/use-session';
import { usePromotionsActor } from '../../machines/promotions/use-promotions';
import { PageFrame } from '../pages/page-frame';
import { loadPromotionsCatalog } from './promotions-catalog';
import { PromotionsList } from './promotions-list';
import './promotions.css';

export { loadPromotionsCatalog };

/** A visitor gets the login popup, a trial account the in_need_true_account warning (SPEC §6). */
export function useGuestAction() {
  return useMemberGate().guest;
}

export function useSignedIn(): boolean {
  const { kind } = useSession();
  return kind === 'member' || kind === 'agent';
}

function Promotions({ signedIn }: { signedIn: boolean }) {
  const actor = usePromotionsActor({ signedIn });
  const navigate = useNavigate();
  return <PromotionsList actor={actor} onGuest={useGuestAction()} onOpen={(id) => void navigate({ to: '/promoDetail', search: { id } })} />;
}

/** /promotions (SPEC §2): a member sees their own statuses; signing in or out starts the page again. */
export function PromotionsPage() {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  return (
    <PageFrame title={t`Promotions`} className="promotions-page">
      <Promotions key={String(signedIn)} signedIn={signedIn} />
    </PageFrame>
  );
}
