import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_SEED, outcomeFor, roundAnswer, roundRecord, SERVER_SEED, SERVER_SEED_HASH, sessionFor } from './testing/fixtures';
import { fakeSite, renderGame } from './testing/render-game';
import type { StubRequest } from './testing/stub-api';
import { useVendorLocale } from './testing/vendor-i18n';

useVendorLocale('en');

const diceRound = async (req: StubRequest) => ({ value: roundAnswer(await outcomeFor('dice', req.body.choice, 7), req.body.stake, 7) });
const fairPanel = () => screen.getByRole('region', { name: 'Provably fair' });

describe('provably-fair panel', () => {
  it('shows the committed server seed hash, the client seed and the next nonce; a round moves the nonce on', async () => {
    const { user } = await renderGame('dice', { 'POST /round': diceRound });
    const panel = fairPanel();
    expect(panel).toHaveTextContent(SERVER_SEED_HASH);
    expect(within(panel).getByLabelText('Client seed')).toHaveValue(CLIENT_SEED);
    expect(panel).toHaveTextContent('Next nonce0');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(fairPanel()).toHaveTextContent('Next nonce8'));
  });

  it('rotating sends the new client seed, reveals the old server seed, commits the next, and lets the player verify the revealed rounds', async () => {
    const outcome = await outcomeFor('dice', { target: 5000 }, 3);
    let revealed = false;
    const { api, user } = await renderGame('dice', {
      'POST /seed': (req) => {
        revealed = true;
        return {
          value: {
            revealed: { serverSeed: SERVER_SEED, serverSeedHash: SERVER_SEED_HASH, clientSeed: CLIENT_SEED, lastNonce: 3 },
            next: { serverSeedHash: 'f'.repeat(64), clientSeed: req.body.clientSeed, nonce: 0 },
          },
        };
      },
      'GET /rounds': () => ({ value: { list: [roundRecord(outcome, 200, 3, { target: 5000 }, revealed)], page: 1, size: 20, total: 1 } }),
    });
    const history = screen.getByRole('region', { name: 'Last results' });
    await waitFor(() => expect(within(history).getByText('After the next seed rotation')).toBeInTheDocument());

    const seed = within(fairPanel()).getByLabelText('Client seed');
    await user.clear(seed);
    await user.type(seed, 'my new seed');
    // The vendor takes letters, digits, _ and - only.
    expect(seed).toHaveAttribute('aria-invalid', 'true');
    expect(within(fairPanel()).getByRole('button', { name: 'Rotate seeds' })).toBeDisabled();
    await user.clear(seed);
    await user.type(seed, 'my-new-seed');
    expect(seed).not.toHaveAttribute('aria-invalid');
    await user.click(within(fairPanel()).getByRole('button', { name: 'Rotate seeds' }));
    await waitFor(() => expect(api.calls('POST /seed')).toHaveLength(1));
    expect(api.calls('POST /seed')[0]!.body).toEqual({ clientSeed: 'my-new-seed' });
    const shown = await within(fairPanel()).findByRole('status');
    expect(shown).toHaveTextContent(SERVER_SEED);
    expect(shown).toHaveTextContent('Last nonce played3');
    expect(fairPanel()).toHaveTextContent('f'.repeat(64));

    // The history reloads: the round's seed is now revealed, so it can be verified here.
    const verify = await within(history).findByRole('link', { name: 'Verify' });
    expect(verify.getAttribute('href')).toMatch(/^\/demo-vendor\/verify\?engine=dice&/);
    await user.click(verify);
    expect(screen.getByRole('heading', { name: 'Verify a round' })).toBeInTheDocument();
    expect(screen.getByLabelText('Server seed')).toHaveValue(SERVER_SEED);
    expect(screen.getByLabelText('Nonce')).toHaveValue('3');
    expect(screen.getByLabelText('Choice (JSON)')).toHaveValue('{"target":5000}');
    await user.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(screen.getByRole('button', { name: 'Roll' })).toBeInTheDocument();
  });
});

describe('what goes wrong with a round', () => {
  it('insufficient balance is a translated refusal that can be dismissed', async () => {
    const { user } = await renderGame('dice', { 'POST /round': () => ({ errorCode: 'money.balance.insufficient', status: 409 }) });
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance for this stake.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a stake outside the table limits names the limits', async () => {
    const { user } = await renderGame('dice', { 'POST /round': () => ({ errorCode: 'money.amount.limit', status: 400, value: { min: 100, max: 20_000 } }) });
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The stake must be between P 1.00 and P 200.00.');
  });

  it('a stake above the balance is refused before any request', async () => {
    const { api, user } = await renderGame('dice', { 'POST /round': diceRound });
    await user.selectOptions(screen.getByLabelText('Stake'), 'P 200.00');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance for this stake.');
    expect(api.calls('POST /round')).toEqual([]);
  });

  it('no answer: the retry sends the same requestId, so the round cannot be played twice', async () => {
    let first = true;
    const { api, user, site } = await renderGame('dice', {
      'POST /round': async (req) => {
        if (first) {
          first = false;
          return 'network';
        }
        return diceRound(req);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    expect(alert).toHaveTextContent('Trying again will not play it twice.');
    expect(screen.getByRole('button', { name: 'Roll' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls('POST /round')).toHaveLength(2));
    const [a, b] = api.calls('POST /round');
    expect(b!.body.requestId).toBe(a!.body.requestId);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(site.balanceChanged).toHaveBeenCalledTimes(1);
  });

  it('an expired session ends the game; in a window of its own with a Close game button', async () => {
    const { user, site } = await renderGame('dice', { 'POST /round': () => ({ errorCode: 'demo.session.invalid', status: 401 }) }, sessionFor('dice'), fakeSite(false));
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your game session has ended.');
    expect(screen.getByRole('button', { name: 'Roll' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Close game' }));
    expect(site.close).toHaveBeenCalledTimes(1);
  });

  it('an expired session inside the site’s frame says so and leaves closing to the site’s one control', async () => {
    const { user } = await renderGame('dice', { 'POST /round': () => ({ errorCode: 'demo.session.invalid', status: 401 }) });
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your game session has ended.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('a session found over by a read (the history) also ends the game', async () => {
    await renderGame('dice', { 'GET /rounds': () => ({ errorCode: 'demo.session.invalid', status: 401 }) }, sessionFor('dice'), fakeSite(false));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Roll' })).toBeNull());
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Close game' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your game session has ended.');
    expect(screen.queryByRole('button', { name: 'Roll' })).toBeNull();
  });
});
