import type { PromoApplication } from '../../api/schemas/promotions';
import type { FieldError } from '../../api/validation/validate';

/** What the image rules read of a chosen file (a browser File has all three). */
export interface ImageFile {
  name: string;
  type: string;
  size: number;
}

export interface ActivityApplyInput {
  promotionId: string;
}

export interface ActivityApplyContext extends ActivityApplyInput {
  comment: string;
  /** Chosen images, checked on the client before the upload (the server judges them again by their bytes). */
  images: File[];
  errors: { comment?: FieldError; images?: FieldError };
  /** Why the last send failed (network, throttled…): the view shows it with a retry. */
  errorKey: string | null;
  /** Why the server will not take an application now (already under review, promotion closed…). */
  refusedKey: string | null;
  result: PromoApplication | null;
}

export type ActivityApplyEvent =
  | { type: 'apply.comment'; value: string }
  | { type: 'apply.images'; files: File[] }
  | { type: 'apply.remove'; index: number }
  | { type: 'apply.submit' }
  | { type: 'apply.retry' }
  | { type: 'apply.edit' };
