import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureCatalogPart, i18n } from '../../i18n';
import type { InspectionHub } from '../../machines/inspection';
import { startRecording } from '../../machines/session-replay/recorder';
import { recordingRequested } from '../../machines/session-replay/recording-request';
import type { Recording } from '../../machines/session-replay/recording';
import { downloadBlob } from './export';
import './recording-bar.css';

export interface RecordingControls {
  /** The recording so far, for the page it is downloaded from. */
  recording: (page: string) => Recording;
  /** Stops recording in this tab. */
  stop: () => void;
}

/**
 * The bar a recording tab shows (`?record=1`, docs/flows.md): that the session is recorded for a
 * bug report, the download of the file to attach to it, and how to stop.
 */
export function RecordingBar({ controls, onStopped }: { controls: RecordingControls; onStopped: () => void }) {
  const { t } = useLingui();
  const download = () => {
    const data = controls.recording(location.pathname);
    const stamp = data.startedAt.replace(/[:.]/g, '-');
    downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `recording-${stamp}.json`);
  };
  return (
    <aside className="recording-bar" aria-label={t`Bug report recording`}>
      <p className="recording-bar__text">{t`Recording this session for a bug report: screens and buttons only, nothing you type.`}</p>
      <button type="button" className="btn btn--small" onClick={download}>
        {t`Download recording`}
      </button>
      <button
        type="button"
        className="btn btn--small btn--ghost"
        onClick={() => {
          controls.stop();
          onStopped();
        }}
      >
        {t`Stop recording`}
      </button>
    </aside>
  );
}

/** The bar's messages are in the visualiser's catalog part (locales/<locale>/flows.po), as in router.tsx. */
const FLOWS_CATALOG = { bn: () => import('../../../locales/bn/flows.po'), en: () => import('../../../locales/en/flows.po') };

/** Mounts the bar in a root of its own (main.tsx, once recording is on); it goes when recording stops. */
export function mountRecordingBar(controls: RecordingControls): void {
  void ensureCatalogPart('flows', FLOWS_CATALOG);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const unmount = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RecordingBar controls={controls} onStopped={unmount} />
      </I18nProvider>
    </StrictMode>,
  );
}

/** Starts recording on the hub and shows the bar (main.tsx, before the first actor starts, when `?record=1`). */
/** At boot, when the address or the tab's flag may ask for it: records and shows the bar if it does. */
export function startRecordingIfRequested(hub: InspectionHub): void {
  if (recordingRequested(location.search, () => sessionStorage)) startRecordingBar(hub);
}

export function startRecordingBar(hub: InspectionHub): void {
  const { recorder, stop } = startRecording(hub);
  mountRecordingBar({
    recording: recorder.recording,
    stop: () => {
      stop();
      // As ?record=0: the tab stops recording, also after a reload.
      recordingRequested('?record=0', () => sessionStorage);
    },
  });
}
