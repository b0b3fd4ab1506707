import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MONEY } from '../../config/constants';
import { createUploadProof } from './actors/withdrawal-confirmation-actors';
import { confirmationInputFixture, paidWithdrawalFixture } from './withdrawal-confirmation.fixtures';
import { confirmRequest, proofFileError, receivedAmountError, remainingAmount } from './withdrawal-confirmation.rules';
import type { WithdrawalConfirmationContext } from './withdrawal-confirmation.types';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('proof image rules (SPEC §5: png or jpg, each at most 5 MB)', () => {
  it('takes png and jpg up to exactly 5 MB', () => {
    expect(proofFileError(file('a.png', 'image/png', 1))).toBeNull();
    expect(proofFileError(file('a.jpg', 'image/jpeg', MONEY.proofMaxBytes))).toBeNull();
    expect(proofFileError(file('A.JPEG', 'IMAGE/JPEG', 10))).toBeNull();
  });

  it('refuses one byte over 5 MB', () => {
    expect(MONEY.proofMaxBytes).toBe(5 * 1024 * 1024);
    expect(proofFileError(file('a.png', 'image/png', MONEY.proofMaxBytes + 1))).toEqual({ key: 'money.proof.size' });
  });

  it('refuses other types whatever the name says, and empty files', () => {
    expect(proofFileError(file('a.gif', 'image/gif', 10))).toEqual({ key: 'money.proof.type' });
    expect(proofFileError(file('a.png', 'application/pdf', 10))).toEqual({ key: 'money.proof.type' });
    expect(proofFileError(file('a.webp', 'image/webp', 10))).toEqual({ key: 'money.proof.type' });
    expect(proofFileError(file('a.png', 'image/png', 0))).toEqual({ key: 'money.proof.type' });
  });

  it('judges a file without a MIME type by its name', () => {
    expect(proofFileError(file('scan.JPG', '', 10))).toBeNull();
    expect(proofFileError(file('scan.png', '', 10))).toBeNull();
    expect(proofFileError(file('scan.gif', '', 10))).toEqual({ key: 'money.proof.type' });
    expect(proofFileError(file('scan', '', 10))).toEqual({ key: 'money.proof.type' });
  });

  it('a wrong type is reported before a wrong size', () => {
    expect(proofFileError(file('a.gif', 'image/gif', MONEY.proofMaxBytes + 1))).toEqual({ key: 'money.proof.type' });
  });
});

describe('partly received: amount received and remaining', () => {
  const c = (receivedText: string) => ({ ...confirmationInputFixture, receivedText }); // amount P 1,000.00

  it('needs 1 ≤ received < amount (minor units)', () => {
    expect(receivedAmountError(c('0.01'))).toBeNull();
    expect(receivedAmountError(c('999.99'))).toBeNull();
    expect(receivedAmountError(c('1000'))).toEqual({ key: 'money.withdrawal.received_amount' });
    expect(receivedAmountError(c('1,000.01'))).toEqual({ key: 'money.withdrawal.received_amount' });
    expect(receivedAmountError(c('0'))).toEqual({ key: 'money.amount.invalid' });
    expect(receivedAmountError(c('12.345'))).toEqual({ key: 'money.amount.invalid' });
    expect(receivedAmountError(c(''))).toEqual({ key: 'validation.required' });
  });

  it('remaining is amount − received, only while the received amount is valid', () => {
    expect(remainingAmount(100_000, 40_000)).toBe(60_000);
    expect(remainingAmount(100_000, 1)).toBe(99_999);
    expect(remainingAmount(100_000, 99_999)).toBe(1);
    expect(remainingAmount(100_000, 100_000)).toBeNull();
    expect(remainingAmount(100_000, 150_000)).toBeNull();
    expect(remainingAmount(100_000, null)).toBeNull();
    expect(remainingAmount(100_000, 0)).toBeNull();
  });

  it('sends the outcome with exactly what it needs', () => {
    const base: WithdrawalConfirmationContext = {
      ...confirmationInputFixture,
      outcome: 'received',
      receivedText: '400',
      proof: null,
      proofId: 'pf_9',
      errors: {},
      errorKey: null,
      result: null,
      settledStatus: null,
    };
    expect(confirmRequest(base)).toEqual({ withdrawalId: paidWithdrawalFixture.id, outcome: 'received' });
    expect(confirmRequest({ ...base, outcome: 'partlyReceived' })).toEqual({ withdrawalId: 'wd_7', outcome: 'partlyReceived', receivedAmount: 40_000 });
    expect(confirmRequest({ ...base, outcome: 'notReceived' })).toEqual({ withdrawalId: 'wd_7', outcome: 'notReceived', proofId: 'pf_9' });
  });
});

describe('proof upload actor', () => {
  it('sends the image as the multipart field `file` of withdrawalProof', async () => {
    const calls: { name: string; body: unknown }[] = [];
    const api = {
      call: async (name: string, opts: { body?: unknown } = {}) => {
        calls.push({ name, body: opts.body });
        return { proofId: 'pf_1' };
      },
    };
    const image = new File([new Uint8Array([1, 2, 3])], 'proof.jpg', { type: 'image/jpeg' });
    const actor = createActor(createUploadProof(api as never), { input: { file: image } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ proofId: 'pf_1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe('withdrawalProof');
    const body = calls[0]!.body as FormData;
    expect(Object.prototype.toString.call(body)).toBe('[object FormData]');
    const sent = body.get('file') as File;
    expect(sent.name).toBe('proof.jpg');
    expect(sent.size).toBe(3);
  });
});
