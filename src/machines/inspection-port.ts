import type { InspectionEvent } from 'xstate';
import type { SeedAnswer } from '../api/client';
import { recordingMaybeAsked } from './session-replay/recording-flag';

type Sink = (event: InspectionEvent) => void;

let sink: Sink | undefined;

/**
 * The `inspect` option of every root actor /flows may list (`createActor(logic, { inspect:
 * inspector() })`): the inspection hub's (src/machines/inspection.ts) once main.tsx has connected
 * it, which it does only on a page where /flows or a recording may be wanted. Elsewhere none: the
 * page neither downloads the hub nor has XState describe every event of every chart to it.
 */
export const inspector = (): Sink | undefined => sink;

/** main.tsx, before the first actor starts: where the root actors' events go. */
export function connectInspection(next: Sink): void {
  sink = next;
}

/**
 * Whether a page records its charts for /flows's live mode and for bug-report recordings (the
 * inspection hub): in development, on a tab that may record (`?record=`), and where the merchant
 * lets staff open /flows (the white-label the server sent inside the page; none sent: yes). A
 * player's page elsewhere runs no hub. Read before the answers are checked: it only decides what
 * to load. A merchant that turns /flows on mid-visit shows a page's charts after a reload.
 */
export function inspectionWanted(answers: readonly SeedAnswer[], search: string, dev: boolean): boolean {
  if (dev || recordingMaybeAsked(search)) return true;
  const whitelabel = answers.find((a) => a.name === 'whitelabel')?.value as { info?: { settings?: { flowsEnabled?: unknown } } } | undefined;
  return whitelabel?.info?.settings?.flowsEnabled !== false;
}
