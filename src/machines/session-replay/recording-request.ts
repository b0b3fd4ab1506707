import { RECORDING_FLAG } from './recording-flag';

/**
 * Whether this tab records a bug report: `?record=1` turns it on for the tab (it survives a reload),
 * `?record=0` off. Read once at boot, before the first actor starts.
 */
export function recordingRequested(search: string, storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): boolean {
  const asked = new URLSearchParams(search).get('record');
  try {
    // A getter: reading `sessionStorage` itself throws where storage is blocked.
    const store = storage();
    if (asked === '0') store.removeItem(RECORDING_FLAG);
    else if (asked !== null) store.setItem(RECORDING_FLAG, '1');
    return store.getItem(RECORDING_FLAG) === '1';
  } catch {
    // Storage refused (private mode): the query alone decides, for this page.
    return asked !== null && asked !== '0';
  }
}
