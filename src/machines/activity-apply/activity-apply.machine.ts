import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import type { PromoApplication } from '../../api/schemas/promotions';
import { addImagesError, COMMENT_KEYS, commentError, formValid, IMAGE_KEYS, REFUSAL_KEYS } from './activity-apply.rules';
import type { ActivityApplyContext, ActivityApplyEvent, ActivityApplyInput } from './activity-apply.types';
import { lazyChart } from '../lazy-chart';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const keyIn = (keys: string[]) => ({ event }: { event: unknown }) => {
  const e = errorOf(event);
  return isApiError(e) && keys.includes(e.messageKey);
};

export const activityApplyMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as ActivityApplyInput,
      context: {} as ActivityApplyContext,
      events: {} as ActivityApplyEvent,
    },
    actors: {
      submitApplication: fromPromise<PromoApplication, Pick<ActivityApplyContext, 'promotionId' | 'comment' | 'images'>>(async () => {
        throw new Error('submitApplication not provided');
      }),
    },
    guards: {
      imagesAcceptable: ({ context, event }) => event.type === 'apply.images' && addImagesError(context.images, event.files) === null,
      formValid: ({ context }) => formValid(context),
      commentRefused: keyIn(COMMENT_KEYS),
      imagesRefused: keyIn(IMAGE_KEYS),
      refused: keyIn(REFUSAL_KEYS),
    },
    actions: {
      showFormErrors: assign({ errors: ({ context }) => ({ comment: commentError(context.comment) ?? undefined }) }),
      storeError: assign({ errorKey: ({ event }) => errorKeyOf(errorOf(event)) }),
      clearError: assign({ errorKey: null }),
    },
  }).createMachine({
    id: 'activityApply',
    description:
      'The activity apply form (SPEC §5): a comment of at most 140 characters and up to 3 png or jpg images of at most 5 MB each, checked here and again by the server (by the bytes); an operator reviews the application.',
    context: ({ input }) => ({ ...input, comment: '', images: [], errors: {}, errorKey: null, refusedKey: null, result: null }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'apply.comment': {
            description: 'Counted as typed; over 140 characters shows the error at once.',
            actions: assign(({ context, event }) => ({ comment: event.value, errors: { ...context.errors, comment: commentError(event.value) ?? undefined } })),
          },
          'apply.images': [
            {
              guard: 'imagesAcceptable',
              actions: assign(({ context, event }) => ({ images: [...context.images, ...event.files], errors: { ...context.errors, images: undefined } })),
            },
            {
              description: 'A 4th image, a wrong type or a file over 5 MB: refused here, nothing added.',
              actions: assign(({ context, event }) => ({ errors: { ...context.errors, images: addImagesError(context.images, event.files) ?? undefined } })),
            },
          ],
          'apply.remove': {
            actions: assign(({ context, event }) => ({ images: context.images.filter((_, i) => i !== event.index), errors: { ...context.errors, images: undefined } })),
          },
          'apply.submit': [
            { guard: 'formValid', target: 'submitting', actions: assign({ errors: {} }), description: 'A refused file was never added: its message goes.' },
            { actions: 'showFormErrors' },
          ],
        },
      },
      submitting: {
        tags: ['state:loading'],
        description: 'PUT /wps/promotion/apply (multipart: promotionId, comment, images).',
        invoke: {
          id: 'submitApplication',
          src: 'submitApplication',
          input: ({ context }) => ({ promotionId: context.promotionId, comment: context.comment, images: context.images }),
          onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
          onError: [
            {
              guard: 'commentRefused',
              target: 'editing',
              actions: assign({ errors: ({ event }) => ({ comment: { key: errorKeyOf(event.error) } }) }),
            },
            {
              guard: 'imagesRefused',
              target: 'editing',
              description: 'The server judged an image by its bytes (or size): choose others.',
              actions: assign({ images: [], errors: ({ event }) => ({ images: { key: errorKeyOf(event.error) } }) }),
            },
            { guard: 'refused', target: 'refused', actions: assign({ refusedKey: ({ event }) => errorKeyOf(event.error) }) },
            { target: 'failed', actions: 'storeError' },
          ],
        },
      },
      failed: {
        tags: ['state:error'],
        description: 'Not sent (network, time-out, throttled): the form is kept for a retry.',
        on: {
          'apply.retry': { target: 'submitting', actions: 'clearError' },
          'apply.edit': { target: 'editing', actions: 'clearError' },
        },
      },
      refused: {
        type: 'final',
        tags: ['state:done'],
        description: 'The promotion or the member’s state says no (already under review, closed, not eligible…).',
      },
      done: { type: 'final', tags: ['state:done'], description: 'Sent: under review (applying).' },
    },
  }),
);
