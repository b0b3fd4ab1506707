import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LIMITS } from '../../config/limits';
import { PROMOTIONS } from '../../config/promotions';
import { type ActivityApplyActor, useActivityApply } from '../../machines/activity-apply/use-activity-apply';
import { promotionMessage } from './promotion-messages';

const ACCEPT = PROMOTIONS.imageTypes.join(',');
const MAX_MB = LIMITS.activityImageBytes / (1024 * 1024);
const MAX_IMAGES = LIMITS.activityImages;
const MAX_COMMENT = LIMITS.activityComment;

/** The activity apply form (SPEC §5): the activityApply chart's view. */
export function ActivityApplyForm({ actor, title }: { actor: ActivityApplyActor; title: string }) {
  const { t, i18n } = useLingui();
  const f = useActivityApply(actor);
  const c = f.context;
  const id = useId();
  const headingId = `${id}-heading`;
  const commentId = `${id}-comment`;
  const imagesId = `${id}-images`;
  const count = [...c.comment].length;
  const commentError = promotionMessage(i18n, c.errors.comment?.key);
  const imagesError = promotionMessage(i18n, c.errors.images?.key);
  const editable = f.step === 'editing';

  let footer;
  if (f.step === 'done') {
    footer = (
      <p role="status" className="promo-apply__done">
        {t`Your application was sent. Our team reviews it; the result appears in the reward center.`}
      </p>
    );
  } else if (f.step === 'refused') {
    footer = (
      <p role="status" className="promo-apply__refused">
        {promotionMessage(i18n, c.refusedKey)}
      </p>
    );
  } else if (f.step === 'failed') {
    footer = (
      <>
        <p className="form-error" role="alert">
          {promotionMessage(i18n, c.errorKey)}
        </p>
        <div className="form-actions">
          <button type="button" className="btn btn--ghost" onClick={f.edit}>
            {t`Edit`}
          </button>
          <button type="button" className="btn btn--primary" onClick={f.retry}>
            {t`Try again`}
          </button>
        </div>
      </>
    );
  } else {
    footer = (
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={f.busy}>
          {f.busy ? t`Sending…` : t`Send application`}
        </button>
      </div>
    );
  }

  const finished = f.step === 'done' || f.step === 'refused';
  return (
    <section className="promo-apply" aria-labelledby={headingId} aria-busy={f.busy}>
      <h2 id={headingId}>{t`Apply for ${title}`}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          f.submit();
        }}
      >
        {!finished && (
          <>
            <div className={`form-field${commentError ? ' form-field--invalid' : ''}`}>
              <label htmlFor={commentId} className="form-field__label">
                {t`Comment`}
              </label>
              <textarea
                id={commentId}
                value={c.comment}
                rows={3}
                disabled={!editable}
                aria-invalid={commentError ? true : undefined}
                aria-describedby={`${commentId}-count${commentError ? ` ${commentId}-error` : ''}`}
                onChange={(e) => f.comment(e.target.value)}
              />
              <p id={`${commentId}-count`} className="money-field__hint">
                {t`${count} of ${MAX_COMMENT} characters`}
              </p>
              {commentError && (
                <p id={`${commentId}-error`} className="form-field__error" role="alert">
                  {commentError}
                </p>
              )}
            </div>
            <div className={`form-field${imagesError ? ' form-field--invalid' : ''}`}>
              <label htmlFor={imagesId} className="form-field__label">
                {t`Images`}
              </label>
              <input
                id={imagesId}
                type="file"
                accept={ACCEPT}
                multiple
                disabled={!editable}
                aria-invalid={imagesError ? true : undefined}
                aria-describedby={`${imagesId}-hint${imagesError ? ` ${imagesId}-error` : ''}`}
                onChange={(e) => {
                  const files = [...(e.target.files ?? [])];
                  if (files.length) f.addImages(files);
                  e.target.value = '';
                }}
              />
              <p id={`${imagesId}-hint`} className="money-field__hint">
                {t`Optional: up to ${MAX_IMAGES} png or jpg images, at most ${MAX_MB} MB each.`}
              </p>
              {imagesError && (
                <p id={`${imagesId}-error`} className="form-field__error" role="alert">
                  {imagesError}
                </p>
              )}
              {c.images.length > 0 && (
                <ul className="promo-apply__images" aria-label={t`Chosen images`}>
                  {c.images.map((img, i) => {
                    const name = img.name;
                    const size = `${Math.max(1, Math.round(img.size / 1024))} KB`;
                    return (
                      <li key={`${name}-${i}`}>
                        {t`${name} (${size})`}{' '}
                        <button type="button" className="btn btn--link" disabled={!editable} onClick={() => f.remove(i)}>
                          {t`Remove ${name}`}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </>
        )}
        {footer}
      </form>
    </section>
  );
}
