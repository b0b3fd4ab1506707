import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { stateKey } from '../../machines/graph/paths';
import type { InspectedActor, InspectionHub } from '../../machines/inspection';

/**
 * Live mode: the actors of this page session as the inspection hub saw them — the root actors,
 * and under each the charts it runs (the app chart's signed-in charts) — with their current
 * state and last events; "Show on diagram" follows one on its chart.
 */
export function LivePanel({
  hub,
  chartFor,
  following,
  onFollow,
}: {
  hub: InspectionHub;
  /** The registered chart id of a machine id, if any. */
  chartFor: (machineId: string | undefined) => string | undefined;
  following: string | null;
  onFollow: (sessionId: string | null) => void;
}) {
  const { t } = useLingui();
  const actors = useSyncExternalStore(hub.subscribe, hub.getSnapshot, hub.getSnapshot);
  const known = new Set(actors.map((a) => a.sessionId));
  const childrenOf = (sessionId: string) => actors.filter((a) => a.parentSessionId === sessionId);
  const roots = actors.filter((a) => !a.parentSessionId || !known.has(a.parentSessionId));
  const item = (actor: InspectedActor) => {
    const name = actor.systemId ?? actor.machineId ?? actor.id;
    const chart = chartFor(actor.machineId);
    const isFollowed = following === actor.sessionId;
    const children = childrenOf(actor.sessionId);
    return (
      <li key={actor.sessionId} className="flows__actor">
        <p className="flows__actor-head">
          <strong>{name}</strong> <code>{stateKey(actor.value)}</code>{' '}
          {actor.status !== 'active' && <span className="flows__muted">({actor.status})</span>}
        </p>
        {chart && (
          <button type="button" className="btn btn--small btn--ghost" aria-pressed={isFollowed} onClick={() => onFollow(isFollowed ? null : actor.sessionId)}>
            {isFollowed ? t`Stop following ${name}` : t`Show ${name} on diagram`}
          </button>
        )}
        {actor.events.length > 0 && (
          <ol className="flows__events" aria-label={t`Last events of ${name}`}>
            {[...actor.events].reverse().map((ev, i) => (
              <li key={`${ev.at}-${i}`}>
                <code>{ev.type}</code>
              </li>
            ))}
          </ol>
        )}
        {children.length > 0 && (
          <ul className="flows__actors flows__actors--children" aria-label={t`Charts run by ${name}`}>
            {children.map(item)}
          </ul>
        )}
      </li>
    );
  };
  return (
    <section className="flows__panel" aria-labelledby="flows-live-title">
      <h3 id="flows-live-title" className="flows__panel-title">
        {t`Live actors`}
      </h3>
      {actors.length === 0 ? (
        <p className="page-note">{t`No actors reported yet in this page session.`}</p>
      ) : (
        <ul className="flows__actors">{roots.map(item)}</ul>
      )}
    </section>
  );
}
