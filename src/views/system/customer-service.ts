import { useCallback, useEffect, useRef, useState } from 'react';
import { type CustomerServiceOutcome, customerServiceUrl, openCustomerService } from '../../machines/customer-service/open-customer-service';
import { useWhitelabel } from '../../machines/system-status/use-system-status';

export { customerServiceUrl };

/**
 * Opens customer service from the loaded config; `blocked` when the browser blocked the window,
 * `failed` when the configured path would not open (the window was closed again).
 */
export function useCustomerService() {
  const whitelabel = useWhitelabel();
  const [outcome, setOutcome] = useState<CustomerServiceOutcome | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const open = useCallback(() => {
    void openCustomerService(whitelabel?.info.customerService).then((o) => live.current && setOutcome(o));
  }, [whitelabel]);
  return { open, blocked: outcome === 'blocked', failed: outcome === 'failed' || outcome === 'unavailable' };
}
