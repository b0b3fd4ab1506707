import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { WithdrawalStatus } from '../../../src/api/schemas/money';
import { SYSTEM } from '../../../src/config/constants';
import type { GeneratedPath } from '../../../src/machines/graph/paths';
import { withdrawalConfirmationModel } from '../../../src/machines/withdrawal-confirmation/withdrawal-confirmation.model';
import type { WithdrawalConfirmationContext } from '../../../src/machines/withdrawal-confirmation/withdrawal-confirmation.types';
import { closeWelcome, home, logIn } from '../support/accounts';
import { arrangePaidWithdrawal, memberClient, type PaidWithdrawal, pngImage } from '../support/money';
import { opsRun } from '../support/ops';
import { type RunningServer, startServer } from '../support/server';
import { describeBrowserPaths, type PathWorld, RequestGate } from './runner';
import { absent, attribute, enabled, hasText, lacksText, offers, shows, value } from './see';

/**
 * Each path gets a fresh member, arranged through the real API: registered (logged in from this
 * path's address), P 1,000.00 deposited (demo channel, confirmed by /dev/deposit/confirm), payment
 * password, a bKash payout account, a P 1,000.00 withdrawal, paid out by the operator
 * (`ops withdrawal approve`). The member logs in in the browser from the same address, opens the
 * member center with the header's Withdraw button and clicks "Confirm receipt" on that withdrawal.
 *
 * The proof upload and the confirmation are held at the page, so `uploading` / `submitting` are
 * seen; each result is the real server's answer, arranged as the path says (read ahead):
 * - upload succeeds: a real PNG; "not an image by its bytes": a file named proof.png, typed
 *   image/png, whose bytes are not an image (the model's own fixture bytes): the server judges it;
 * - "answered in another tab": while the member's request is held, the same member's session
 *   answers `received` through the API first; the held request then gets 409 money.withdrawal.state;
 * - "auto-received meanwhile": on a second server whose WITHDRAWAL_AUTO_RECEIVE_MINUTES is 1 (the
 *   minimum), the member waits on the panel until confirmBy has passed and the operator's
 *   `ops withdrawal auto-receive` has marked it autoReceived, then submits (real time: ~1 min);
 * - "offline": the upload's connection is dropped at the page; "time-out": the confirmation is held
 *   and the page clock (installed for these paths) jumps past the client's request time-out.
 */
const PASSWORD = 'Bazar#Green2026';
const AMOUNT = 100_000; // P 1,000.00, the model's withdrawal
const AUTO = 'auto-received meanwhile';

interface Data {
  username: string;
  /** The server this path runs against (the second one for auto-receive paths). */
  server: RunningServer | null;
  paid: PaidWithdrawal | null;
  upload: RequestGate | null;
  confirm: RequestGate | null;
}

const label = (e: EventObject) => (e as { label?: string }).label ?? '';
const isResult = (e: EventObject, actor: string) => e.type === `xstate.done.actor.${actor}` || e.type === `xstate.error.actor.${actor}`;
const labelsOf = (path: GeneratedPath) => path.steps.map((s) => label(s.event));
/** The label of the next result of `actor` after the step being performed ('' for a plain success). */
function nextResult(w: PathWorld<Data>, actor: string): string | undefined {
  const next = w.path.steps.slice(w.step + 1).find((s) => isResult(s.event, actor));
  return next ? label(next.event) : undefined;
}

let serial = 0;
const freshName = () => `wc${Date.now() % 1e7}${serial++}`.slice(0, 16);

/** A second server for the forced-receipt paths: confirmBy one minute after the operator's approval. */
let autoServer: Promise<RunningServer> | null = null;
const autoServerLike = (main: RunningServer) =>
  (autoServer ??= startServer({
    TRUSTED_PROXIES: '127.0.0.1,::1',
    DIST_DIR: main.env.DIST_DIR,
    DEMO_DEPOSIT_DELAY_MS: '0',
    WITHDRAWAL_AUTO_RECEIVE_MINUTES: '1',
  }));
afterAll(async () => {
  if (autoServer) await (await autoServer).stop();
});

const ctx = (w: PathWorld<Data>) => w.expected.context as WithdrawalConfirmationContext;
const reference = (w: PathWorld<Data>) => w.data.paid!.withdrawal.reference;
const memberCenter = (page: Page) => page.getByRole('dialog', { name: 'Member center' });
const panel = (w: PathWorld<Data>) => memberCenter(w.page).getByRole('region', { name: `Confirm receipt of ${reference(w)}` });
const row = (w: PathWorld<Data>) => memberCenter(w.page).getByRole('listitem', { name: `Withdrawal ${reference(w)}` });
const button = (w: PathWorld<Data>, name: string) => panel(w).getByRole('button', { name, exact: true });
const token = (w: PathWorld<Data>) => w.page.evaluate(() => sessionStorage.getItem('token'));

const STATUS_TEXT: Partial<Record<WithdrawalStatus, string>> = {
  received: 'Received',
  partlyReceived: 'Partly received',
  notReceived: 'Not received',
  autoReceived: 'Received automatically',
};
const ERROR_TEXT: Record<string, string> = {
  'network.timeout': 'The page took longer to load, check your network',
  'network.abnormal': 'Network link is abnormal, please try again',
  'validation.required': 'Input cannot be empty',
  'money.proof.type': 'Only png or jpg images can be uploaded',
  'money.withdrawal.proof_required': 'Please upload a proof',
};

/** The withdrawal as the server now has it (the member's own list, with the browser's session). */
async function serverStatus(w: PathWorld<Data>): Promise<WithdrawalStatus | undefined> {
  const api = memberClient(w.data.server!, w.ip, (await token(w))!);
  const { list } = await api.call('withdrawals', { query: { page: 1 } });
  return list.find((x) => x.id === w.data.paid!.withdrawal.id)?.status;
}

/** What the panel shows while the member can still act: the deadline note, and no busy state. */
async function answerable(w: PathWorld<Data>) {
  await shows(panel(w).getByText(/^Please answer by .+\(GMT\+8\)\. Without an answer the payment counts as received, with no refund\.$/));
  await attribute(panel(w), 'aria-busy', 'false');
}

async function fieldMessage(w: PathWorld<Data>, input: ReturnType<Page['getByLabel']>, key: string | undefined) {
  if (key) {
    await attribute(input, 'aria-invalid', 'true');
    await hasText(panel(w).getByRole('alert'), ERROR_TEXT[key]!);
  } else {
    await attribute(input, 'aria-invalid', null);
    expect(await panel(w).getByRole('alert').count()).toBe(0);
  }
}

/**
 * An answered withdrawal, as its row shows it at once (no "Refresh withdrawals"): the new status,
 * nothing asking for an answer, only Close on the open card; after Close, no control at all.
 */
async function answeredRow(w: PathWorld<Data>, status: string) {
  const item = row(w);
  await hasText(item.locator('.withdraw-item__head'), status);
  for (const stale of ['Paid, awaiting your confirmation', 'Please confirm by', 'Please answer by']) await lacksText(item, stale);
  await offers(item, ['Close']);
  await button(w, 'Close').click();
  await absent(panel(w));
  await hasText(item.locator('.withdraw-item__head'), status);
  for (const stale of ['Paid, awaiting your confirmation', 'Please confirm by']) await lacksText(item, stale);
  await offers(item, []);
}

/** Until the server counts the withdrawal as received by force: confirmBy passed and the operator's job ran. */
async function waitForForcedReceipt(w: PathWorld<Data>) {
  const wait = w.data.paid!.confirmByMs + 500 - Date.now();
  if (wait > 0) await w.page.waitForTimeout(wait);
  for (let i = 0; i < 40; i++) {
    await opsRun(w.data.server!, 'withdrawal', 'auto-receive');
    if ((await serverStatus(w)) === 'autoReceived') return;
    await w.page.waitForTimeout(500);
  }
  throw new Error(`withdrawal ${reference(w)} was not auto-received after its confirmBy`);
}

describeBrowserPaths<typeof withdrawalConfirmationModel.machine, Data>({
  model: withdrawalConfirmationModel,
  ipPrefix: '10.45',
  serverEnv: { DEMO_DEPOSIT_DELAY_MS: '0' },
  // The forced-receipt paths wait for a real one-minute deadline.
  timeout: (path) => (labelsOf(path).includes(AUTO) ? 150_000 : undefined),
  // …and spend it waiting, so they wait together (after the others). Each has its own member and
  // withdrawal; the job one of them runs may receive another's too once that one's deadline has
  // passed, which is what the other is waiting for.
  concurrent: (path) => labelsOf(path).includes(AUTO),
  unsupported: (path) => {
    const labels = labelsOf(path);
    if (labels.includes('amount refused'))
      return 'the server refuses receivedAmount (money.withdrawal.received_amount) only when it is < 1 or ≥ the amount, and the SPA sends only 1 ≤ amount received < amount (the same withdrawal amount on both sides), so the real server never answers this to the SPA';
    if (labels.includes('proof expired'))
      return 'the server keeps uploaded proofs without expiry and accepts any proof the member uploaded; money.withdrawal.proof_required after a successful upload would need a proof id that is not the member\'s, which the SPA never sends';
    return null;
  },
  data: () => ({ username: freshName(), server: null, paid: null, upload: null, confirm: null }),
  start: async (w) => {
    const labels = labelsOf(w.path);
    const server = labels.includes(AUTO) ? await autoServerLike(w.server) : w.server;
    w.data.server = server;
    // The page clock runs as usual; a time-out path jumps it past the client's request time-out.
    if (labels.includes('time-out')) await w.page.clock.install();
    w.data.paid = await arrangePaidWithdrawal(server, w.ip, { username: w.data.username, password: PASSWORD, amount: AMOUNT });
    w.data.upload = await RequestGate.on(w.page, (url) => url.pathname === '/wps/withdrawal/proof', 'PUT');
    w.data.confirm = await RequestGate.on(w.page, (url) => url.pathname === '/wps/withdrawal/confirm', 'POST');
    await home(w.page, `${server.url}/`);
    await logIn(w.page, w.data.username, PASSWORD);
    // Registered with a session through the API: not its first login, so no welcome.
    await closeWelcome(w.page, { firstLogin: false });
    await w.page.getByRole('banner').getByRole('button', { name: 'Withdraw', exact: true }).click();
    const item = memberCenter(w.page).getByRole('listitem', { name: `Withdrawal ${reference(w)}` });
    await hasText(item, 'Paid, awaiting your confirmation');
    await item.getByRole('button', { name: 'Confirm receipt' }).click();
  },
  states: {
    choosing: async (w) => {
      await answerable(w);
      await shows(panel(w).getByText('Did you receive P 1,000.00 in your account?'));
      for (const name of ['Received in full', 'Partly received', 'Not received', 'Later']) await enabled(button(w, name));
    },
    received: async (w) => {
      await answerable(w);
      await shows(panel(w).getByText('You confirm that P 1,000.00 arrived in full.'));
      await enabled(button(w, 'Confirm receipt'));
      await enabled(button(w, 'Back'));
    },
    partlyReceived: async (w) => {
      await answerable(w);
      const c = ctx(w);
      const input = panel(w).getByLabel('Amount received', { exact: true });
      await value(input, c.receivedText);
      // The remaining part, live: P 1,000.00 − P 400.00.
      await hasText(panel(w).getByText(/^Remaining: /), c.receivedText === '400' ? 'Remaining: P 600.00' : 'Remaining: –');
      await fieldMessage(w, input, c.errors.receivedAmount?.key);
      await enabled(button(w, 'Report amount received'));
    },
    notReceived: async (w) => {
      await answerable(w);
      const c = ctx(w);
      const input = panel(w).getByLabel('Proof of non-receipt', { exact: true });
      await enabled(input);
      if (c.proof) await hasText(panel(w).getByRole('status'), 'Chosen: proof.png (2 KB)');
      else expect(await panel(w).getByRole('status').count()).toBe(0);
      await fieldMessage(w, input, c.errors.proof?.key);
      await enabled(button(w, 'Upload proof and report'));
    },
    uploading: async (w) => {
      await attribute(panel(w), 'aria-busy', 'true');
      await enabled(button(w, 'Uploading proof…'), false);
      await enabled(button(w, 'Back'), false);
      await enabled(panel(w).getByLabel('Proof of non-receipt', { exact: true }), false);
    },
    submitting: async (w) => {
      await attribute(panel(w), 'aria-busy', 'true');
      await enabled(button(w, 'Submitting…'), false);
      expect(await button(w, 'Back').count()).toBe(0);
    },
    failed: async (w) => {
      await hasText(panel(w).getByRole('alert'), ERROR_TEXT[ctx(w).errorKey!]!);
      await enabled(button(w, 'Try again'));
      await enabled(button(w, 'Back'));
      // Nothing reached the server: the withdrawal still awaits an answer.
      expect(await serverStatus(w)).toBe('paid');
    },
    done: async (w) => {
      const c = ctx(w);
      const outcome = c.outcome!;
      const status = panel(w).getByRole('status');
      await hasText(status, 'Thank you, your answer was recorded.');
      await hasText(status, `Status: ${STATUS_TEXT[outcome]}`);
      if (outcome === 'partlyReceived') await hasText(status, 'Received P 400.00, remaining P 600.00.');
      if (outcome === 'notReceived') await hasText(status, 'We will check your proof and contact you.');
      await absent(panel(w).getByText(/^Please answer by/));
      expect(await serverStatus(w)).toBe(outcome);
      await answeredRow(w, STATUS_TEXT[outcome]!);
    },
    autoReceived: async (w) => {
      await hasText(
        panel(w).getByRole('status'),
        'This withdrawal can no longer be confirmed: it already counts as received, because it was not confirmed in time. A forced receipt cannot be refunded.',
      );
      await enabled(button(w, 'Close'));
      expect(await serverStatus(w)).toBe('autoReceived');
      await answeredRow(w, 'Received automatically');
    },
    alreadyAnswered: async (w) => {
      const status = panel(w).getByRole('status');
      await hasText(status, 'This withdrawal was already answered or closed.');
      // The other tab answered "received".
      await hasText(status, 'Status: Received');
      await enabled(button(w, 'Close'));
      expect(await serverStatus(w)).toBe('received');
      await answeredRow(w, 'Received');
    },
  },
  exec: {
    'confirm.choose': async (e, w) => {
      const outcome = (e as unknown as { outcome: string }).outcome;
      const name = { received: 'Received in full', partlyReceived: 'Partly received', notReceived: 'Not received' }[outcome]!;
      await button(w, name).click();
    },
    'confirm.back': async (_e, w) => button(w, 'Back').click(),
    'confirm.retry': async (_e, w) => button(w, 'Try again').click(),
    'confirm.amount': async (e, w) => {
      await panel(w).getByLabel('Amount received', { exact: true }).fill((e as unknown as { value: string }).value);
    },
    'confirm.file': async (e, w) => {
      const input = panel(w).getByLabel('Proof of non-receipt', { exact: true });
      if (label(e) === 'gif') {
        await input.setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.alloc(2048, 7) });
        return;
      }
      // Typed and named as a PNG; a real one unless the server must refuse it by its bytes.
      const refused = nextResult(w, 'uploadProof') === 'not an image by its bytes';
      await input.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: refused ? Buffer.alloc(2048, 7) : pngImage(2048) });
    },
    'confirm.submit': async (_e, w) => {
      const c = w.previous.context as WithdrawalConfirmationContext;
      // Forced receipt: the member is still on the panel when the deadline passes (confirmBy + the operator's job).
      if (w.expected.value !== c.outcome && nextResult(w, 'confirmWithdrawal') === AUTO) await waitForForcedReceipt(w);
      const name = { received: 'Confirm receipt', partlyReceived: 'Report amount received', notReceived: 'Upload proof and report' }[c.outcome!]!;
      await button(w, name).click();
    },
    'xstate.done.actor.uploadProof': async (_e, w) => w.data.upload!.pass(),
    'xstate.error.actor.uploadProof': async (e, w) => (label(e) === 'offline' ? w.data.upload!.fail() : w.data.upload!.pass()),
    'xstate.done.actor.confirmWithdrawal': async (_e, w) => w.data.confirm!.pass(),
    'xstate.error.actor.confirmWithdrawal': async (e, w) => {
      const gate = w.data.confirm!;
      switch (label(e)) {
        case 'answered in another tab': {
          // The same member, another tab (same session): its answer reaches the server first.
          await gate.arrival();
          const api = memberClient(w.data.server!, w.ip, (await token(w))!);
          await api.call('withdrawalConfirm', { body: { withdrawalId: w.data.paid!.withdrawal.id, outcome: 'received' } });
          return gate.pass();
        }
        case 'time-out':
          return gate.timeOut(w.page, SYSTEM.requestTimeoutMs + 1000);
        default:
          // Forced receipt: the deadline passed before the submit (see confirm.submit).
          return gate.pass();
      }
    },
  },
});
