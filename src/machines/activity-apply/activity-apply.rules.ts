import type { FieldError } from '../../api/validation/validate';
import { LIMITS } from '../../config/limits';
import { PROMOTIONS } from '../../config/promotions';
import type { ActivityApplyContext, ImageFile } from './activity-apply.types';

const IMAGE_NAME = /\.(png|jpe?g)$/i;

/**
 * SPEC §5 activity apply rules, checked before anything is sent (the server checks again, the
 * images by their magic bytes): a comment of at most LIMITS.activityComment characters; png
 * or jpg images of at most LIMITS.activityImageBytes, at most LIMITS.activityImages of them.
 * A file without a MIME type (some systems) is judged by its name.
 */
export function commentError(comment: string): FieldError | null {
  return [...comment].length > LIMITS.activityComment ? { key: 'promotion.comment.length' } : null;
}

export function imageError(file: ImageFile): FieldError | null {
  const typeOk = file.type ? (PROMOTIONS.imageTypes as readonly string[]).includes(file.type.toLowerCase()) : IMAGE_NAME.test(file.name);
  if (!typeOk || file.size === 0) return { key: 'promotion.image.type' };
  if (file.size > LIMITS.activityImageBytes) return { key: 'promotion.image.size' };
  return null;
}

/** Adding `files` to `current`: the first problem, or null when all of them can be added. */
export function addImagesError(current: readonly ImageFile[], files: readonly ImageFile[]): FieldError | null {
  if (current.length + files.length > LIMITS.activityImages) return { key: 'promotion.image.count' };
  for (const f of files) {
    const e = imageError(f);
    if (e) return e;
  }
  return null;
}

export function formValid(c: Pick<ActivityApplyContext, 'comment' | 'images'>): boolean {
  return commentError(c.comment) === null && c.images.length <= LIMITS.activityImages;
}

/** Server refusals that are about a field: the form stays open with the message under it. */
export const COMMENT_KEYS = ['promotion.comment.length'];
export const IMAGE_KEYS = ['promotion.image.count', 'promotion.image.type', 'promotion.image.size'];
/** Server refusals that no edit of the form can fix: the promotion or the member's state says no. */
export const REFUSAL_KEYS = [
  'promotion.application.open',
  'promotion.already',
  'promotion.closed',
  'promotion.not_started',
  'promotion.not_eligible',
  'promotion.not_allowed',
  'promotion.unknown',
  'promotion.kind',
  'in_need_true_account',
];

/** The multipart form of PUT /wps/promotion/apply. */
export function applyForm(c: Pick<ActivityApplyContext, 'promotionId' | 'comment' | 'images'>): FormData {
  const form = new FormData();
  form.append('promotionId', c.promotionId);
  form.append('comment', c.comment);
  for (const img of c.images) form.append('images', img, img.name);
  return form;
}
