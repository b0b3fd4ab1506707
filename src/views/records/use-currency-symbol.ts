import { CURRENCY } from '../../config/constants';
import { useWhitelabel } from '../../machines/system-status/use-system-status';

/** The merchant's currency symbol (white-label brand), else the default 'P' (SPEC §9). */
export function useCurrencySymbol(): string {
  const whitelabel = useWhitelabel();
  return whitelabel?.info.brand.currencySymbol || CURRENCY.defaultSymbol;
}
