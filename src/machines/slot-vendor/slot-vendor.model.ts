import type { ChartModel } from '../graph/paths';
import { slotVendorMachine, type SlotVendorContext, type SlotVendorEvent } from './slot-vendor.machine';

/** Two of the slot lobby fixture's vendors (src/views/games/games-testing.ts): every change of choice between none, one and the other. */
const VENDORS = ['PG', 'JILI'] as const;

export const slotVendorModel: ChartModel<typeof slotVendorMachine> = {
  id: 'slot-vendor',
  machine: slotVendorMachine,
  input: { stored: null },
  // A tab that chose before (a reload): /rng opens on that vendor.
  starts: [{ label: 'JILI kept in the tab', input: { stored: 'JILI' } }],
  events: (s) =>
    VENDORS.filter((v) => v !== (s.context as SlotVendorContext).chosen).map(
      (vassalage) => ({ type: 'slotVendor.chosen', vassalage, label: vassalage }) as SlotVendorEvent,
    ),
  serialize: (s) => JSON.stringify({ v: s.value, chosen: (s.context as SlotVendorContext).chosen }),
};
