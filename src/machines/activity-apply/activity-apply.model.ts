import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { applicationFixture, applyInputFixture, imageFile } from './activity-apply.fixtures';
import { activityApplyMachine } from './activity-apply.machine';
import type { ActivityApplyContext, ActivityApplyEvent } from './activity-apply.types';

const png = imageFile();
const jpg = imageFile('win.jpg', 'image/jpeg');
const gif = imageFile('win.gif', 'image/gif');
const huge = imageFile('huge.png', 'image/png', 6 * 1024 * 1024);
const LONG = 'x'.repeat(141);

const commentClass = (c: string) => (c === '' ? '' : [...c].length > 140 ? 'long' : 'ok');

export const activityApplyModel: ChartModel<typeof activityApplyMachine> = {
  id: 'activity-apply',
  machine: activityApplyMachine,
  input: applyInputFixture,
  equivalentMutants: {
    'remove-action:activityApply.submitting:xstate.done.actor.submitApplication#0:0':
      'context.result is read by nothing: the view of `done` shows a fixed text, the chart has no output, and no other module reads it (grep "result" in src/machines/activity-apply and src/views/promotions).',
    'remove-action:activityApply.failed:apply.retry#0:0':
      'errorKey is shown only in `failed` (the footer of activity-apply-form.tsx), and the one way into `failed` (submitting, the last onError branch) sets it anew with storeError.',
    'remove-action:activityApply.failed:apply.edit#0:0':
      'errorKey is shown only in `failed` (the footer of activity-apply-form.tsx), and the one way into `failed` (submitting, the last onError branch) sets it anew with storeError.',
  },
  events: (s) => {
    const c = s.context as ActivityApplyContext;
    const events: ActivityApplyEvent[] = [{ type: 'apply.submit' }, { type: 'apply.retry' }, { type: 'apply.edit' }];
    const cls = commentClass(c.comment);
    const n = c.images.length;
    // Comments are typed before images are chosen, and images only next to a valid comment: every
    // rule is still met, without walking every combination of the two.
    if (n === 0 && cls !== 'ok') events.push({ type: 'apply.comment', value: 'Won P 2,400', label: 'a short comment' } as never);
    if (n === 0 && cls === '') events.push({ type: 'apply.comment', value: LONG, label: '141 characters' } as never);
    // A too-long comment after a refused image: sending then shows the comment's message alone.
    if (n === 0 && cls === 'ok' && c.errors.images) events.push({ type: 'apply.comment', value: LONG, label: '141 characters' } as never);
    if (cls === 'ok') {
      if (n === 0) events.push({ type: 'apply.images', files: [png], label: 'one png' } as never);
      if (n === 0 && !c.errors.images) {
        events.push({ type: 'apply.images', files: [gif], label: 'a gif' } as never);
        events.push({ type: 'apply.images', files: [huge], label: 'a 6 MB png' } as never);
      }
      if (n === 1) events.push({ type: 'apply.images', files: [jpg, png], label: 'two more' } as never);
      if (n === 3) events.push({ type: 'apply.images', files: [png], label: 'a 4th image' } as never);
      if (n > 0) events.push({ type: 'apply.remove', index: 0 } as never);
    }
    const fail = (key: string, status: number, label: string) => ({ type: 'xstate.error.actor.submitApplication', error: new ApiError('server', key, { status }), label });
    return [
      ...events,
      { type: 'xstate.done.actor.submitApplication', output: applicationFixture },
      ...(n === 0 ? [fail('promotion.comment.length', 400, 'comment too long')] : []),
      ...(n > 0 ? [fail('promotion.image.type', 400, 'not an image by its bytes')] : []),
      fail('promotion.application.open', 409, 'already under review'),
      fail('too.many.requests', 429, 'throttled'),
      { type: 'xstate.error.actor.submitApplication', error: new ApiError('network', 'network.abnormal'), label: 'offline' },
    ] as never[];
  },
  serialize: (s) => {
    const c = s.context as ActivityApplyContext;
    return JSON.stringify({ v: s.value, c: commentClass(c.comment), n: c.images.length, ce: c.errors.comment?.key, ie: c.errors.images?.key, ek: c.errorKey, rk: c.refusedKey });
  },
};
