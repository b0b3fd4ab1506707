import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { promotionPageFixture, vipDinnerFixture, vipGiftFixture } from '../../machines/promotions/promotions.fixtures';
import { signInAsMember } from '../games/games-testing';
import { renderApp } from '../testing/render-app';

afterEach(() => sessionStorage.clear());

// Its own file: the promotions catalog part must load here for the first time, in Bengali.
describe('VIP promotion cards in Bengali (the default language)', () => {
  it('name the level and the reason a member below it cannot take part', async () => {
    const page = { ...promotionPageFixture, list: [{ ...vipGiftFixture, minVipName: 'সিলভার' }, { ...vipDinnerFixture, minVipName: 'ব্রোঞ্জ' }] };
    await renderApp({ path: '/promotions', locale: 'bn', responses: { ...signInAsMember(), promotionsMine: page } });
    const below = await screen.findByRole('article', { name: 'VIP birthday gift' }, { timeout: 5000 });
    expect(within(below).getByText('এখনও আপনার জন্য নয়: এই প্রোমোশনটি ভিআইপি সিলভার বা তার উপরের স্তরের জন্য।')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bronze dinner' })).getByText('ভিআইপি ব্রোঞ্জ বা তার উপরের স্তরের জন্য')).toBeInTheDocument();
  });
});
