import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { changedFields, profileErrors, profileFieldError, profileOf, profileUpdate, valuesOf } from './profile.rules';
import type { ProfileContext, ProfileEvent, ProfileInput, ProfileUpdate, SecurityInfo } from './profile.types';
import { lazyChart } from '../lazy-chart';

export const profileMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as ProfileInput,
      context: {} as ProfileContext,
      events: {} as ProfileEvent,
    },
    actors: {
      saveProfile: fromPromise<SecurityInfo, ProfileUpdate>(async () => {
        throw new Error('saveProfile not provided');
      }),
    },
    guards: {
      canSave: ({ context }) => changedFields(context).length > 0 && Object.keys(profileErrors(context)).length === 0,
      hasChanges: ({ context }) => changedFields(context).length > 0,
      fieldError: ({ event }) => profileFieldError((event as { error?: unknown }).error) !== null,
    },
    actions: {
      /** The security center shows the saved profile. */
      saved: (_, _params: SecurityInfo) => {
        throw new Error('saved not provided');
      },
      change: assign(({ context, event }) => {
        if (event.type !== 'profile.change') return {};
        const { [event.field]: _dropped, ...errors } = context.errors;
        return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
      }),
    },
  }).createMachine({
    id: 'profile',
    description: 'Profile fields of the security center (SPEC §3): each checked against the register setting’s rule; only changed fields are sent (empty clears one).',
    context: ({ input }) => ({ ...input, values: valuesOf(input.current), errors: {}, errorKey: null }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'profile.change': { actions: 'change' },
          'profile.submit': [
            { guard: 'canSave', target: 'saving' },
            {
              guard: 'hasChanges',
              actions: assign({ errors: ({ context }) => profileErrors(context) }),
              description: 'Nothing unchanged is sent; a changed field that breaks its rule shows why.',
            },
          ],
        },
      },
      saving: {
        tags: ['state:loading'],
        description: 'PUT /wps/member/profile with the changed fields.',
        invoke: {
          id: 'saveProfile',
          src: 'saveProfile',
          input: ({ context }) => profileUpdate(context),
          onDone: {
            target: 'saved',
            actions: [
              assign(({ event }) => {
                const current = profileOf(event.output);
                return { current, values: valuesOf(current), errors: {}, errorKey: null };
              }),
              { type: 'saved', params: ({ event }) => event.output },
            ],
          },
          onError: [
            {
              guard: 'fieldError',
              target: 'editing',
              description: 'The server’s rule refused a field (or the payee name is locked): under that field.',
              actions: assign(({ context, event }) => {
                const { field, error } = profileFieldError(event.error)!;
                return { errors: { ...context.errors, [field]: error } };
              }),
            },
            {
              target: 'editing',
              actions: assign({ errorKey: ({ event }) => (errorKeyOf(event.error)) }),
            },
          ],
        },
      },
      saved: {
        tags: ['state:done'],
        description:
          'Saved: the form shows the stored values and stays editable (a slip is corrected at once, no Edit to press first); nothing is pending, so Save waits for a change and a status says the profile is saved. The first change leaves it.',
        on: { 'profile.change': { target: 'editing', actions: 'change' } },
      },
    },
  }),
);
