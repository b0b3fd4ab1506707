import type { PasskeyItem, PasskeyList } from '../../api/schemas/passkeys';

export type { PasskeyItem, PasskeyList };

export type PasskeysField = 'name' | 'password';

export interface PasskeysContext {
  list: readonly PasskeyItem[];
  /** The name typed for the passkey being added. */
  name: string;
  /** The passkey whose removal is being confirmed. */
  removing: PasskeyItem | null;
  /** The passkey being renamed (its new name is typed into `name`). */
  renaming: PasskeyItem | null;
  password: string;
  errors: Partial<Record<PasskeysField, string>>;
  errorKey: string | null;
  /** The last change that went through, said in a status line: added, renamed or removed. */
  done: 'added' | 'renamed' | 'removed' | null;
}

export type PasskeysEvent =
  | { type: 'passkeys.retry' }
  | { type: 'passkeys.add' }
  | { type: 'passkeys.name'; value: string }
  | { type: 'passkeys.create' }
  | { type: 'passkeys.rename'; id: string }
  | { type: 'passkeys.saveName' }
  | { type: 'passkeys.remove'; id: string }
  | { type: 'passkeys.password'; value: string }
  | { type: 'passkeys.confirmRemove' }
  | { type: 'passkeys.cancel' };
