import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createRequiredContext } from '../required-context';
import type { slotVendorMachine } from './slot-vendor.machine';

export type SlotVendorActor = ActorRefFrom<typeof slotVendorMachine>;

const [Provider, useSlotVendorActor] = createRequiredContext<SlotVendorActor>('useSlotVendor', 'SlotVendorProvider');
export { useSlotVendorActor };

/** Hands the running slot-vendor chart (the router shell's) to the views below. */
export function SlotVendorProvider({ actor, children }: { actor: SlotVendorActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
}

/** The slot vendor chosen last in this tab, or null. */
export function useChosenSlotVendor(): string | null {
  return useSelector(useSlotVendorActor(), (s) => s.context.chosen);
}
