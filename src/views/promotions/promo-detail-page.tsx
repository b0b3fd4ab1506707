import { useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import type { Currency } from '../../api/schemas/money';
import type { Promotion } from '../../api/schemas/promotions';
import { useActivityApplyActor } from '../../machines/activity-apply/use-activity-apply';
import { usePromotions, usePromotionsActor } from '../../machines/promotions/use-promotions';
import { usePromotionDetail } from '../../machines/promotions/use-promotion-detail';
import { DataView, Loading, LoadFailed } from '../common/data-states';
import { SanitizedHtml } from '../common/sanitized-html';
import { formatAmount } from '../money/format';
import { PageFrame } from '../pages/page-frame';
import { ActivityApplyForm } from './activity-apply-form';
import { promotionMessage } from './promotion-messages';
import { RewardLine, StatusBadge, useActionLabel, VipRequirement } from './promotion-parts';
import { useGuestAction, useSignedIn } from './promotions-page';
import './promotions.css';
import { formatSiteDateTimeZoned } from '../common/site-time';

export { loadPromotionsCatalog } from './promotions-catalog';

function ApplyPanel({ promotion }: { promotion: Promotion }) {
  const actor = useActivityApplyActor({ promotionId: promotion.id });
  return <ActivityApplyForm actor={actor} title={promotion.title} />;
}

/** The caller's status and action for one promotion: the promotions chart, narrowed to it. */
function ActionPanel({ id, signedIn, currency }: { id: string; signedIn: boolean; currency: Currency }) {
  const { t, i18n } = useLingui();
  const f = usePromotions(usePromotionsActor({ signedIn }));
  const onGuest = useGuestAction();
  const label = useActionLabel();
  const c = f.context;
  if (f.step === 'loading' && !c.page) return <Loading />;
  if (f.step === 'failed') return <LoadFailed errorKey={c.errorKey} onRetry={f.retry} compact />;
  const p = c.page?.list.find((x) => x.id === id);
  if (!p) return null;
  const outcome = c.outcome?.promotionId === id ? c.outcome : null;
  const amount = outcome?.bonus ? formatAmount(outcome.bonus.amount, currency.symbol, currency.scale) : '';
  return (
    <div className="promo-detail__action">
      <p>
        {t`Status:`} <StatusBadge status={p.status} />
      </p>
      <VipRequirement promotion={p} />
      {p.kind === 'apply' && p.actionable && signedIn && <ApplyPanel promotion={p} />}
      {p.actionable && (p.kind !== 'apply' || !signedIn) && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={f.step === 'acting'}
          onClick={() => (signedIn && p.kind !== 'apply' ? f.act(p.id) : onGuest())}
        >
          {f.step === 'acting' ? t`Please wait…` : label(p)}
        </button>
      )}
      {outcome && (
        <p role="status">{outcome.action === 'join' ? t`You have joined. The reward is paid by our team.` : t`${amount} is in your main wallet.`}</p>
      )}
      {c.actionError?.promotionId === id && (
        <p className="form-error" role="alert">
          {promotionMessage(i18n, c.actionError.key)}
        </p>
      )}
    </div>
  );
}

/** /promoDetail?id= (SPEC §2): one promotion, its rules (sanitised HTML), its status and action or apply form. */
export function PromoDetailPage() {
  const { t } = useLingui();
  const search: { id?: unknown } = useSearch({ strict: false });
  const id = typeof search.id === 'string' ? search.id : typeof search.id === 'number' ? String(search.id) : '';
  const signedIn = useSignedIn();
  const detail = usePromotionDetail(id);
  const title = detail.data?.promotion.title ?? t`Promotion details`;
  return (
    <PageFrame title={title} className="promo-detail">
      {/* Above the details: they (and a member's status) arrive after the first paint and must not push it away. */}
      <p>
        <Link to="/promotions">{t`All promotions`}</Link>
      </p>
      <DataView resource={detail} loading={<Loading className="data-loading--page" />}>
        {(d) => {
          const p = d.promotion;
          const from = formatSiteDateTimeZoned(p.startsAt);
          const until = p.endsAt ? formatSiteDateTimeZoned(p.endsAt) : null;
          return (
            <>
              <p className="promo-detail__summary">{p.summary}</p>
              <RewardLine promotion={p} currency={d.currency} />
              <p className="promo-detail__dates">{until ? t`From ${from} to ${until}` : t`From ${from}`}</p>
              <SanitizedHtml html={d.content} />
              <ActionPanel key={String(signedIn)} id={p.id} signedIn={signedIn} currency={d.currency} />
            </>
          );
        }}
      </DataView>
    </PageFrame>
  );
}
