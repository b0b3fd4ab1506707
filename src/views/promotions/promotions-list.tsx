import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { Promotion } from '../../api/schemas/promotions';
import { PROMOTIONS } from '../../config/promotions';
import { actionOf } from '../../machines/promotions/promotions.rules';
import { type PromotionsActor, usePromotions } from '../../machines/promotions/use-promotions';
import { Loading, LoadFailed } from '../common/data-states';
import { formatAmount } from '../money/format';
import { CATEGORY_LABELS, promotionMessage } from './promotion-messages';
import { RewardLine, StatusBadge, useActionLabel, VipRequirement } from './promotion-parts';

const TABS = ['all', ...PROMOTIONS.categories] as const;

export const detailHref = (id: string) => `/promoDetail?id=${encodeURIComponent(id)}`;

/** A real link (open in a new tab works) that navigates inside the app on a plain click. */
function DetailLink({ id, onOpen, className, label, children }: { id: string; onOpen: (id: string) => void; className?: string; label?: string; children: ReactNode }) {
  return (
    <a
      href={detailHref(id)}
      className={className}
      aria-label={label}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onOpen(id);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The promotions chart's view (SPEC §2 /promotions): category tabs, one card per promotion with
 * its status and action. `onGuest` is called instead of acting when nobody (or a trial account)
 * is signed in; apply promotions link to their page (`onOpen`: the router's navigation), where the form is.
 */
export function PromotionsList({ actor, onGuest, onOpen }: { actor: PromotionsActor; onGuest: () => void; onOpen: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const f = usePromotions(actor);
  const tabsId = useId();
  const c = f.context;
  const label = useActionLabel();

  if (f.step === 'loading' && !c.page) return <Loading />;
  if (f.step === 'failed') return <LoadFailed errorKey={c.errorKey} onRetry={f.retry} />;
  const currency = c.page?.currency ?? { symbol: 'P', scale: 2 };

  const outcomeText = (p: Promotion): string | null => {
    const o = c.outcome;
    if (!o || o.promotionId !== p.id) return null;
    if (o.action === 'join') return t`You have joined. The reward is paid by our team.`;
    const amount = o.bonus ? formatAmount(o.bonus.amount, currency.symbol, currency.scale) : '';
    return o.action === 'draw' ? t`You won ${amount}! It is in your main wallet.` : t`${amount} is in your main wallet.`;
  };

  const button = (p: Promotion) => {
    if (p.kind === 'apply') {
      return p.actionable ? (
        <DetailLink id={p.id} onOpen={onOpen} className="btn btn--primary" label={`${label(p)}: ${p.title}`}>
          {label(p)}
        </DetailLink>
      ) : null;
    }
    if (!p.actionable || actionOf(p) === null) return null;
    const busy = c.acting?.promotionId === p.id;
    return (
      <button
        type="button"
        className="btn btn--primary"
        aria-label={`${label(p)}: ${p.title}`}
        disabled={f.step !== 'ready'}
        onClick={() => (c.signedIn ? f.act(p.id) : onGuest())}
      >
        {busy ? t`Please wait…` : label(p)}
      </button>
    );
  };

  return (
    <div className="promotions" aria-busy={f.step === 'acting' || f.step === 'loading'}>
      <div role="tablist" aria-label={t`Promotion categories`} className="promo-tabs" id={tabsId}>
        {TABS.map((cat) => (
          // While a reload or an action is out the chart takes no other tab: the tabs wait with the cards.
          <button
            key={cat}
            type="button"
            role="tab"
            aria-selected={c.category === cat}
            className="promo-tab"
            disabled={f.step !== 'ready'}
            onClick={() => f.category(cat)}
          >
            {i18n._(CATEGORY_LABELS[cat])}
          </button>
        ))}
      </div>
      {f.list.length === 0 ? (
        <p className="page-note">{t`No promotions in this category right now.`}</p>
      ) : (
        <ul className="promo-cards">
          {f.list.map((p) => {
            const outcome = outcomeText(p);
            const refusal = c.actionError?.promotionId === p.id ? promotionMessage(i18n, c.actionError.key) : null;
            const title = p.title;
            return (
              <li key={p.id} className="promo-card">
                <article aria-label={title}>
                  <header className="promo-card__head">
                    <span className="promo-card__category">{i18n._(CATEGORY_LABELS[p.category])}</span>
                    <StatusBadge status={p.status} />
                  </header>
                  <h2 className="promo-card__title">
                    <DetailLink id={p.id} onOpen={onOpen}>
                      {title}
                    </DetailLink>
                  </h2>
                  <p>{p.summary}</p>
                  <RewardLine promotion={p} currency={currency} />
                  <VipRequirement promotion={p} />
                  <div className="promo-card__actions">{button(p)}</div>
                  {outcome && (
                    <div className="promo-card__outcome">
                      <p role="status">{outcome}</p>
                      <button type="button" className="btn btn--small" onClick={f.dismiss}>
                        {t`OK`}
                      </button>
                    </div>
                  )}
                  {refusal && (
                    <div className="promo-card__outcome">
                      <p className="form-error" role="alert">
                        {refusal}
                      </p>
                      <button type="button" className="btn btn--small" onClick={f.reload}>
                        {t`Refresh`}
                      </button>
                      <button type="button" className="btn btn--small btn--ghost" onClick={f.dismiss}>
                        {t`Close`}
                      </button>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
