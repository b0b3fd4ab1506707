import { useLingui } from '@lingui/react/macro';
import { requirementText } from '../../machines/graph/requirements';
import type { ChartTrace } from '../../machines/graph/traceability';

/**
 * The spec rules a chart names (`meta.spec` on its states and transitions, ids from
 * graph/requirements.ts), and the filter of its generated paths by one of them.
 */
export function RequirementsPanel({
  trace,
  ids,
  filter,
  onFilter,
}: {
  trace: ChartTrace;
  ids: string[];
  filter: string | null;
  onFilter: (id: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <section className="flows__panel" aria-labelledby="flows-requirements-title">
      <h3 id="flows-requirements-title" className="flows__panel-title">
        {t`Requirements`} ({ids.length})
      </h3>
      {ids.length === 0 ? (
        <p className="flows__muted">{t`This chart names no requirement of the specification.`}</p>
      ) : (
        <>
          <ul className="flows__requirements">
            {ids.map((id) => {
              const states = trace.states[id]?.length ?? 0;
              const transitions = trace.transitions[id]?.length ?? 0;
              return (
                <li key={id}>
                  <code>{id}</code> {requirementText(id) ?? <span className="flows__warning">{t`Not in the requirement list`}</span>}{' '}
                  <span className="flows__muted">{t`${states} states, ${transitions} transitions`}</span>
                </li>
              );
            })}
          </ul>
          <label className="flows__filter">
            {t`Show paths for requirement`}{' '}
            <select value={filter ?? ''} onChange={(e) => onFilter(e.target.value || null)}>
              <option value="">{t`All paths`}</option>
              {ids.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </section>
  );
}
