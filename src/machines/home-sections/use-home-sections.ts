import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { HomeSection, homeSectionsMachine } from './home-sections.machine';
import { createHomeSectionsLogic } from './home-sections.runtime';

export type HomeSectionsActor = ActorRefFrom<typeof homeSectionsMachine>;

/** The home page's game-sections chart, for as long as the page shows. */
export function useHomeSectionsActor(): HomeSectionsActor {
  const [logic] = useState(createHomeSectionsLogic);
  return useActorRef(logic);
}

/** Which game sections the chart lets show, and whether their space is still kept for them. */
export function useHomeSectionsShown(actor: HomeSectionsActor) {
  const popular = useSelector(actor, (s) => s.hasTag('home:popular'));
  const winners = useSelector(actor, (s) => s.hasTag('home:winners'));
  return { popular, winners, spaceKept: !winners };
}

/**
 * Tells the chart, in the commit that drew it, that a section shows its first answer: the chart
 * decides what shows next (home-sections.machine.ts).
 */
export function useReportSectionAnswered(actor: HomeSectionsActor, section: HomeSection, answered: boolean): void {
  useLayoutEffect(() => {
    if (answered) actor.send({ type: `${section}.answered` });
  }, [actor, section, answered]);
}
