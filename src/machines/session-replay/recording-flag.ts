/**
 * Whether a tab may be recording a bug report (docs/flows.md), asked at boot on every page: kept
 * apart from the rest of the recording code so that a page that does not record carries only this.
 */

/** sessionStorage key of "this tab is recording a bug report". */
export const RECORDING_FLAG = 'betsite.recording';

/**
 * True when the address names `record=` or the tab's flag is set: only then is the recording code
 * loaded, and it decides (`recordingRequested`: `?record=0` turns the flag off).
 */
export function recordingMaybeAsked(search: string): boolean {
  if (/[?&]record=/.test(search)) return true;
  try {
    return sessionStorage.getItem(RECORDING_FLAG) === '1';
  } catch {
    return false;
  }
}
