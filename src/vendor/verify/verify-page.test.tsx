import { createHash, createHmac } from 'node:crypto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resolveEngineConfig } from '../../game-engines/registry';
import { CLIENT_SEED, fixtureOf, hmac, outcomeFor, SERVER_SEED } from '../testing/fixtures';
import { useVendorLocale, WithVendorI18n } from '../testing/vendor-i18n';
import { VerifyPage } from './verify-page';
import { emptyVerifyParams, fixtureVerifyParams, readVerifyParams, type VerifyParams, verifyHref } from './verify-params';

useVendorLocale('en');

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** The server's derivation, written independently of the page's code (node:crypto). */
const block = (seed: string, message: string) => createHmac('sha256', seed).update(message).digest('hex');

function renderVerify(initial: Partial<VerifyParams>) {
  const user = userEvent.setup();
  render(
    <WithVendorI18n>
      <VerifyPage initial={{ ...emptyVerifyParams(), ...initial }} hmac={hmac} />
    </WithVendorI18n>,
  );
  return { user };
}

const dice = (over: Partial<VerifyParams> = {}): Partial<VerifyParams> => ({
  engine: 'dice',
  config: JSON.stringify(resolveEngineConfig('dice', {}, 96)),
  serverSeed: SERVER_SEED,
  serverSeedHash: sha256(SERVER_SEED),
  clientSeed: CLIENT_SEED,
  nonce: '5',
  choice: '{"target":5000}',
  ...over,
});

describe('verify page', () => {
  it('recomputes a dice round in the browser: the HMAC block, the number read from it, the outcome; the hash matches', async () => {
    const { user } = renderVerify(dice());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const result = await screen.findByRole('region', { name: 'Verification' });
    expect(result).toHaveTextContent(`SHA-256 of the server seed: ${sha256(SERVER_SEED)}`);
    expect(result).toHaveTextContent('It matches the hash shown before play.');
    const blocks = within(result).getByRole('table', { name: 'HMAC-SHA256 blocks' });
    const [, row] = within(blocks).getAllByRole('row');
    expect(row).toHaveTextContent(`${CLIENT_SEED}:5:0`);
    expect(row).toHaveTextContent(block(SERVER_SEED, `${CLIENT_SEED}:5:0`));
    const o = await outcomeFor('dice', { target: 5000 }, 5);
    if (o.engine !== 'dice') throw new Error('dice');
    const first = block(SERVER_SEED, `${CLIENT_SEED}:5:0`).slice(0, 8);
    expect(within(result).getAllByRole('listitem')[0]).toHaveTextContent(new RegExp(`^Bytes ${first} → 0\\.\\d{8} → ${o.roll} of 10000$`));
    const roll = (o.roll / 100).toFixed(2);
    expect(result).toHaveTextContent(o.win ? `Rolled ${roll} under 50.00: win` : `Rolled ${roll}, not under 50.00`);
  });

  it('says when SHA-256(server seed) is not the hash shown before play', async () => {
    const { user } = renderVerify(dice({ serverSeedHash: 'a'.repeat(64) }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('It does NOT match the hash shown before play.')).toBeInTheDocument();
  });

  it('slot rounds read five numbers from one block, one per reel', async () => {
    const { user } = renderVerify({ ...dice(), engine: 'slot', config: JSON.stringify(resolveEngineConfig('slot', {}, 96)), choice: '{}' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const result = await screen.findByRole('region', { name: 'Verification' });
    expect(within(result).getAllByRole('listitem')).toHaveLength(5);
    expect(within(result).getAllByRole('listitem')[0]).toHaveTextContent(/ of 32$/);
  });

  it('verifies a settled fixture from its revealed result seed', async () => {
    const fixture = fixtureOf({ status: 'settled', result: 'home', resultSeed: SERVER_SEED, resultHash: sha256(SERVER_SEED) });
    const { user } = renderVerify(fixtureVerifyParams(fixture));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const result = await screen.findByRole('region', { name: 'Verification' });
    expect(result).toHaveTextContent('It matches the hash shown before play.');
    expect(result).toHaveTextContent('fx-1:0:0');
    expect(result).toHaveTextContent(/Home win|Away win|Draw/);
  });

  it('explains bad input instead of computing', async () => {
    const { user } = renderVerify(dice({ config: '{oops' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The game config is not valid JSON.');
    // A valid config, but a target the game does not take.
    await user.clear(screen.getByLabelText('Game config (JSON)'));
    await user.clear(screen.getByLabelText('Choice (JSON)'));
    await user.click(screen.getByLabelText('Choice (JSON)'));
    await user.paste('{"target":1}');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This value does not fit the game: choice.target.');
    expect(screen.queryByRole('region', { name: 'Verification' })).toBeNull();
  });

  it('without WebCrypto (no secure connection) it says so', async () => {
    const user = userEvent.setup();
    render(
      <WithVendorI18n>
        <VerifyPage initial={{ ...emptyVerifyParams(), ...dice() }} hmac={null} />
      </WithVendorI18n>,
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot compute HMAC-SHA256 on this page');
  });

  it('every field is labelled, and the page address carries them', () => {
    renderVerify(dice());
    for (const name of ['Game engine', 'Game config (JSON)', 'Server seed', 'Server seed hash shown before play', 'Client seed', 'Nonce', 'Choice (JSON)']) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
    const p = { ...emptyVerifyParams(), ...dice() } as VerifyParams;
    expect(readVerifyParams(new URL(verifyHref(p, 'bn'), 'http://x').search)).toEqual(p);
  });
});
