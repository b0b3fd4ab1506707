/**
 * The mission badge's count is the mission reads' (src/machines/referral-reads); the member
 * center's badge takes it from here.
 */
export { useMissionCount } from '../../machines/referral-reads/use-mission-reads';
