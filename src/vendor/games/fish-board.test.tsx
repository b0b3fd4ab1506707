import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES } from '../../game-engines/fish';
import { outcomeFor, roundAnswer } from '../testing/fixtures';
import { renderGame } from '../testing/render-game';
import type { StubRequest } from '../testing/stub-api';
import { useVendorLocale } from '../testing/vendor-i18n';
import { schoolOf } from './fish-board';

useVendorLocale('en');

const shot = async (req: StubRequest) => ({ value: roundAnswer(await outcomeFor('fish', req.body.choice), req.body.stake) });

describe('fish shooter', () => {
  it('every species swims in the scene with its multiplier', () => {
    const school = schoolOf({ rtp: 0.96, species: DEFAULT_SPECIES });
    expect(new Set(school.map((f) => f.species.id))).toEqual(new Set(DEFAULT_SPECIES.map((s) => s.id)));
    // Bigger prizes swim faster.
    const seconds = (id: string) => parseFloat(String(school.find((f) => f.species.id === id)!.style.animationDuration));
    expect(seconds('dragon')).toBeLessThan(seconds('clownfish'));
  });

  it('each fish is also a button for keyboards; a shot is one round at that species', async () => {
    const { api, user, site } = await renderGame('fish', { 'POST /round': shot });
    const targets = screen.getByRole('list', { name: 'Fish in the water' });
    expect(within(targets).getAllByRole('button')).toHaveLength(DEFAULT_SPECIES.length);
    const shark = within(targets).getByRole('button', { name: 'Shoot the Shark (×20)' });
    shark.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    expect(api.calls('POST /round')[0]!.body).toMatchObject({ stake: 100, choice: { species: 'shark' } });
    const o = await outcomeFor('fish', { species: 'shark' });
    expect(await screen.findByText(o.engine === 'fish' && o.hit ? 'Hit!' : 'Missed')).toBeInTheDocument();
    expect(site.balanceChanged).toHaveBeenCalledTimes(1);
  });

  it('clicking a fish in the scene fires a shot', async () => {
    const { api, view } = await renderGame('fish', { 'POST /round': shot });
    // The whale is the school's only ×50 fish; its tag shows that.
    const whale = [...view.container.querySelectorAll('.dv-swimmer')].find((g) => g.textContent === '×50')!;
    fireEvent.click(whale);
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(1));
    expect(api.calls('POST /round')[0]!.body.choice).toEqual({ species: 'whale' });
    // The scene is decoration for assistive technology: the buttons are the accessible targets.
    expect(view.container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('no second shot while one is in flight', async () => {
    let release: () => void = () => {};
    const { api, user } = await renderGame('fish', {
      'POST /round': async (req) => {
        await new Promise<void>((r) => (release = r));
        return shot(req);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Shoot the Turtle (×5)' }));
    expect(screen.getByRole('button', { name: 'Shoot the Whale (×50)' })).toBeDisabled();
    expect(api.calls('POST /round')).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shoot the Whale (×50)' })).toBeEnabled());
  });
});
