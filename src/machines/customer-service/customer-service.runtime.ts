import { fromPromise } from 'xstate';
import type { CustomerService } from '../../api/schemas/system';
import { customerServiceMachine } from './customer-service.machine';
import { openCustomerService } from './open-customer-service';

/**
 * The chart with the real window: the address is the white-label's at the moment of the press.
 * The window is looked up at the press, not here: the server draws the views that offer the
 * button (src/entry-server.tsx), and it has no window.
 */
export function createCustomerServiceLogic(config: () => CustomerService | null | undefined, win?: Window) {
  return customerServiceMachine.provide({
    actors: { openWindow: fromPromise(() => openCustomerService(config(), win ?? window)) },
  });
}
