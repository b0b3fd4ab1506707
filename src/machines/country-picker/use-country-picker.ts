import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { countryPickerMachine } from './country-picker.machine';

export type CountryPickerActor = ActorRefFrom<typeof countryPickerMachine>;

/** A picker's chart, handing each chosen code to `onChange` (the latest one the view was given). */
export function useCountryPickerActor(onChange: (dialingCode: string) => void): CountryPickerActor {
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const [logic] = useState(() => countryPickerMachine.provide({ actions: { choose: (_, { dialingCode }) => latest.current(dialingCode) } }));
  return useActorRef(logic);
}

/** Whether the list is open, and the picker's intents. */
export function useCountryPicker(actor: CountryPickerActor) {
  const open = useSelector(actor, (s) => s.hasTag('picker:open'));
  const intents = useMemo(
    () => ({
      toggle: () => actor.send({ type: 'picker.toggle' }),
      choose: (dialingCode: string) => actor.send({ type: 'picker.choose', dialingCode }),
      dismiss: () => actor.send({ type: 'picker.dismiss' }),
      focusLeft: () => actor.send({ type: 'picker.focusLeft' }),
      focusCame: () => actor.send({ type: 'picker.focusCame' }),
    }),
    [actor],
  );
  return { open, ...intents };
}
