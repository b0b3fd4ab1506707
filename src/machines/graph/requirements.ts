/**
 * The requirement ids a chart may name in `meta: { spec: [...] }` on a state or a transition.
 * An id is `§<section of SPEC.md> <short name>`: the section number of the spec's heading
 * (`## 4. States and transitions` → `§4`) and the rule's own name from that section. Ids stay
 * short because `meta` ships in the production build (descriptions are stripped, meta is not).
 * Every id a chart names must be listed here (graph/traceability.test.ts fails on a typo).
 */
export interface Requirement {
  id: string;
  /** The rule in one line, as SPEC.md states it. */
  text: string;
}

export const REQUIREMENTS = [
  { id: '§1 Deposit', text: 'Members deposit.' },
  { id: '§1 Withdraw', text: 'Members withdraw.' },
  { id: '§1 Upline transfer', text: 'Members transfer to an upline.' },
  { id: '§1 Lottery', text: 'The site offers lottery betting.' },
  { id: '§1 Agent center', text: 'Agents use an agent center to run a team.' },
  { id: '§1 Real-time salary', text: 'Real-time salary is settled and distributed every 5 minutes.' },
  { id: '§2 Login modal', text: 'Login modal: username and mobile (SMS) tabs, remember password, forgot password, register, free trial.' },
  { id: '§2 Register modal', text: 'Register modal: username and mobile tabs; optional fields only when the server enables them.' },
  { id: '§2 Member center', text: 'Member center: my account, wallet, deposit, withdrawal, upline transfer, records, messages.' },
  { id: '§2 Platform messages', text: 'Platform messages with an unread count.' },
  { id: '§4 Account type', text: 'Account types 1, 2, 41, 42 are agents; 4 is a trial account barred from member features.' },
  { id: '§4 System status', text: '0 normal, 1 maintenance, 2 region restriction.' },
  { id: '§4 Login', text: 'Login: submit, validate, log in; on success the token is stored and member info loads.' },
  { id: '§4 Login captcha', text: 'On a failure flagged for captcha, the captcha input appears and the captcha is fetched.' },
  { id: '§4 Forced password change', text: 'The flagged default or an expired password opens the change-password modal.' },
  { id: '§4 Password change', text: 'After a password change: info reloads, the modal closes, go home.' },
  { id: '§4 SMS countdown', text: 'The SMS code button is disabled during the countdown and re-enabled at zero.' },
  { id: '§4 Register tab', text: 'Register tabs: register or registerMobile; switching reloads the captcha.' },
  { id: '§4 Affiliate field', text: 'The affiliate field shows only without a valid URL code and with the setting on.' },
  { id: '§4 Logout', text: 'Logout: confirmation, delete call, session cleared, go to /.' },
  { id: '§4 Withdrawal confirmation', text: 'A payout is confirmed received, partly received (amounts shown) or not received (with proof).' },
  { id: '§4 Auto receipt', text: 'Unconfirmed payouts count as received after a set time; forced receipt means no refund.' },
  { id: '§4 Contracts', text: 'Contracts from an upline can be accepted, rejected or terminated.' },
  { id: '§4 Contract replaces', text: 'A new contract terminates contracts of downlines with a higher rate.' },
  { id: '§4 Unregistered IP', text: 'Login from an unregistered IP asks for extra verification.' },
  { id: '§5 Username login', text: 'Username and password required (trimmed); captcha required when shown.' },
  { id: '§5 Registration', text: 'Registration is blocked unless all fields validate.' },
  { id: '§5 Affiliate check', text: 'A given affiliate code whose check fails warns that the invitation code is wrong and stops.' },
  { id: '§5 Field errors', text: 'The first validator message shows under each field.' },
  { id: '§5 Payment password', text: 'The payment password follows its rule (paymentPassword).' },
  { id: '§6 Member only', text: 'Deposit, withdraw, betting record and upline transfer are for real member accounts only.' },
  { id: '§6 Agent only', text: 'Agents transfer to downlines; non-agents cannot use the agent area.' },
  { id: '§7 Wallet transfer', text: 'Balance (sumBalance) and transfers between wallets (GCS_walletTransfer).' },
  { id: '§7 Password check', text: 'Points redeem and convert check the payment password.' },
  { id: '§8 Login failure', text: 'Login failure: loader off; captcha shown if flagged.' },
  { id: '§8 Registration failure', text: 'Failed registration: captcha reloaded if shown.' },
  { id: '§8 Network', text: 'Network link is abnormal, please try again.' },
  { id: '§9 Captcha refresh', text: 'Captcha refresh at most once per second.' },
  { id: '§9 Lazy images', text: 'Lazy images retry a failed load from a new random CDN pick (retries 3), then show a placeholder; loaded images are cached (200).' },
] as const satisfies readonly Requirement[];

export type RequirementId = (typeof REQUIREMENTS)[number]['id'];

const ids = new Set<string>(REQUIREMENTS.map((r) => r.id));

export function isRequirementId(id: string): id is RequirementId {
  return ids.has(id);
}

export function requirementText(id: string): string | undefined {
  return REQUIREMENTS.find((r) => r.id === id)?.text;
}

/** The spec ids of a state's or transition's `meta` (`meta: { spec: [...] }`); anything else is none. */
export function specIds(meta: unknown): string[] {
  const spec = (meta as { spec?: unknown } | null | undefined)?.spec;
  return Array.isArray(spec) ? spec.filter((s): s is string => typeof s === 'string') : [];
}
