import { careEndpoints } from './care-endpoints';
import { contentEndpoints } from './content-endpoints';
import { pointsEndpoints } from './points-endpoints';
import { promotionEndpoints } from './promotion-endpoints';
import { protectionEndpoints } from './protection-endpoints';
import { referralEndpoints } from './referral-endpoints';

/**
 * Engagement and care (issue #7; docs/engagement.md): one lazy group made of five small modules,
 * each owning its own endpoints. The client loads it on the first engagement call; the server's
 * registry includes it.
 */
export const engagementEndpoints = {
  ...promotionEndpoints,
  ...pointsEndpoints,
  ...careEndpoints,
  ...contentEndpoints,
  ...referralEndpoints,
  ...protectionEndpoints,
};
