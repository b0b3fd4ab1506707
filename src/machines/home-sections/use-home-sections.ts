import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { homeSectionsMachine } from './home-sections.machine';
import { createHomeSectionsLogic } from './home-sections.runtime';

export type HomeSectionsActor = ActorRefFrom<typeof homeSectionsMachine>;

/** The home page's game-sections chart, for as long as the page shows. */
export function useHomeSectionsActor(): HomeSectionsActor {
  const [logic] = useState(createHomeSectionsLogic);
  return useActorRef(logic);
}
