import { useLingui } from '@lingui/react/macro';
import type { Changed, ChartDiff } from '../../machines/graph/chart-diff';

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * What changed in the chart since a saved baseline: added (green), removed (red) and changed
 * (blue) states, transitions and generated paths, each also named in words, and the diff's export.
 */
export function DiffPanel({ diff, source, onExport }: { diff: ChartDiff; source: string; onExport: () => void }) {
  const { t } = useLingui();
  const parts = [
    { key: 'states', title: t`States`, part: diff.states, name: (s: { id: string }) => s.id },
    { key: 'transitions', title: t`Transitions`, part: diff.transitions, name: (x: { key: string }) => x.key },
    { key: 'paths', title: t`Generated paths`, part: diff.paths, name: (p: { description: string }) => p.description },
  ] as const;
  const count = parts.reduce((n, { part }) => n + part.added.length + part.removed.length + part.changed.length, 0);
  const label = { added: t`Added`, removed: t`Removed`, changed: t`Changed` };
  return (
    <section className="flows__panel flows__diff" aria-labelledby="flows-diff-title">
      <h3 id="flows-diff-title" className="flows__panel-title">
        {t`Changes since the baseline`} ({count})
      </h3>
      <p className="flows__muted">
        {t`Baseline: ${source}`}
        {diff.status === 'added' && ` · ${t`The chart is new since the baseline.`}`}
      </p>
      <button type="button" className="btn btn--small btn--outline" onClick={onExport}>
        {t`Download diff`}
      </button>
      {count === 0 && <p>{t`No change since the baseline.`}</p>}
      {parts.map(({ key, title, part, name }) =>
        part.added.length + part.removed.length + part.changed.length === 0 ? null : (
          <div key={key}>
            <h4 className="flows__diff-title">{title}</h4>
            <ul className="flows__diff-list">
              {(part.added as never[]).map((x) => (
                <li key={`+${name(x)}`} className="flows__diff--added">
                  <b>{label.added}:</b> <code>{name(x)}</code>
                </li>
              ))}
              {(part.removed as never[]).map((x) => (
                <li key={`-${name(x)}`} className="flows__diff--removed">
                  <b>{label.removed}:</b> <code>{name(x)}</code>
                </li>
              ))}
              {(part.changed as Changed<never>[]).map((c) => (
                <li key={`~${name(c.after)}`} className="flows__diff--changed">
                  <b>{label.changed}:</b> <code>{name(c.after)}</code>
                  <ul>
                    {c.changes.map((f) => (
                      <li key={f.field}>
                        {f.field}: {show(f.before)} → {show(f.after)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </section>
  );
}
