import { useLingui } from '@lingui/react/macro';
import { ComingSoon, PageFrame } from './page-frame';

/** /lottery and /Vnlottery. TODO(lottery): game menu, recent games, launch with lottoArea VN. */
export function LotteryPage({ area }: { area: 'default' | 'vn' }) {
  const { t } = useLingui();
  return (
    <PageFrame title={area === 'vn' ? t`Vietnam Lottery` : t`Lottery`} className="lottery">
      <ComingSoon />
    </PageFrame>
  );
}
