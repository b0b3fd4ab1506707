/**
 * Who may open the flow visualiser (/flows): everyone in development; in production only
 * when the operator has turned it on (`settings.flowsEnabled`) and only for staff accounts.
 * Tiny on purpose: the router imports it statically, the visualiser itself stays lazy.
 */
export interface FlowsAvailability {
  /** `import.meta.env.DEV` */
  dev: boolean;
  /** `whitelabel.info.settings.flowsEnabled`; unknown (not loaded yet) counts as off. */
  flowsEnabled: boolean | null | undefined;
  /** The signed-in account's staff flag; a visitor is not staff. */
  staff: boolean | null | undefined;
}

export function flowsAvailable({ dev, flowsEnabled, staff }: FlowsAvailability): boolean {
  if (dev) return true;
  return flowsEnabled === true && staff === true;
}
