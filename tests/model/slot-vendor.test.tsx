import { act, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { GAMES } from '../../src/config/constants';
import { AppDepsProvider } from '../../src/machines/app-deps';
import type { SlotVendorContext, SlotVendorEvent } from '../../src/machines/slot-vendor/slot-vendor.machine';
import { slotVendorModel } from '../../src/machines/slot-vendor/slot-vendor.model';
import { createSlotVendorImplementations, vendorOfAddress } from '../../src/machines/slot-vendor/slot-vendor.runtime';
import { type SlotVendorActor, SlotVendorProvider } from '../../src/machines/slot-vendor/use-slot-vendor';
import { lobbyResponses } from '../../src/views/games/games-testing';
import { RngLobby, type RngSearch } from '../../src/views/games/rng-lobby';
import { whitelabelWith } from '../../src/views/testing/fixtures';
import { createTestActors, fakeApi, Providers } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const actors = createTestActors(whitelabelWith(), 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
});
beforeEach(() => sessionStorage.clear());

/** The chip of each fixture vendor, as a person reads it (name, and "Hot" where it is hot). */
const CHIP: Record<string, string> = { PG: 'PG Soft Hot', JILI: 'JILI Slots' };

/**
 * /rng with no vendor in its address, as after the nav's "Slots": a chip the person presses goes
 * to /rng?vendor=… (the app's router), and what the chart's address watcher then reports is sent
 * (its rule, `vendorOfAddress`, is the runtime's; the watcher itself is inert in these suites).
 */
function Lobby({ actor }: { actor: SlotVendorActor }) {
  const [search, setSearch] = useState<RngSearch>({});
  return (
    <RngLobby
      search={search}
      onSearch={(next) => {
        setSearch(next);
        const vassalage = vendorOfAddress({ pathname: '/rng', search: `?vendor=${next.vendor ?? ''}` });
        if (vassalage) actor.send({ type: 'slotVendor.chosen', vassalage });
      }}
    />
  );
}

const api = fakeApi(lobbyResponses());

type Ctx = StepContext<typeof slotVendorModel.machine>;

/** The person pressed a chip in this path. */
let choseInPath = false;

describeModel({
  model: slotVendorModel,
  provide: (machine) => {
    choseInPath = false;
    // The kept choice is written where the app keeps it (sessionStorage gameVendor).
    const { actions } = createSlotVendorImplementations({});
    return machine.provide({ actions });
  },
  render: (actor) => (
    <Providers actors={actors}>
      <AppDepsProvider deps={{ api }}>
        <SlotVendorProvider actor={actor as SlotVendorActor}>
          <Lobby actor={actor as SlotVendorActor} />
        </SlotVendorProvider>
      </AppDepsProvider>
    </Providers>
  ),
  states: {
    remembering: async ({ screen, snapshot }) => {
      const { chosen } = snapshot.context as SlotVendorContext;
      const chooser = await screen.findByRole('group', { name: 'Game vendors' }, { timeout: 3000 });
      // The chosen vendor's chip is the pressed one (none chosen yet: the first lane), and its games show.
      const shown = chosen ?? 'PG';
      expect(within(chooser).getByRole('button', { name: CHIP[shown], pressed: true })).toBeInTheDocument();
      for (const other of Object.keys(CHIP).filter((v) => v !== shown)) {
        expect(within(chooser).getByRole('button', { name: CHIP[other], pressed: false })).toBeInTheDocument();
      }
      expect(await screen.findByRole('tablist', { name: `${CHIP[shown]!.replace(/ Hot$/, '')} game types` })).toBeInTheDocument();
      // Written for the tab once the person chose (storage starts empty in each path, a kept choice being the chart's input).
      expect(sessionStorage.getItem(GAMES.slotVendorKey)).toBe(choseInPath ? chosen : null);
    },
  },
  exec: {
    'slotVendor.chosen': async (e, { user, screen }) => {
      const { vassalage } = e as SlotVendorEvent;
      const chooser = screen.getByRole('group', { name: 'Game vendors' });
      choseInPath = true;
      await user.click(within(chooser).getByRole('button', { name: CHIP[vassalage] }));
      await act(async () => {});
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
