import type { Recording } from './recording';

export interface SessionReplayContext {
  recording: Recording | null;
  /** Why the last file was refused (parseRecording's reason). */
  error: string | null;
  /** The recorded actor being replayed (index in `recording.actors`). */
  actorIndex: number | null;
  /** 0 = before the first recorded event; n = after the n-th. */
  position: number;
}

export type SessionReplayEvent =
  | { type: 'replay.load'; file: Blob }
  | { type: 'replay.choose'; index: number }
  | { type: 'replay.next' }
  | { type: 'replay.back' }
  | { type: 'replay.restart' }
  | { type: 'replay.list' }
  | { type: 'replay.unload' };
