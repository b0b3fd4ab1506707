import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useId, useState } from 'react';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useConvertActor } from '../../machines/point-convert/use-point-convert';
import { useRedeemActor } from '../../machines/redeem/use-redeem';
import { usePointBalance, usePointSettings } from '../../machines/points-reads/use-points-reads';
import { useVipProgress } from '../../machines/points-reads/use-vip-reads';
import { DataView } from '../common/data-states';
import { formatAmount } from '../money/format';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { ConvertSection } from './convert-section';
import { PointRecords, RedemptionList } from './point-lists';
import { formatPoints } from './points-format';
import { RewardsSection } from './rewards-section';
import './points.css';

type Tab = 'rewards' | 'convert' | 'redemptions' | 'records';
const TABS: readonly Tab[] = ['rewards', 'convert', 'redemptions', 'records'];

/** Balance, VIP level and how points are earned (SPEC §7 point balance, point config). */
function PointSummary({ symbol }: { symbol: string }) {
  const { t } = useLingui();
  const balance = usePointBalance();
  const config = usePointSettings();
  const vip = useVipProgress();
  // Each line keeps its final height while it loads (points.css): the tabs below stay put.
  return (
    <section className="point-summary" aria-label={t`My points`}>
      <div className="point-summary__line">
        <DataView resource={balance} compact>
          {(b) => (
            <p className="point-summary__balance">
              <span>{t`My points`}</span> <strong>{formatPoints(b.points)}</strong>
            </p>
          )}
        </DataView>
      </div>
      <div className="point-summary__line">
        <DataView resource={vip} compact>
          {(v) => {
            const level = v.levels.find((l) => l.level === v.level);
            const name = level?.name ?? String(v.level);
            const rate = ((level?.earnBps ?? 10_000) / 10_000).toFixed(2);
            return (
              <p className="point-summary__vip">
                {t`VIP level: ${name} (points ×${rate})`} <Link to="/vip">{t`VIP benefits`}</Link>
              </p>
            );
          }}
        </DataView>
      </div>
      <div className="point-summary__line">
        <DataView resource={config} compact>
          {(c) => {
            const bet = formatAmount(c.earnValidBet, symbol, c.currency.scale);
            return <p className="point-summary__rule">{t`Earn 1 point for every ${bet} of valid bets on settled games. Points never expire.`}</p>;
          }}
        </DataView>
      </div>
    </section>
  );
}

function RewardsTab({ symbol, onSecurity }: { symbol: string; onSecurity: () => void }) {
  return <RewardsSection actor={useRedeemActor()} symbol={symbol} onSecurity={onSecurity} />;
}

function ConvertTab({ onSecurity }: { onSecurity: () => void }) {
  return <ConvertSection actor={useConvertActor()} onSecurity={onSecurity} />;
}

/** The member's points mall: summary, then rewards, conversion, redemptions and records as tabs. */
export function PointMall() {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const modal = useModalIntents();
  const [tab, setTab] = useState<Tab>('rewards');
  const id = useId();
  const titles: Record<Tab, string> = { rewards: t`Rewards`, convert: t`Convert to balance`, redemptions: t`My redemptions`, records: t`Point records` };
  // Straight to the payment password form of My account, as the withdrawal's "Set payment password".
  const onSecurity = () => modal.open('memberCenter', { page: 'securityCenter', focus: 'paymentPassword' });
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const step = e.key === 'ArrowRight' ? 1 : TABS.length - 1;
    const next = TABS[(TABS.indexOf(tab) + step) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <>
      <PointSummary symbol={symbol} />
      <div role="tablist" className="tabs point-tabs" aria-label={t`Points mall`} onKeyDown={onKey}>
        {TABS.map((k) => (
          <button
            key={k}
            id={`${id}-tab-${k}`}
            type="button"
            role="tab"
            aria-selected={tab === k}
            aria-controls={`${id}-panel`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
          >
            {titles[k]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="point-panel">
        {tab === 'rewards' && <RewardsTab symbol={symbol} onSecurity={onSecurity} />}
        {tab === 'convert' && <ConvertTab onSecurity={onSecurity} />}
        {tab === 'redemptions' && <RedemptionList />}
        {tab === 'records' && <PointRecords symbol={symbol} />}
      </div>
    </>
  );
}

