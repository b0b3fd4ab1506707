import { useApiResource } from '../resource/use-resource';

/** The member's own feedback with the operator's replies (SPEC §7 GET /wps/feedback). */
export function useMyFeedback() {
  return useApiResource('feedbackList');
}
