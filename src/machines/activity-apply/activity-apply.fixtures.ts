import type { PromoApplication } from '../../api/schemas/promotions';

export const applyInputFixture = { promotionId: 'bd01-promo-limited-share' };

/** An image the client's checks accept (the server reads the bytes). */
export function imageFile(name = 'win.png', type = 'image/png', size = 2048): File {
  return new File([new Uint8Array(size).fill(7)], name, { type });
}

export const applicationFixture: PromoApplication = {
  id: 'app_1',
  promotionId: 'bd01-promo-limited-share',
  title: 'Share your big win',
  comment: 'Won P 2,400 on Lucky Fish',
  images: 1,
  status: 'applying',
  createdAt: '2026-11-15T04:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
};
