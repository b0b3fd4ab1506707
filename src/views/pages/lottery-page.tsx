import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Loading } from '../common/data-states';
import { lazyPage } from '../common/lazy-page';
import { loadLotteryCatalog } from '../lottery/lottery-catalog';
import { type LotteryArea, lotteryHref, type LotterySearch } from '../lottery/lottery-search';
import { PageFrame } from './page-frame';

/** The lottery screens and their messages (the games catalog part), fetched together before they first render. */
const LotteryScreen = lazyPage(() => Promise.all([import('../lottery/lottery-screen'), loadLotteryCatalog()]).then(([m]) => m.LotteryScreen), {
  fallback: <Loading />,
  firstView: 'lottery-screen',
});

export interface LotteryPageProps {
  area: LotteryArea;
  /** The route's own path, for links that change only the search params. */
  path: string;
  search: LotterySearch;
  onSearch: (search: LotterySearch) => void;
}

/** /lottery (GLOBAL games) and /Vnlottery (Vietnamese draws), header-only layout (SPEC §2). */
export function LotteryPage({ area, path, search, onSearch }: LotteryPageProps) {
  const { t } = useLingui();
  const nav = useMemo(() => ({ href: (s: LotterySearch) => lotteryHref(path, s), go: onSearch }), [path, onSearch]);
  return (
    <PageFrame title={area === 'VN' ? t`Vietnam Lottery` : t`Lottery`} className="lottery">
      <LotteryScreen area={area} search={search} nav={nav} />
    </PageFrame>
  );
}
