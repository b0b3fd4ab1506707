import { fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { feedbackModel } from '../../src/machines/feedback/feedback.model';
import type { FeedbackContext } from '../../src/machines/feedback/feedback.types';
import type { FeedbackActor } from '../../src/machines/feedback/use-feedback';
import { FeedbackForm } from '../../src/views/content/feedback-panel';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

type Ctx = StepContext<typeof feedbackModel.machine>;
const LENGTH = 'Feedback length between 5 and 300 words';

/** The runtime reloads the member's feedback list when one is sent. */
const announceSent = vi.fn();

describeModel({
  model: feedbackModel,
  provide: (machine) => {
    announceSent.mockClear();
    return machine.provide({ actions: { announceSent } });
  },
  render: (actor) => (
    <WithI18n>
      <FeedbackForm actor={actor as FeedbackActor} />
    </WithI18n>
  ),
  states: {
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as FeedbackContext;
      const text = screen.getByLabelText('Your feedback');
      const topic = screen.getByLabelText('Topic');
      expect(text).toHaveValue(c.content);
      expect(text).toBeEnabled();
      expect(topic).toHaveValue(c.category);
      const words = c.content.trim() ? c.content.trim().split(/\s+/).length : 0;
      expect(text).toHaveAccessibleDescription(expect.stringContaining(`Between 5 and 300 words. Words so far: ${words}`));
      const contentError = c.errors.content?.key;
      if (contentError === 'feedback.length') expect(text).toHaveAccessibleDescription(expect.stringContaining(LENGTH));
      if (contentError === 'validation.required') expect(text).toHaveAccessibleDescription(expect.stringContaining('Input cannot be empty'));
      if (contentError) expect(text).toHaveAttribute('aria-invalid', 'true');
      else expect(text).not.toHaveAttribute('aria-invalid');
      if (c.errors.category) expect(topic).toHaveAccessibleDescription('Input cannot be empty');
      expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByLabelText('Your feedback')).toBeDisabled();
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      // The text is kept for the retry.
      expect(screen.getByLabelText('Your feedback')).not.toHaveValue('');
    },
    throttled: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('You sent feedback a moment ago, please wait a minute');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Back to the form' })).toBeEnabled();
    },
    sent: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your feedback was received.');
      expect(screen.queryByLabelText('Your feedback')).toBeNull();
      expect(announceSent).toHaveBeenCalled();
    },
  },
  controls: {
    editing: ['button:Send feedback', 'combobox:Topic', 'textbox:Your feedback'],
    submitting: [],
    sent: ['button:Send another'],
    throttled: ['button:Back to the form'],
    failed: ['button:Back to the form', 'button:Try again'],
  },
  exec: {
    'feedback.category': async (e, { user, screen }) => user.selectOptions(screen.getByLabelText('Topic'), (e as unknown as { value: string }).value),
    // One change event with the whole text: typing it key by key is what the model's one event stands for.
    'feedback.content': async (e, { screen }) => {
      fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: (e as unknown as { value: string }).value } });
    },
    'feedback.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Send feedback' })),
    'feedback.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'feedback.edit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Back to the form' })),
    'feedback.another': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Send another' })),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
