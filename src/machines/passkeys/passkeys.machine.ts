import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { fieldOfError, nameError } from './passkeys.rules';
import type { PasskeyItem, PasskeyList, PasskeysContext, PasskeysEvent } from './passkeys.types';
import { lazyChart } from '../lazy-chart';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/**
 * The member's passkeys (issue #19; docs/account-protection.md "Passkeys"): the list (name,
 * created, last used), adding one (named, then the browser's passkey prompt), and removing one
 * with the login password again.
 */
export const passkeysMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as PasskeysContext,
      events: {} as PasskeysEvent,
    },
    actors: {
      loadPasskeys: fromPromise<PasskeyList>(async () => {
        throw new Error('loadPasskeys not provided');
      }),
      registerPasskey: fromPromise<PasskeyItem, { name: string }>(async () => {
        throw new Error('registerPasskey not provided');
      }),
      removePasskey: fromPromise<void, { id: string; password: string }>(async () => {
        throw new Error('removePasskey not provided');
      }),
      renamePasskey: fromPromise<PasskeyItem, { id: string; name: string }>(async () => {
        throw new Error('renamePasskey not provided');
      }),
    },
    guards: {
      nameValid: ({ context }) => nameError(context.name) === null,
      passwordGiven: ({ context }) => context.password !== '',
      known: ({ context, event }) => (event.type === 'passkeys.remove' || event.type === 'passkeys.rename') && context.list.some((p) => p.id === event.id),
      nameUnchanged: ({ context }) => context.name.trim() === context.renaming?.name,
      nameRefusal: ({ event }) => fieldOfError(errorOf(event))?.field === 'name',
      fieldRefusal: ({ event }) => fieldOfError(errorOf(event)) !== null,
    },
    actions: {
      storeErrorKey: assign({ errorKey: ({ event }) => errorKeyOf(errorOf(event)) }),
    },
  }).createMachine({
    id: 'passkeys',
    description: 'List, add (named; the browser makes the key), rename and remove (password again) the passkeys that sign in without a password and count as two factors.',
    context: { list: [], name: '', removing: null, renaming: null, password: '', errors: {}, errorKey: null, done: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /wps/member/protection/passkeys.',
        invoke: {
          id: 'loadPasskeys',
          src: 'loadPasskeys',
          onDone: { target: 'list', actions: assign({ list: ({ event }) => event.output.list, errorKey: null }) },
          onError: { target: 'loadFailed', actions: 'storeErrorKey' },
        },
      },
      loadFailed: {
        description: 'The list could not be read: say so, offer a retry.',
        on: { 'passkeys.retry': 'loading' },
      },
      list: {
        description: 'The passkeys by name with when each was added and last used; add one, rename one, or remove one.',
        on: {
          'passkeys.add': { target: 'naming', actions: assign({ name: '', errors: {}, errorKey: null, done: null }) },
          'passkeys.rename': {
            guard: 'known',
            target: 'renaming',
            actions: assign(({ context, event }) => {
              const key = context.list.find((p) => event.type === 'passkeys.rename' && p.id === event.id) ?? null;
              return { renaming: key, name: key?.name ?? '', errors: {}, errorKey: null, done: null };
            }),
          },
          'passkeys.remove': {
            guard: 'known',
            target: 'confirmingRemoval',
            actions: assign({ removing: ({ context, event }) => context.list.find((p) => p.id === event.id) ?? null, password: '', errors: {}, errorKey: null, done: null }),
          },
        },
      },
      naming: {
        description: 'A name to know it by ("My phone"); then the browser asks to make the passkey.',
        on: {
          'passkeys.name': { actions: assign({ name: ({ event }) => event.value, errors: {}, errorKey: null }) },
          'passkeys.create': [
            { guard: 'nameValid', target: 'registering' },
            { actions: assign({ errors: ({ context }) => ({ name: nameError(context.name)! }) }), description: 'Empty or too long: said under the field, nothing asked.' },
          ],
          'passkeys.cancel': { target: 'list', actions: assign({ name: '', errors: {}, errorKey: null }) },
        },
      },
      registering: {
        tags: ['state:loading'],
        description: 'Options from the server, the browser\'s passkey prompt, the server\'s check of the new key.',
        invoke: {
          id: 'registerPasskey',
          src: 'registerPasskey',
          input: ({ context }) => ({ name: context.name.trim() }),
          onDone: { target: 'list', actions: assign({ list: ({ context, event }) => [...context.list, event.output], name: '', done: 'added' }) },
          onError: { target: 'naming', actions: 'storeErrorKey', description: 'The prompt was closed, the key already exists, or the server refused it: said above the button; try again.' },
        },
      },
      renaming: {
        description: 'A new name for one passkey, its current name filled in: the same rules as naming a new one.',
        on: {
          'passkeys.name': { actions: assign({ name: ({ event }) => event.value, errors: {}, errorKey: null }) },
          'passkeys.saveName': [
            { guard: 'nameUnchanged', target: 'list', actions: assign({ renaming: null, name: '' }), description: 'The same name: nothing to send, back to the list.' },
            { guard: 'nameValid', target: 'savingName' },
            { actions: assign({ errors: ({ context }) => ({ name: nameError(context.name)! }) }), description: 'Empty or too long: said under the field, nothing sent.' },
          ],
          'passkeys.cancel': { target: 'list', actions: assign({ renaming: null, name: '', errors: {}, errorKey: null }) },
        },
      },
      savingName: {
        tags: ['state:loading'],
        description: 'POST …/passkeys/rename: the member\'s own passkey only.',
        invoke: {
          id: 'renamePasskey',
          src: 'renamePasskey',
          input: ({ context }) => ({ id: context.renaming?.id ?? '', name: context.name.trim() }),
          onDone: {
            target: 'list',
            actions: assign({
              list: ({ context, event }) => context.list.map((p) => (p.id === event.output.id ? event.output : p)),
              renaming: null,
              name: '',
              done: 'renamed',
            }),
          },
          onError: [
            {
              guard: 'nameRefusal',
              target: 'renaming',
              actions: assign({ errors: ({ event }) => ({ name: fieldOfError(event.error)!.key }) }),
              description: 'The server refused the name: under the field.',
            },
            { target: 'renaming', actions: 'storeErrorKey', description: 'The passkey is gone (removed elsewhere) or the network failed: said above the buttons.' },
          ],
        },
      },
      confirmingRemoval: {
        description: 'The login password again before the passkey goes.',
        on: {
          'passkeys.password': { actions: assign({ password: ({ event }) => event.value, errors: {}, errorKey: null }) },
          'passkeys.confirmRemove': [
            { guard: 'passwordGiven', target: 'removingKey' },
            { actions: assign({ errors: { password: 'validation.required' } }), description: 'No password: said under the field, nothing sent.' },
          ],
          'passkeys.cancel': { target: 'list', actions: assign({ removing: null, password: '', errors: {}, errorKey: null }) },
        },
      },
      removingKey: {
        tags: ['state:loading'],
        description: 'POST …/passkeys/remove (encrypted: it carries the password).',
        invoke: {
          id: 'removePasskey',
          src: 'removePasskey',
          input: ({ context }) => ({ id: context.removing?.id ?? '', password: context.password }),
          onDone: {
            target: 'list',
            actions: assign({ list: ({ context }) => context.list.filter((p) => p.id !== context.removing?.id), removing: null, password: '', done: 'removed' }),
          },
          onError: [
            {
              guard: 'fieldRefusal',
              target: 'confirmingRemoval',
              actions: assign({ errors: ({ event }) => ({ password: fieldOfError(event.error)!.key }), password: '' }),
              description: 'The wrong password: under the field, emptied.',
            },
            { target: 'confirmingRemoval', actions: 'storeErrorKey' },
          ],
        },
      },
    },
  }),
);
