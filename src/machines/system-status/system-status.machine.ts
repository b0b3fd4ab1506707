import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { SYSTEM } from '../../config/constants';
import type { SystemSnapshotData, SystemStatusContext, SystemStatusEvent } from './system-status.types';
import { lazyChart } from '../lazy-chart';

/** Back-off before retry n (1-based): base × 2^(n-1), capped. */
export function retryDelayMs(failures: number): number {
  return Math.min(SYSTEM.statusRetryBaseMs * 2 ** Math.max(0, failures - 1), SYSTEM.statusRetryMaxMs);
}

export const systemStatusMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as SystemStatusContext,
      events: {} as SystemStatusEvent,
    },
    actors: {
      loadSystem: fromPromise<SystemSnapshotData>(async () => {
        throw new Error('loadSystem not provided');
      }),
    },
    guards: {
      isMaintenance: ({ event }) => (event as { output?: SystemSnapshotData }).output?.status.status === 1,
      isRegionRestricted: ({ event }) => (event as { output?: SystemSnapshotData }).output?.status.status === 2,
    },
    delays: {
      retryDelay: ({ context }) => retryDelayMs(context.failures),
    },
    actions: {
      storeSystem: assign(({ event }) => {
        const { status, whitelabel } = (event as unknown as { output: SystemSnapshotData }).output;
        return { status, whitelabel, failures: 0, errorKey: null };
      }),
      recordFailure: assign({
        failures: ({ context }) => context.failures + 1,
        errorKey: ({ event }) => {
          const error = (event as { error?: unknown }).error;
          return errorKeyOf(error);
        },
      }),
    },
  }).createMachine({
    id: 'systemStatus',
    description: 'Decides what the app root shows: the site, the maintenance page or the region restriction page (SPEC §2, §4).',
    context: { status: null, whitelabel: null, failures: 0, errorKey: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'Fetches /wps/system/status and the white-label permission tree.',
        invoke: {
          id: 'loadSystem',
          src: 'loadSystem',
          onDone: [
            { guard: 'isMaintenance', target: 'maintenance', actions: 'storeSystem', description: 'status 1' },
            { guard: 'isRegionRestricted', target: 'regionRestricted', actions: 'storeSystem', description: 'status 2' },
            { target: 'normal', actions: 'storeSystem', description: 'status 0' },
          ],
          onError: { target: 'retrying', actions: 'recordFailure' },
        },
      },
      retrying: {
        meta: { spec: ['§8 Network'] },
        tags: ['state:error'],
        description: 'The status call failed (network or time-out). Retries by itself with back-off, or now on request.',
        after: { retryDelay: 'loading' },
        on: { 'system.retry': 'loading' },
      },
      normal: {
        meta: { spec: ['§4 System status'] },
        tags: ['state:ready'],
        on: { 'system.refresh': 'loading' },
      },
      maintenance: {
        meta: { spec: ['§4 System status'] },
        tags: ['state:ready'],
        description: 'Status 1: the maintenance page with Contact Us.',
        on: { 'system.refresh': 'loading' },
      },
      regionRestricted: {
        meta: { spec: ['§4 System status'] },
        tags: ['state:ready'],
        description: 'Status 2: the IP restriction page with the visitor ip and country.',
        on: { 'system.refresh': 'loading' },
      },
    },
  }),
);
