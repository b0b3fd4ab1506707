import { readRecording } from './actors/read-recording';
import { sessionReplayMachine } from './session-replay.machine';

export function createSessionReplayLogic() {
  return sessionReplayMachine.provide({ actors: { readRecording } });
}
