import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useWhitelabel } from '../system-status/use-system-status';
import type { customerServiceMachine } from './customer-service.machine';
import { createCustomerServiceLogic } from './customer-service.runtime';

export type CustomerServiceActor = ActorRefFrom<typeof customerServiceMachine>;

/** A customer-service chart for the view that offers the button, on the loaded white-label. */
export function useCustomerServiceActor(): CustomerServiceActor {
  const whitelabel = useWhitelabel();
  const latest = useRef(whitelabel);
  useLayoutEffect(() => {
    latest.current = whitelabel;
  });
  const [logic] = useState(() => createCustomerServiceLogic(() => latest.current?.info.customerService));
  return useActorRef(logic);
}

/** What the person is told, and the press. */
export function useCustomerService(actor: CustomerServiceActor) {
  const blocked = useSelector(actor, (s) => s.hasTag('cs:blocked'));
  const failed = useSelector(actor, (s) => s.hasTag('cs:failed'));
  const open = useMemo(() => () => actor.send({ type: 'cs.open' }), [actor]);
  return { open, blocked, failed };
}
