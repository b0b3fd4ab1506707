import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clubFixture, promotionPageFixture, vipDinnerFixture, vipGiftFixture } from '../../machines/promotions/promotions.fixtures';
import { signInAsMember } from '../games/games-testing';
import { renderApp } from '../testing/render-app';

afterEach(() => sessionStorage.clear());

/** VIP promotions (docs/engagement.md "VIP promotions"): the card names the level, and says why a member below it cannot take part. */
describe('VIP promotion cards', () => {
  it('a member below the level sees the card closed with the reason; one at the level can join', async () => {
    const page = { ...promotionPageFixture, list: [vipGiftFixture, vipDinnerFixture, clubFixture] };
    await renderApp({ path: '/promotions', responses: { ...signInAsMember(), promotionsMine: page } });
    const below = await screen.findByRole('article', { name: 'VIP birthday gift' });
    expect(within(below).getByText('Closed')).toBeInTheDocument();
    expect(within(below).getByText('Not available to you yet: this promotion is for VIP Silver or higher.')).toBeInTheDocument();
    expect(within(below).queryByRole('button')).toBeNull();
    const open = screen.getByRole('article', { name: 'Bronze dinner' });
    expect(within(open).getByText('For VIP Bronze or higher')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Join: Bronze dinner' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Slots rebate club' })).queryByText(/VIP/)).toBeNull();
  });
});
