import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../machines/session/use-session';
import { useModalIntents } from '../../machines/modal/use-modal';
import { PageFrame } from '../pages/page-frame';
import { CustomerServiceControl } from '../system/customer-service-control';
import './content.css';

/**
 * Join us (SPEC §2 /join): what an agent earns and how to become one. Agents are made by an
 * upline or the platform (docs/agents.md), so the page's actions are: talk to customer service,
 * or register first (a member then asks to be made an agent).
 */
export function JoinPage() {
  const { t } = useLingui();
  const session = useSession();
  const modal = useModalIntents();
  return (
    <PageFrame title={t`Join Us`} className="join">
      <p className="join__lead">{t`Become our agent: build your own team and earn from its play every day.`}</p>
      <section aria-labelledby="join-benefits">
        <h2 id="join-benefits" className="section-title">
          {t`What you get`}
        </h2>
        <ul className="join__benefits">
          <li>{t`Commission on your team's valid bets, paid through dividend and salary contracts.`}</li>
          <li>{t`Real-time salary settled every 5 minutes, plus daily and hourly salary.`}</li>
          <li>{t`An agent center with your team, its betting, profit and loss and your income.`}</li>
          <li>{t`Your own invitation code and registration link for new members.`}</li>
        </ul>
      </section>
      <section aria-labelledby="join-steps">
        <h2 id="join-steps" className="section-title">
          {t`How to join`}
        </h2>
        <ol className="join__steps">
          <li>{t`Register an account (or log in).`}</li>
          <li>{t`Contact customer service and ask to become an agent.`}</li>
          <li>{t`Agree your contract; the agent center opens at your next login.`}</li>
        </ol>
      </section>
      <p className="join__actions">
        <CustomerServiceControl label={t`Contact customer service`} buttonClass="btn btn--primary" />{' '}
        <button type="button" className="btn btn--outline" onClick={() => modal.open('chatRoom')}>
          {t`Open the chat room`}
        </button>{' '}
        {session.kind === 'anonymous' && (
          <button type="button" className="btn btn--outline" onClick={() => modal.open('register')}>
            {t`Register now`}
          </button>
        )}
      </p>
    </PageFrame>
  );
}
