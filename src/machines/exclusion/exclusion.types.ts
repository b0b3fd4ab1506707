import type { Exclusion } from '../../api/schemas/care';

export type { Exclusion };
export type ExclusionKind = Exclusion['kind'];

export interface ExclusionContext {
  kind: ExclusionKind;
  /** Days for a time-out, months for a self-exclusion (CARE choices). */
  duration: number;
  /** The member ticked "I understand I cannot log in until it ends". */
  understood: boolean;
  errorKey: string | null;
  /** In force: the server's answer. */
  exclusion: Exclusion | null;
}

export type ExclusionEvent =
  | { type: 'exclusion.kind'; kind: ExclusionKind }
  | { type: 'exclusion.duration'; duration: number }
  | { type: 'exclusion.review' }
  | { type: 'exclusion.understood'; value: boolean }
  | { type: 'exclusion.back' }
  | { type: 'exclusion.confirm' }
  | { type: 'exclusion.close' };

export interface ExclusionRequest {
  kind: ExclusionKind;
  duration: number;
  confirm: true;
}
