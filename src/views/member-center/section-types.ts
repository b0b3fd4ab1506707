import type { MemberCenterPage } from '../../machines/member-center/member-center.pages';
import type { MemberCenterFocus } from '../../machines/member-center/member-center.types';

/** Pages of the member center (SPEC §2), by the names the product uses (defined beside its chart). */
export { MEMBER_CENTER_PAGES, type MemberCenterPage } from '../../machines/member-center/member-center.pages';

/** Every section component gets these: it may send the member to another section. */
export interface SectionProps {
  go: (page: MemberCenterPage, focus?: MemberCenterFocus) => void;
  /** The form this page opens with (asked for by the page that sent the member here). */
  focus?: MemberCenterFocus | null;
}
