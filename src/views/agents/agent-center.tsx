import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type AgentCenterActor, useAgentCenter, useAgentCenterActor } from '../../machines/agent-center/use-agent-center';
import type { ModalProps } from '../../machines/modal/modal.types';
import { Loading } from '../common/data-states';
import { agentErrorText } from './agent-messages';
import { AgentLoadFailed } from './load-failed';
import { loadAgentsCatalog } from './agents-catalog';
import { PAGE_LABELS, SECTIONS } from './sections';
import '../member-center/member-center.css';
import './agents.css';

/**
 * The agent center (SPEC §2): the menu on the left (the current page marked with
 * aria-current), the page's section in the right-hand panel. The overlay shares the member
 * center's layout.
 */
export function AgentCenter({ actor }: { actor: AgentCenterActor }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const center = useAgentCenter(actor);
  if (center.status !== 'shown' || !center.menu) {
    return (
      <div className="member-center member-center--pending">
        {center.status === 'loading' && <Loading label={t`Loading the agent center`} />}
        {center.status === 'failed' && <AgentLoadFailed errorKey={center.errorKey} onRetry={center.retry} />}
        {center.status === 'refused' && (
          <p className="agent-refused" role="alert">
            {agentErrorText(i18n, center.errorKey)}
          </p>
        )}
      </div>
    );
  }
  const Component = center.section === 'ready' ? SECTIONS[center.page].component() : null;
  return (
    <div className="member-center agent-center">
      <nav className="member-center__menu" aria-label={t`Agent center menu`}>
        <ul>
          {center.pages.map((page) => (
            <li key={page}>
              <button type="button" className="member-center__item" aria-current={page === center.page ? 'page' : undefined} onClick={() => center.go(page)}>
                {i18n._(PAGE_LABELS[page])}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="member-center__panel" aria-labelledby={titleId} aria-busy={center.section === 'loading'}>
        <h3 id={titleId} className="member-center__title">
          {i18n._(PAGE_LABELS[center.page])}
        </h3>
        {center.section === 'failed' && <AgentLoadFailed errorKey={center.errorKey} onRetry={center.retry} />}
        {center.section === 'loading' && <Loading />}
        {Component && <Component key={center.page} menu={center.menu} go={center.go} />}
      </section>
    </div>
  );
}

const loadSection = (page: keyof typeof SECTIONS) => SECTIONS[page].load();

/**
 * The agentCenter modal's body: the chart gets the page asked for (`props.page`, the header's
 * Agent button asks for the overview); the modal opened again while shown (new props) moves
 * to the page asked for (useAgentCenterActor).
 */
export function AgentCenterBody({ props }: { props: ModalProps }) {
  return <AgentCenter actor={useAgentCenterActor(props, loadSection)} />;
}

/** What the modal host loads: the body once the agent center's messages are in. */
export async function loadAgentCenterBody() {
  await loadAgentsCatalog();
  return AgentCenterBody;
}
