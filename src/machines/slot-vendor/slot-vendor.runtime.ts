import { fromCallback } from 'xstate';
import { pagePath } from '../../pages/first-reads';
import { readSlotVendor, storeSlotVendor } from '../../pages/slot-vendor';
import type { PageAddress } from '../page-address';
import { slotVendorMachine, type SlotVendorEvent, type SlotVendorInput } from './slot-vendor.machine';

/** The slot vendor an address names: `?vendor=` of /rng (matched as the router matches it), else none. */
export function vendorOfAddress(location: { pathname: string; search: string }): string | null {
  if (pagePath(location.pathname).toLowerCase() !== '/rng') return null;
  return new URLSearchParams(location.search).get('vendor') || null;
}

export function createSlotVendorImplementations(deps: { address?: PageAddress; store?: (vassalage: string) => void }) {
  const { address } = deps;
  return {
    actors: {
      watchAddress: fromCallback<SlotVendorEvent>(({ sendBack }) => {
        if (!address) return;
        const report = () => {
          const vassalage = vendorOfAddress(address.current());
          if (vassalage) sendBack({ type: 'slotVendor.chosen', vassalage });
        };
        report();
        return address.subscribe(report);
      }),
    },
    actions: {
      store: (_: unknown, { vassalage }: { vassalage: string }) => (deps.store ?? storeSlotVendor)(vassalage),
    },
  };
}

export function createSlotVendorLogic(deps: Parameters<typeof createSlotVendorImplementations>[0]) {
  return slotVendorMachine.provide(createSlotVendorImplementations(deps));
}

/** The chart's input: the choice this tab kept. */
export function slotVendorInput(read: () => string | null = readSlotVendor): SlotVendorInput {
  return { stored: read() };
}
