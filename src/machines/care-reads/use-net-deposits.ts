import { useApiResource } from '../resource/use-resource';

/** The member's deposits minus withdrawals per window (GET /wps/care/net-deposits). */
export function useNetDeposits() {
  return useApiResource('careNetDeposits');
}
