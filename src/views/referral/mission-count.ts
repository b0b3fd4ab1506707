/**
 * The mission badge's count and the claim signal are the mission reads' (src/machines/referral-reads);
 * the member center's badge takes them from here.
 */
export { missionsChanged, useMissionCount, useMissionsChanged } from '../../machines/referral-reads/use-mission-reads';
