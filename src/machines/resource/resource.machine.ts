import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { lazyChart } from '../lazy-chart';

export interface ResourceContext<T = unknown> {
  data: T | null;
  errorKey: string | null;
}

export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.reload' };

/**
 * One server read shown on a page (menus, notices, help articles…): loading → loaded,
 * or failed with a retry. Each use provides its own `load` actor.
 */
export const resourceMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as ResourceContext,
      events: {} as ResourceEvent,
    },
    actors: {
      load: fromPromise<unknown>(async () => {
        throw new Error('load not provided');
      }),
      /** What makes the data stale, if anything (e.g. points redeemed): `resource.reload` on each announcement. */
      watchChanges: fromCallback<ResourceEvent>(() => {
        throw new Error('watchChanges not provided');
      }),
    },
    actions: {
      storeData: assign({ data: ({ event }) => (event as { output?: unknown }).output ?? null, errorKey: null }),
      storeError: assign({
        errorKey: ({ event }) => {
          const error = (event as { error?: unknown }).error;
          return errorKeyOf(error);
        },
      }),
    },
  }).createMachine({
    id: 'resource',
    description:
      'A server read rendered by a view: loading, loaded, or failed with retry. A read whose answer came with the page (or was fetched ahead of it) starts in loaded with that answer: the first drawing shows it, on the server and in the browser.',
    context: { data: null, errorKey: null },
    // For as long as the read shows: another chart's announcement that what it shows has changed.
    invoke: { src: 'watchChanges' },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        on: {
          'resource.reload': {
            target: 'loading',
            reenter: true,
            description: 'Inputs changed mid-flight (e.g. the language): drop the old request and fetch again.',
          },
        },
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'loaded', actions: 'storeData' },
          onError: { target: 'failed', actions: 'storeError' },
        },
      },
      loaded: {
        tags: ['state:ready'],
        description: 'Data shown; a reload keeps it on screen while fetching again.',
        on: {
          'resource.reload': {
            target: 'loading',
            description: 'Its inputs changed (the query, the language), or what it shows was announced changed (e.g. points redeemed): read again.',
          },
        },
      },
      failed: {
        tags: ['state:error'],
        on: { 'resource.retry': 'loading', 'resource.reload': 'loading' },
      },
    },
  }),
);
