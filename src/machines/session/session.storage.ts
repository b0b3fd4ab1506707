import type { StoredSession } from './session.types';

/** Every sessionStorage key of SPEC §3 that belongs to a signed-in visit; logout removes them all. */
export const SESSION_KEYS = [
  'token',
  'isAgent',
  'cpw',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'account',
  'username',
  'customerId',
  'toUpline',
  'memberLabel',
  'wallet',
  'routers',
  'settings',
  'validate',
  'gameVendor',
  'favGames',
  'merchantWallet',
  'consolidated',
  'iframeUrl',
  'enableSalary',
  'enableContract',
  'staff',
] as const;

export function readStoredSession(storage: Storage = sessionStorage): StoredSession | null {
  try {
    const token = storage.getItem('token');
    if (!token) return null;
    const type = storage.getItem('isAgent');
    return {
      token,
      isAgent: type === null || type === '' || Number.isNaN(Number(type)) ? null : Number(type),
      nickname: storage.getItem('nickname'),
      account: storage.getItem('account'),
      username: storage.getItem('username'),
      customerId: storage.getItem('customerId'),
      toUpline: storage.getItem('toUpline') === 'true',
      memberLabel: storage.getItem('memberLabel'),
      staff: storage.getItem('staff') === 'true',
    };
  } catch {
    return null;
  }
}

export function writeStoredSession(stored: StoredSession, storage: Storage = sessionStorage): void {
  try {
    for (const [key, value] of Object.entries(stored)) {
      if (value === null || value === undefined) storage.removeItem(key);
      else storage.setItem(key, String(value));
    }
  } catch {
    // Storage unavailable: the session still lives in the chart for this page.
  }
}

/** Token first: the API client reads it from sessionStorage for the member-info call. */
export function writeToken(token: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem('token', token);
  } catch {
    /* storage unavailable */
  }
}

/** Logout (SPEC §4): session cleared, merchant re-set. */
export function clearStoredSession(merchantCode: string, storage: Storage = sessionStorage): void {
  try {
    for (const key of SESSION_KEYS) storage.removeItem(key);
    storage.setItem('merchant', merchantCode);
    storage.setItem('merchantCode', merchantCode);
  } catch {
    /* storage unavailable */
  }
}
