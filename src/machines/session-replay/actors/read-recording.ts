import { fromPromise } from 'xstate';
import { parseRecording, type Recording } from '../recording';

/** Reads a chosen file and validates it as a recording (refused with the reason). */
export const readRecording = fromPromise<Recording, { file: Blob }>(async ({ input }) => parseRecording(await input.file.text()));
