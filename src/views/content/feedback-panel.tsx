import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FeedbackCategory } from '../../api/schemas/content';
import { CONTENT } from '../../config/content';
import { type FeedbackActor, useFeedback, useFeedbackActor } from '../../machines/feedback/use-feedback';
import { useMyFeedback } from '../../machines/feedback/use-my-feedback';
import type { FeedbackFieldError } from '../../machines/feedback/feedback.types';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useSession } from '../../machines/session/use-session';
import { DataView } from '../common/data-states';
import { contentMessageFor } from './content-messages';
import './content.css';
import { SiteTime } from '../common/site-time-view';

export const CATEGORY_LABELS: Record<FeedbackCategory, MessageDescriptor> = {
  suggestion: msg`Suggestion`,
  complaint: msg`Complaint`,
  payment: msg`Deposit or withdrawal`,
  game: msg`Games`,
  other: msg`Other`,
};

/**
 * Feedback (SPEC §2 "feedback" screen; §5 word bounds; §7 PUT /wps/feedback), under the help
 * center: the form and the member's own feedback with the operator's replies. Visitors are
 * asked to log in first (feedback is a member's, throttled per member).
 */
export function FeedbackPanel() {
  const { t } = useLingui();
  const session = useSession();
  const modal = useModalIntents();
  const member = session.kind === 'member' || session.kind === 'agent';
  return (
    <section className="feedback" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" className="section-title">
        {t`Feedback`}
      </h2>
      {member ? (
        <MemberFeedback />
      ) : (
        <p data-visitor-only>
          {t`Log in to send us your feedback.`}{' '}
          <button type="button" className="btn btn--link" onClick={() => modal.open('login')}>
            {t`Login`}
          </button>
        </p>
      )}
    </section>
  );
}

function MemberFeedback() {
  const mine = useMyFeedback();
  const actor = useFeedbackActor(mine.reload);
  return (
    <>
      <FeedbackForm actor={actor} />
      <MyFeedback resource={mine} />
    </>
  );
}

export function FeedbackForm({ actor }: { actor: FeedbackActor }) {
  const { t, i18n } = useLingui();
  const f = useFeedback(actor);
  const id = useId();
  const fieldError = (e: FeedbackFieldError | undefined) => {
    if (!e) return null;
    // A variable, not an object literal: the descriptor is one of content-messages.ts, extracted there.
    const described = { ...contentMessageFor(e.key), values: e.values };
    return i18n._(described);
  };
  const categoryError = fieldError(f.context.errors.category);
  const contentError = fieldError(f.context.errors.content);
  const busy = f.step === 'submitting';
  const min = CONTENT.feedbackMinWords;
  const max = CONTENT.feedbackMaxWords;
  const words = f.words;

  if (f.step === 'sent') {
    return (
      <div role="status" className="feedback__sent">
        <p>{t`Thank you! Your feedback was received.`}</p>
        <button type="button" className="btn btn--outline btn--small" onClick={f.another}>
          {t`Send another`}
        </button>
      </div>
    );
  }
  return (
    <form
      className="feedback__form"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        f.submit();
      }}
    >
      <label htmlFor={`${id}-category`}>{t`Topic`}</label>
      <select
        id={`${id}-category`}
        value={f.context.category}
        disabled={f.step !== 'editing'}
        aria-invalid={categoryError ? true : undefined}
        aria-describedby={categoryError ? `${id}-category-error` : undefined}
        onChange={(e) => f.category(e.target.value as FeedbackCategory | '')}
      >
        <option value="">{t`Choose a topic`}</option>
        {CONTENT.feedbackCategories.map((c) => (
          <option key={c} value={c}>
            {i18n._(CATEGORY_LABELS[c])}
          </option>
        ))}
      </select>
      {categoryError && (
        <p id={`${id}-category-error`} className="form-error">
          {categoryError}
        </p>
      )}
      <label htmlFor={`${id}-content`}>{t`Your feedback`}</label>
      <textarea
        id={`${id}-content`}
        value={f.context.content}
        maxLength={CONTENT.feedbackMaxChars}
        disabled={f.step !== 'editing'}
        aria-invalid={contentError ? true : undefined}
        aria-describedby={`${id}-count${contentError ? ` ${id}-content-error` : ''}`}
        onChange={(e) => f.content(e.target.value)}
      />
      <p id={`${id}-count`} className="feedback__count">
        {t`Between ${min} and ${max} words. Words so far: ${words}`}
      </p>
      {contentError && (
        <p id={`${id}-content-error`} className="form-error">
          {contentError}
        </p>
      )}
      {(f.step === 'failed' || f.step === 'throttled') && (
        <div role="alert" className="feedback__problem">
          <p>{i18n._(contentMessageFor(f.context.errorKey))}</p>
          <div className="feedback__actions">
            {f.step === 'failed' && (
              <button type="button" className="btn btn--small" onClick={f.retry}>
                {t`Try again`}
              </button>
            )}
            <button type="button" className="btn btn--ghost btn--small" onClick={f.edit}>
              {t`Back to the form`}
            </button>
          </div>
        </div>
      )}
      {f.step !== 'failed' && f.step !== 'throttled' && (
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t`Sending…` : t`Send feedback`}
        </button>
      )}
    </form>
  );
}

function MyFeedback({ resource }: { resource: ReturnType<typeof useMyFeedback> }) {
  const { t, i18n } = useLingui();
  return (
    <DataView resource={resource} compact>
      {(data) =>
        data.list.length ? (
          <section aria-labelledby="my-feedback-heading">
            <h3 id="my-feedback-heading">{t`Your feedback`}</h3>
            <ul className="feedback__mine">
              {data.list.map((item) => (
                <li key={item.id}>
                  <p>
                    <strong>{i18n._(CATEGORY_LABELS[item.category])}</strong> · <SiteTime iso={item.date} /> ·{' '}
                    {item.status === 'answered' ? t`Answered` : t`Waiting for an answer`}
                  </p>
                  <p>{item.content}</p>
                  {item.reply && <p className="feedback__reply">{t`Reply: ${item.reply}`}</p>}
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
    </DataView>
  );
}
