import { fireEvent, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { activityApplyModel } from '../../src/machines/activity-apply/activity-apply.model';
import type { ActivityApplyContext } from '../../src/machines/activity-apply/activity-apply.types';
import type { ActivityApplyActor } from '../../src/machines/activity-apply/use-activity-apply';
import { ActivityApplyForm } from '../../src/views/promotions/activity-apply-form';
import { loadPromotionsCatalog } from '../../src/views/promotions/promotions-catalog';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');
beforeAll(() => loadPromotionsCatalog());

type Ctx = StepContext<typeof activityApplyModel.machine>;
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));
const form = (screen: Ctx['screen']) => screen.getByRole('region', { name: 'Apply for Share your big win' });

const IMAGE_MESSAGES: Record<string, string> = {
  'promotion.image.count': 'You can add at most 3 images',
  'promotion.image.type': 'Only png or jpg images can be uploaded',
  'promotion.image.size': 'Each image can be at most 5 MB',
};

/** The fields' messages and the chosen images, shown while editing and kept (disabled) while sending or after a failure. */
function fieldsShow(screen: Ctx['screen'], c: ActivityApplyContext) {
  const comment = screen.getByLabelText('Comment');
  expect(comment).toHaveValue(c.comment);
  if (c.errors.comment) {
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('The comment can have at most 140 characters'));
  } else expect(comment).not.toHaveAttribute('aria-invalid');
  const images = screen.getByLabelText('Images');
  if (c.errors.images) expect(images).toHaveAccessibleDescription(expect.stringContaining(IMAGE_MESSAGES[c.errors.images.key]!));
  else expect(images).not.toHaveAttribute('aria-invalid');
  const list = screen.queryByRole('list', { name: 'Chosen images' });
  if (c.images.length) expect(within(list!).getAllByRole('listitem')).toHaveLength(c.images.length);
  else expect(list).toBeNull();
}

describeModel({
  model: activityApplyModel,
  render: (actor) => (
    <WithI18n>
      <ActivityApplyForm actor={actor as ActivityApplyActor} title="Share your big win" />
    </WithI18n>
  ),
  states: {
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as ActivityApplyContext;
      fieldsShow(screen, c);
      expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription(expect.stringContaining(`${[...c.comment].length} of 140 characters`));
      const images = screen.getByLabelText('Images');
      expect(images).toHaveAttribute('accept', 'image/png,image/jpeg');
      expect(images).toHaveAccessibleDescription(expect.stringContaining('Optional: up to 3 png or jpg images, at most 5 MB each.'));
      expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    },
    submitting: ({ screen, snapshot }) => {
      // A refused file's message goes once the form is sent (it was never added).
      fieldsShow(screen, snapshot.context as ActivityApplyContext);
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByLabelText('Comment')).toBeDisabled();
      expect(form(screen)).toHaveAttribute('aria-busy', 'true');
    },
    failed: ({ screen, snapshot }) => {
      const c = snapshot.context as ActivityApplyContext;
      const text = c.errorKey === 'too.many.requests' ? 'Too many requests, try again after 5 minutes' : 'Network link is abnormal, please try again';
      fieldsShow(screen, c);
      expect(screen.getByText(text)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    },
    refused: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Your application for this promotion is under review');
      expect(screen.queryByLabelText('Comment')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    },
    done: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Your application was sent. Our team reviews it; the result appears in the reward center.');
      expect(screen.queryByLabelText('Comment')).toBeNull();
    },
  },
  controls: {
    // One removal per chosen image (two of the same name are two buttons).
    editing: (snapshot) => [
      'button:Send application',
      'file:Images',
      'textbox:Comment',
      ...(snapshot.context as ActivityApplyContext).images.map((f) => `button:Remove ${f.name}`),
    ],
    submitting: [],
    failed: ['button:Edit', 'button:Try again'],
    refused: [],
    done: [],
  },
  absent: {
    // Back to editing from a failure: its alert is gone.
    editing: ['Network link is abnormal', 'Too many requests, try again after 5 minutes'],
  },
  exec: {
    'apply.comment': async (e, { user, screen }) => {
      const el = screen.getByLabelText('Comment');
      await user.clear(el);
      await user.click(el);
      await user.paste((e as unknown as { value: string }).value);
    },
    // fireEvent: user-event drops files that do not match `accept`, and the chart's own check is what is under test.
    'apply.images': async (e, { screen }) => {
      fireEvent.change(screen.getByLabelText('Images'), { target: { files: (e as unknown as { files: File[] }).files } });
    },
    'apply.remove': async (_e, { user, screen, actor }) => {
      const first = (actor.getSnapshot().context as ActivityApplyContext).images[0]!;
      await user.click(screen.getAllByRole('button', { name: `Remove ${first.name}` })[0]!);
    },
    'apply.submit': click('Send application'),
    'apply.retry': click('Try again'),
    'apply.edit': click('Edit'),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
