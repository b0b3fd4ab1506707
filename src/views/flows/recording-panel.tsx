import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { describeEvent, stateKey } from '../../machines/graph/paths';
import type { RecordedEvent } from '../../machines/session-replay/recording';
import type { SessionReplayView } from '../../machines/session-replay/use-session-replay';

/** A recorded event as staff read it: `modal.open name=login`, `sendCode succeeds`. */
export function recordedEventLabel(event: RecordedEvent): string {
  const fields = Object.entries(event.fields ?? {}).map(([k, v]) => `${k}=${String(v)}`);
  return [describeEvent({ type: event.type }), ...fields].join(' ');
}

/**
 * "Load a recording": a session a player or support recorded (`?record=1`, docs/flows.md) is
 * listed chart by chart, and one chart's events are stepped through on its diagram. What the
 * chart of this release makes of each event is said in words (taken, refused by a guard, not
 * accepted: a recording from another release).
 */
export function RecordingPanel({ replay }: { replay: SessionReplayView }) {
  const { t } = useLingui();
  const { recording, error, reading, listing, recorded, chosen, frame, position, steps } = replay;
  const chartName = chosen?.actor.name ?? '';
  const state = frame ? stateKey(frame.value) : '';
  const event = frame?.event ? recordedEventLabel(frame.event) : '';
  const startedAt = recording?.startedAt ?? '';
  const page = recording?.page ?? '';
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' && replay.canNext) replay.next();
    if (e.key === 'ArrowLeft' && replay.canBack) replay.back();
  };
  return (
    <section className="flows__panel" aria-labelledby="flows-recording-title">
      <h2 id="flows-recording-title" className="flows__panel-title">
        {t`Recordings`}
      </h2>
      {!recording && <p className="flows__muted">{t`Load a recording made with ?record=1 to replay a player's session on the charts.`}</p>}
      <label className="flows__file">
        {t`Load a recording`}{' '}
        <input
          type="file"
          accept="application/json,.json"
          disabled={!replay.canLoad}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) replay.load(file);
            e.target.value = '';
          }}
        />
      </label>
      {reading && (
        <p className="flows__muted" role="status">
          {t`Reading the recording…`}
        </p>
      )}
      {error !== null && (
        <p className="flows__warning" role="alert">
          {t`That file is not a recording: ${error}`}
        </p>
      )}
      {recording && (
        <>
          <p className="flows__muted">
            {t`Recorded from ${startedAt} on ${page}`}
          </p>
          <button type="button" className="btn btn--small btn--ghost" onClick={replay.unload}>
            {t`Close the recording`}
          </button>
        </>
      )}
      {listing && (
        <ul className="flows__actors" aria-label={t`Recorded charts`}>
          {recorded.map(({ actor, model }, i) => {
            const events = plural(actor.events.length, { one: '# event', other: '# events' });
            const name = actor.name;
            return (
              <li key={`${actor.name}-${i}`} className="flows__actor">
                <button type="button" className="btn btn--small btn--ghost" disabled={!model} onClick={() => replay.choose(i)}>
                  {t`Replay ${name}`}
                </button>{' '}
                <span className="flows__muted">{model ? events : t`${events}; not a chart of this release`}</span>
              </li>
            );
          })}
        </ul>
      )}
      {chosen && frame && (
        <div className="flows__replay" role="group" aria-label={t`Replay of ${chartName}`} onKeyDown={onKeyDown}>
          <div className="flows__replay-buttons">
            <button type="button" className="btn btn--small" onClick={replay.back} disabled={!replay.canBack}>
              {t`Previous event`}
            </button>
            <button type="button" className="btn btn--small" onClick={replay.next} disabled={!replay.canNext}>
              {t`Next event`}
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={replay.restart} disabled={!replay.canRestart}>
              {t`From the start`}
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={replay.list}>
              {t`Other recorded charts`}
            </button>
          </div>
          <p className="flows__replay-status" role="status" aria-live="polite">
            {frame.event ? t`Event ${position} of ${steps}: ${event} → ${state}` : t`Before the first event: ${state}`}
          </p>
          {frame.status === 'notAccepted' && (
            <p className="flows__warning" role="alert">
              {t`This chart does not take ${event} there: the recording may come from another release.`}
            </p>
          )}
          {frame.status === 'unknownState' && (
            <p className="flows__warning" role="alert">
              {t`${state} is not a state of this chart: the recording may come from another release.`}
            </p>
          )}
          {frame.status === 'ignored' && <p className="flows__muted">{t`No transition taken: a guard refused the event.`}</p>}
          {position === steps && <p className="flows__muted">{t`The end of the recording.`}</p>}
          <ol className="flows__events" aria-label={t`Recorded events of ${chartName}`}>
            {chosen.actor.events.map((e, i) => (
              <li key={`${e.at}-${i}`} aria-current={i + 1 === position ? 'step' : undefined}>
                <code>{recordedEventLabel(e)}</code>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
