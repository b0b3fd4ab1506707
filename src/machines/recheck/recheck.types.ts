import type { RecheckRequest } from '../../api/schemas/protection';

/** How the member proves it is them: the login password, or a code from the authenticator (or a recovery code). */
export type RecheckMethod = 'password' | 'code';

export interface RecheckContext {
  /** The member has an authenticator: a code is offered beside the password. */
  totpEnabled: boolean;
  method: RecheckMethod;
  answer: string;
  /** Why the answer was refused (a message key under the field), or null. */
  fieldError: string | null;
  /** A failure that belongs to no field (network), or null. */
  errorKey: string | null;
  /** Set once the server accepted the answer (the output). */
  confirmed: boolean;
}

/** What the flow that asked learns: confirmed (send the change again) or not (back to editing). */
export interface RecheckOutput {
  confirmed: boolean;
}

export type RecheckEvent =
  | { type: 'recheck.change'; value: string }
  | { type: 'recheck.method'; method: RecheckMethod }
  | { type: 'recheck.submit' }
  | { type: 'recheck.retry' }
  | { type: 'recheck.cancel' };

export type { RecheckRequest };
