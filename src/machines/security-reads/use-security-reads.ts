import { useApiResource } from '../resource/use-resource';

/** The member's account as the security center shows it: contacts, payee name, which passwords are set. */
export function useAccountSecurity() {
  return useApiResource('security');
}

/** The operator's rules for the payment password and the profile fields (the register settings). */
export function useProfileFieldRules() {
  return useApiResource('registerSetting');
}
