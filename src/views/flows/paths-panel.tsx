import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { describeEvent, type GeneratedPath, stateKey } from '../../machines/graph/paths';
import type { ReplayFrame } from '../../machines/graph/replay';

export interface Replay {
  pathIndex: number;
  frames: ReplayFrame[];
  step: number;
}

/**
 * The chart's generated paths (the same generator the model tests run) and the replay of the
 * chosen one: Previous / Next move one event at a time; ← / → do the same from the controls.
 */
export function PathsPanel({
  paths,
  shown = null,
  replay,
  onSelect,
  onStep,
}: {
  paths: GeneratedPath[];
  /** Indexes of the paths to list (a requirement filter); null lists all. */
  shown?: ReadonlySet<number> | null;
  replay: Replay | null;
  onSelect: (index: number | null) => void;
  onStep: (step: number) => void;
}) {
  const { t } = useLingui();
  const visible = shown?.size ?? 0;
  const total = paths.length;
  const frame = replay ? replay.frames[replay.step] : undefined;
  const last = replay ? replay.frames.length - 1 : 0;
  const step = replay?.step ?? 0;
  const event = frame?.event ? describeEvent(frame.event) : '';
  const state = frame ? stateKey(frame.value) : '';
  const expected = frame ? stateKey(frame.expected) : '';
  const onKeyDown = (e: KeyboardEvent) => {
    if (!replay) return;
    if (e.key === 'ArrowRight' && replay.step < last) onStep(replay.step + 1);
    if (e.key === 'ArrowLeft' && replay.step > 0) onStep(replay.step - 1);
  };
  return (
    <section className="flows__panel" aria-labelledby="flows-paths-title">
      <h3 id="flows-paths-title" className="flows__panel-title">
        {t`Generated paths`} ({shown ? t`${visible} of ${total}` : total})
      </h3>
      {replay && frame && (
        <div className="flows__replay" role="group" aria-label={t`Path replay`} onKeyDown={onKeyDown}>
          <div className="flows__replay-buttons">
            <button type="button" className="btn btn--small" onClick={() => onStep(replay.step - 1)} disabled={replay.step === 0}>
              {t`Previous step`}
            </button>
            <button type="button" className="btn btn--small" onClick={() => onStep(replay.step + 1)} disabled={replay.step === last}>
              {t`Next step`}
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => onStep(0)} disabled={replay.step === 0}>
              {t`Restart`}
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => onSelect(null)}>
              {t`Stop replay`}
            </button>
          </div>
          <p className="flows__replay-status" role="status" aria-live="polite">
            {frame.event ? t`Step ${step} of ${last}: ${event} → ${state}` : t`Start: ${state}`}
          </p>
          {!frame.matches && (
            <p className="flows__warning" role="alert">
              {t`The chart did not reach the expected state ${expected}.`}
            </p>
          )}
        </div>
      )}
      <ol className="flows__paths">
        {paths.map((path, i) =>
          shown && !shown.has(i) ? null : (
          <li key={path.description}>
            <button
              type="button"
              className="flows__path"
              aria-pressed={replay?.pathIndex === i}
              onClick={() => onSelect(replay?.pathIndex === i ? null : i)}
            >
              {path.description}
            </button>
          </li>
          ),
        )}
      </ol>
    </section>
  );
}
