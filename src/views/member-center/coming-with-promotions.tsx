import { useLingui } from '@lingui/react/macro';
import type { SectionProps } from './section-types';

/**
 * Reward center, invite friends, mission activity and platform messages: their content comes
 * with the promotions work. Until then the member reads so, not an empty panel.
 */
export function ComingWithPromotions(_props: SectionProps) {
  const { t } = useLingui();
  return (
    <div className="member-center__soon" role="status">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M20 7h-2.18A3 3 0 0 0 12 3.76 3 3 0 0 0 6.18 7H4a2 2 0 0 0-2 2v2a1 1 0 0 0 1 1h1v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7h1a1 1 0 0 0 1-1V9a2 2 0 0 0-2-2Zm-5-2a1 1 0 1 1 0 2h-2a1 1 0 0 1 1-1 1 1 0 0 1 1-1ZM9 5a1 1 0 0 1 1 1 1 1 0 0 1 1 1H9a1 1 0 0 1 0-2ZM4 9h7v1H4Zm2 10v-7h5v7Zm12 0h-5v-7h5Zm2-9h-7V9h7Z"
        />
      </svg>
      <p className="member-center__soon-title">{t`Coming soon with our promotions`}</p>
      <p>{t`This part of the member center opens together with the promotions. Please check back later.`}</p>
    </div>
  );
}
