import { useMemberGate } from '../../machines/session/use-session';

/**
 * "Responsible gambling": opens the member center on its page (a visitor gets the login popup).
 * Its label is in the catalog of the folder that renders it (home page, deposit section): pass it.
 */
export function CareLink({ label, className }: { label: string; className?: string }) {
  const gate = useMemberGate();
  return (
    <button type="button" className={`btn btn--link care-link ${className ?? ''}`} onClick={() => gate.openForMember('memberCenter', { page: 'responsibleGambling' })}>
      {label}
    </button>
  );
}
