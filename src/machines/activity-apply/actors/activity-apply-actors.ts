import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { PromoApplication } from '../../../api/schemas/promotions';
import { applyForm } from '../activity-apply.rules';
import type { ActivityApplyContext } from '../activity-apply.types';

type Api = Pick<ApiClient, 'call'>;

/** PUT /wps/promotion/apply: multipart/form-data (promotionId, comment, images). */
export function createSubmitApplication(api: Api) {
  return fromPromise<PromoApplication, Pick<ActivityApplyContext, 'promotionId' | 'comment' | 'images'>>(({ input, signal }) =>
    api.call('activityApply', { body: applyForm(input), signal }),
  );
}
