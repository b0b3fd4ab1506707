import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { ContractKind, ContractStatus, ContractTier } from '../../../src/api/schemas/agent';
import { dailyTier, givenOffered, givenValid, myValidContract } from '../../../src/machines/contract/contract.fixtures';
import { contractModel } from '../../../src/machines/contract/contract.model';
import type { ContractContext } from '../../../src/machines/contract/contract.types';
import type { GeneratedPath } from '../../../src/machines/graph/paths';
import { closeWelcome, home, logIn, signOutButton } from '../support/accounts';
import { apiVisitor } from '../support/api';
import { opsRun } from '../support/ops';
import { within } from '../support/poll';
import { describeBrowserPaths, type PathWorld, RequestGate, waitsForTime } from './runner';
import { absent, attribute, enabled, hasText, shows, value } from './see';

/**
 * The contract chart (docs/agents.md "Contracts") in a real browser. Each path arranges its own
 * agents through the real API, the operator commands and one dev-only aid, never the database:
 *
 * - the upline U of every path is a fresh account registered from this path's address and made a
 *   top-level agent (dev-only POST /dev/agents/top-level, as agent01 is in the seed), with the
 *   platform's daily salary granted by `ops agents contract grant` — the model's own tiers: 1% from
 *   the first bet, 1.5% from P 50,000 a day and 5 active members (and, for the popup, an hourly
 *   salary of 0.4% from P 1,000 an hour);
 * - section paths on "my valid contract": U signs in. It registered two direct agents in its team
 *   (agent0…a, agent0…b, so the model's search "agent0" finds both), gave agent0…b a daily salary
 *   it accepted (0.5%; 1.2% from P 50,000 and 5 active), offered agent0…a ten times and withdrew
 *   each, then offered it once more (0.8%, open): twelve contracts given, two pages, as the model;
 * - section paths on "an offer to me", and the popup paths: a direct agent D of U signs in, with
 *   U's open daily offer (0.8%; the popup also an hourly one: 0.3% from P 1,000 an hour). In the
 *   section paths the popup the login brings is put off with "Later" first (the person's way to the
 *   agent center); the popup paths sign in as the first step (`contract.watch`);
 * - "no contract": a fresh top-level agent without any contract signs in.
 *
 * Each call of the chart is held at the page (so the loading state is seen) and then reaches the
 * real server or is dropped ("offline"). What the server answers is arranged as the path says,
 * while the call is held, the way it happens for real:
 * - an offer "answered meanwhile" (relay) / the downline's answers (check): the other party, or the
 *   same account in another tab, answers through the API first;
 * - "withdrawn meanwhile" (answer) / "withdrawn elsewhere" (check): the upline withdraws the offer
 *   through the API first; the held call then gets the real 409 / the cancelled offer;
 * - "my contract ended meanwhile" / "my tiers changed": the operator ends U's contract, or grants a
 *   new one of 0.5% (`ops agents contract end|grant`); the held offer gets the real 409;
 * - "nothing waits" after a poll: the open offers were answered in another tab;
 * - `after offerPoll`: the page clock (installed for those paths) runs the poll interval.
 */
const PASSWORD = 'Bazar#Green2026';
const GIVEN_CANCELLED = 10;

/** U's platform contracts (wire: minor units, basis points). */
const U_DAILY: ContractTier[] = [dailyTier(100), dailyTier(150, { betDaily: 5_000_000, activeMembers: 5 })];
const U_HOURLY: ContractTier[] = [dailyTier(40, { betHourly: 100_000 })];
/** What the operator grants U instead in "my tiers changed": 0.5% from the first bet. */
const U_DAILY_LOWER: ContractTier[] = [dailyTier(50)];
const OFFER_DAILY: ContractTier[] = [dailyTier(80)];
const OFFER_HOURLY: ContractTier[] = [dailyTier(30, { betHourly: 100_000 })];
const D2_DAILY: ContractTier[] = [dailyTier(50), dailyTier(120, { betDaily: 5_000_000, activeMembers: 5 })];

type Subject = 'upline' | 'offeree' | 'none' | 'watcher';

interface Data {
  n: string;
  subject: Subject;
  upline: string;
  /** U's own API session (valid while U is not the browser's account: a login replaces the session). */
  uplineToken: string | null;
  /** U's platform daily contract. */
  myContractId: string | null;
  d1: string;
  d2: string;
  d1OfferId: string | null;
  d2ContractId: string | null;
  d2Token: string | null;
  /** The agent signing in for "an offer to me" and the popup paths. */
  offeree: string;
  offerIds: Partial<Record<ContractKind, string>>;
  noContract: string;
  /** The downline the draft chose, and the offer it sent. */
  chosen: string | null;
  sentId: string | null;
  gates: Partial<Record<'contracts' | 'team' | 'offer' | 'answer' | 'end' | 'consolidated' | 'daily' | 'hourly', RequestGate>>;
}

const label = (e: EventObject) => (e as { label?: string }).label ?? '';
const isResult = (e: EventObject, actor: string) => e.type === `xstate.done.actor.${actor}` || e.type === `xstate.error.actor.${actor}`;
function nextResult(w: PathWorld<Data>, actor: string): string | undefined {
  const next = w.path.steps.slice(w.step + 1).find((s) => isResult(s.event, actor));
  return next ? label(next.event) : undefined;
}
const firstResult = (path: GeneratedPath, actor: string) => {
  const step = path.steps.find((s) => isResult(s.event, actor));
  return step ? label(step.event) : undefined;
};
/** The chart's calls that change the server's list of contracts when they succeed. */
const CHANGES = ['offerContract', 'answerContract', 'endContract'];
/** The labels of a call's answers along the path. */
const successes = (path: GeneratedPath, actor: string) => path.steps.filter((s) => s.event.type === `xstate.done.actor.${actor}`).map((s) => label(s.event));
const watching = (path: GeneratedPath) => path.steps[0]?.event.type === 'contract.watch';

function subjectOf(path: GeneratedPath): Subject {
  if (watching(path)) return 'watcher';
  const first = firstResult(path, 'loadContracts');
  if (first === 'an offer to me') return 'offeree';
  if (first === 'no contract') return 'none';
  return 'upline';
}

let serial = 0;

const ctx = (w: PathWorld<Data>) => w.expected.context as ContractContext;
const kindName = (kind: ContractKind) => ({ daily: 'Daily salary', hourly: 'Hourly salary', dividend: 'Dividend', realtime: 'Real-time salary' })[kind];
const agentCenter = (page: Page) => page.getByRole('dialog', { name: 'Agent center' });
/** The contract section, inside the agent center's panel (both carry the kind's name). */
const section = (w: PathWorld<Data>) => {
  const named = { name: 'Daily salary', exact: true } as const;
  return agentCenter(w.page).getByRole('region', named).getByRole('region', named);
};
const popup = (page: Page) => page.getByRole('dialog', { name: 'Contract offer' });
const editor = (w: PathWorld<Data>) => section(w).getByRole('region', { name: 'New offer: Daily salary', exact: true });
/** Where the chart shows itself: the popup, or the agent center's section. */
const frame = (w: PathWorld<Data>) => (ctx(w).mode === 'popup' ? popup(w.page) : section(w));
const button = (scope: Locator, name: string | RegExp) => scope.getByRole('button', { name, exact: typeof name === 'string' });
const browserToken = (w: PathWorld<Data>) => w.page.evaluate(() => sessionStorage.getItem('token'));
const NETWORK = 'Network link is abnormal, please try again';

/** The API as `token`'s account, from this path's address. */
const as = (w: PathWorld<Data>, token: string) => apiVisitor(w.server, w.ip, () => token).api;
/** The browser's own account, from "another tab" (the same session). */
const sameAccount = async (w: PathWorld<Data>) => as(w, (await browserToken(w))!);

// As paths/see.ts: paths run several at a time on a loaded 2-core CI, where 10 s was missed now and then.
const TIMEOUT = 20_000;
async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  let last = '(not read)';
  for (;;) {
    try {
      const v = await read();
      if (ok(v)) return;
      last = JSON.stringify(v);
    } catch (e) {
      last = `(${e instanceof Error ? e.message.split('\n')[0] : String(e)})`;
    }
    if (Date.now() > deadline) throw new Error(`${what}: got ${last} (waited ${TIMEOUT} ms)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const counts = (locator: Locator, n: number) => until(`${locator} count ${n}`, () => locator.count(), (v) => v === n);
const cellsOf = (row: Locator) => row.getByRole('cell').allInnerTexts();
async function cells(row: Locator, expected: string[], from = 0) {
  await until(`${row} cells`, async () => (await cellsOf(row)).slice(from, from + expected.length).map((t) => t.trim()), (v) => JSON.stringify(v) === JSON.stringify(expected));
}
const bodyRows = (table: Locator) => table.locator('tbody').getByRole('row');

/** The gate holds a request of the page (the chart's call was made), within the usual wait. */
async function held(gate: RequestGate | undefined, what: string) {
  if (!gate) throw new Error(`no gate for ${what}`);
  await within(`the page's ${what} call`, TIMEOUT, gate.arrival());
}

// ---- Arrangement through the API and the operator ---------------------------------------------

async function devTopLevel(w: PathWorld<Data>, username: string) {
  const res = await fetch(`${w.server.url}/dev/agents/top-level`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username }) });
  if (!res.ok) throw new Error(`POST /dev/agents/top-level ${username}: ${res.status} ${await res.text()}`);
}

/** A fresh top-level agent, registered (and signed in) from this path's address; its session token. */
async function topLevelAgent(w: PathWorld<Data>, username: string): Promise<string> {
  let token: string | null = null;
  const visitor = apiVisitor(w.server, w.ip, () => token);
  token = (await visitor.register(username, PASSWORD, true)).session?.token ?? null;
  if (!token) throw new Error(`registration of ${username} started no session`);
  await devTopLevel(w, username);
  return token;
}

async function grant(w: PathWorld<Data>, account: string, kind: ContractKind, tiers: ContractTier[]): Promise<string> {
  const out = await opsRun(w.server, 'agents', 'contract', 'grant', account, kind, JSON.stringify(tiers));
  return /contract (\S+):/.exec(out)![1]!;
}

async function offer(w: PathWorld<Data>, token: string, downline: string, kind: ContractKind, tiers: ContractTier[]): Promise<string> {
  return (await as(w, token).call('contractOffer', { body: { kind, downline, tiers } })).id;
}

async function loginApi(w: PathWorld<Data>, username: string): Promise<string> {
  return (await apiVisitor(w.server, w.ip).api.call('login', { body: { type: 'username', username, password: PASSWORD } })).token;
}

/** A contract's status as `token`'s account lists it (its own, or the first page of those it gave). */
async function statusOf(w: PathWorld<Data>, token: string, id: string, kind: ContractKind = 'daily'): Promise<ContractStatus | undefined> {
  const o = await as(w, token).call('contracts', { query: { kind, page: 1 } });
  return [...o.mine, ...o.given.list].find((c) => c.id === id)?.status;
}
async function serverSays(w: PathWorld<Data>, token: string | null, id: string | null | undefined, status: ContractStatus, kind: ContractKind = 'daily') {
  if (!token || !id) throw new Error('nothing to ask the server about');
  await until(`contract ${id} on the server`, () => statusOf(w, token, id, kind), (v) => v === status);
}

/** U of this path with its platform contracts; `kinds` as the path needs. */
async function arrangeUpline(w: PathWorld<Data>, kinds: ContractKind[]) {
  w.data.uplineToken = await topLevelAgent(w, w.data.upline);
  w.data.myContractId = await grant(w, w.data.upline, 'daily', U_DAILY);
  if (kinds.includes('hourly')) await grant(w, w.data.upline, 'hourly', U_HOURLY);
}

async function registerAgent(w: PathWorld<Data>, username: string) {
  await as(w, w.data.uplineToken!).call('agentRegister', { body: { username, password: PASSWORD, confirmPassword: PASSWORD, type: 1 } });
}

async function arrange(w: PathWorld<Data>) {
  const d = w.data;
  switch (d.subject) {
    case 'none':
      await topLevelAgent(w, d.noContract);
      return;
    case 'upline': {
      await arrangeUpline(w, ['daily']);
      const u = d.uplineToken!;
      await registerAgent(w, d.d1);
      await registerAgent(w, d.d2);
      // Newest first in the list: the open offer to agent0…a, the valid contract with agent0…b, then the withdrawn ones.
      for (let i = 0; i < GIVEN_CANCELLED; i++) {
        const id = await offer(w, u, d.d1, 'daily', OFFER_DAILY);
        await as(w, u).call('contractEnd', { body: { id } });
      }
      const d2Offer = await offer(w, u, d.d2, 'daily', D2_DAILY);
      d.d2Token = await loginApi(w, d.d2);
      await as(w, d.d2Token).call('contractAnswer', { body: { id: d2Offer, accept: true } });
      d.d2ContractId = d2Offer;
      d.d1OfferId = await offer(w, u, d.d1, 'daily', OFFER_DAILY);
      return;
    }
    case 'offeree':
      await arrangeUpline(w, ['daily']);
      await registerAgent(w, d.offeree);
      d.offerIds.daily = await offer(w, d.uplineToken!, d.offeree, 'daily', OFFER_DAILY);
      return;
    case 'watcher': {
      await arrangeUpline(w, ['daily', 'hourly']);
      await registerAgent(w, d.offeree);
      // Offers wait unless the path's first look finds nothing (or fails).
      const first = firstResult(w.path, 'checkConsolidated');
      if (first !== 'nothing waits' && first !== 'offline') {
        d.offerIds.daily = await offer(w, d.uplineToken!, d.offeree, 'daily', OFFER_DAILY);
        d.offerIds.hourly = await offer(w, d.uplineToken!, d.offeree, 'hourly', OFFER_HOURLY);
      }
      return;
    }
  }
}

/** The account the browser signs in as. */
const signInName = (d: Data) => ({ upline: d.upline, offeree: d.offeree, watcher: d.offeree, none: d.noContract })[d.subject];

/**
 * After the login: the welcome, and (for an agent with an offer) the contract popup put off with
 * "Later", in whichever order they come (the popup may open over the welcome while it is clicked:
 * a click that did not land is tried again).
 */
/**
 * After the browser login: the offeree (registered by its upline, never logged in) is greeted by
 * the welcome, and its offer opens only once the welcome is closed (one popup at a time, the
 * welcome first); it is put off with "Later". The others (registered with a session through the
 * API) get no welcome.
 */
async function settleLogin(page: Page, offerWaits: boolean) {
  if (!offerWaits) {
    await closeWelcome(page, { firstLogin: false });
    await absent(popup(page));
    return;
  }
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await shows(welcome);
  expect(await popup(page).count()).toBe(0);
  await button(welcome, 'Start playing').click();
  await shows(popup(page));
  expect(await welcome.count()).toBe(0);
  await button(popup(page), 'Later').click();
  await absent(popup(page));
  await absent(welcome);
}

async function gate(w: PathWorld<Data>, name: keyof Data['gates'], path: string | RegExp, method: string) {
  w.data.gates[name] = await RequestGate.on(w.page, (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search)), method);
}

// ---- What the page shows ----------------------------------------------------------------------

async function expectOffer(w: PathWorld<Data>) {
  const c = ctx(w);
  const f = frame(w);
  const hourly = c.kind === 'hourly';
  await shows(f.getByText(`${w.data.upline} offers you a contract: ${kindName(c.kind)}.`, { exact: true }));
  const offered = f.getByRole('table', { name: 'Tiers offered to you' });
  const heads = await offered.getByRole('columnheader').allInnerTexts();
  if (hourly) expect(heads.slice(0, 4)).toEqual(['Tier', 'Bet amount per hour', 'Active members', 'Rate']);
  else expect(heads.slice(0, 6)).toEqual(['Tier', 'Bet amount daily', 'Active members', 'Win rate', 'Loss rate', 'Rate']);
  if (c.mode === 'popup') {
    // Beside each offered tier: what the upline gets at the same thresholds (the rate's ceiling).
    expect(heads.at(-1)).toBe("Upline's rate here");
    await cells(bodyRows(offered).first(), hourly ? ['P 1,000.00', '—', '0.3%', '0.4%'] : ['—', '—', '—', '—', '0.8%', '1%']);
    const upline = f.getByRole('table', { name: "Your upline's own tiers" });
    if (hourly) await cells(bodyRows(upline).first(), ['P 1,000.00', '—', '0.4%']);
    else await cells(bodyRows(upline).nth(1), ['P 50,000.00', '5', '—', '—', '1.5%']);
  } else {
    expect(heads).not.toContain("Upline's rate here");
    await cells(bodyRows(offered).first(), ['—', '—', '—', '—', '0.8%']);
    expect(await f.getByRole('table', { name: "Your upline's own tiers" }).count()).toBe(0);
    expect(await button(f, 'Later').count()).toBe(0);
  }
}

async function expectAnswerButtons(w: PathWorld<Data>, busy: boolean) {
  const c = ctx(w);
  const f = frame(w);
  await enabled(button(f, busy && c.answer === true ? 'Accepting…' : 'Accept'), !busy);
  await enabled(button(f, busy && c.answer === false ? 'Rejecting…' : 'Reject'), !busy);
  if (c.mode === 'popup') await enabled(button(f, 'Later'), !busy);
}

/** The offer being answered: the open offer of the kind shown. */
const offerIdOf = (w: PathWorld<Data>, kind: ContractKind = ctx(w).kind) => w.data.offerIds[kind]!;

const RATE_MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'contract.percent.invalid': 'Please enter a percentage above 0 and at most 100, with at most two decimals',
  'contract.rate.exceeds': 'At these thresholds your own contract pays 1%: the rate may not be higher',
};
const FORM_MESSAGES: Record<string, string> = {
  'agent.contract.no_own': 'You can offer this kind of contract only while your own is valid',
  'agent.contract.rate_exceeds': 'A tier pays more than your own contract at the same thresholds (at most 0.5% there)',
};
const DOWNLINE_MESSAGES: Record<string, string> = {
  'contract.downline.required': 'Please choose a downline agent',
  'agent.contract.pending': 'An offer of this kind to this agent is already waiting for an answer',
};

async function expectEditor(w: PathWorld<Data>) {
  const c = ctx(w);
  const e = editor(w);
  await shows(e);
  await counts(e.getByRole('group', { name: /^Tier \d+$/ }), c.draft.tiers.length);
  for (const [i, tier] of c.draft.tiers.entries()) {
    const group = e.getByRole('group', { name: `Tier ${i + 1}`, exact: true });
    // Only the daily salary's thresholds (AGENTS.contractThresholds.daily), then the rate.
    const labels = await group.getByRole('textbox').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(labels).toEqual(['Bet amount daily (P)', 'Active members', 'Win rate (%)', 'Loss rate (%)', 'Rate (%)']);
    const rate = group.getByLabel('Rate (%)', { exact: true });
    await value(rate, tier.rate);
    const error = c.errors.tiers[i]?.rate;
    if (error) {
      await attribute(rate, 'aria-invalid', 'true');
      await shows(group.getByText(RATE_MESSAGES[error.key]!, { exact: true }));
    } else await attribute(rate, 'aria-invalid', null);
  }
  // My own tiers beside: the ceiling of every rate.
  const mine = e.getByRole('table', { name: 'My own tiers: no rate may be higher at the same thresholds' });
  await counts(bodyRows(mine), 2);
  if (c.errors.form) await shows(e.getByRole('alert').filter({ hasText: FORM_MESSAGES[c.errors.form.key]! }));
}

async function expectOverview(w: PathWorld<Data>) {
  const c = ctx(w);
  const s = section(w);
  const mine = s.getByRole('region', { name: 'My contract', exact: true });
  const given = s.getByRole('region', { name: 'Contracts I gave', exact: true });
  await attribute(s, 'aria-busy', 'false');
  if (c.overview!.mine.length === 0) {
    await hasText(mine, 'You have no contract of this kind.');
    // No valid contract of my own: nothing to offer from.
    await enabled(button(given, 'Offer a contract'), false);
    await hasText(given, 'You have not offered any contract of this kind yet.');
    return;
  }
  await hasText(mine, 'Valid');
  await hasText(mine, /Paid by\s*The platform/);
  const myTiers = mine.getByRole('table', { name: 'My tiers' });
  await counts(bodyRows(myTiers), 2);
  await cells(bodyRows(myTiers).nth(0), ['—', '—', '—', '—', '1%']);
  await cells(bodyRows(myTiers).nth(1), ['P 50,000.00', '5', '—', '—', '1.5%']);
  await enabled(button(mine, 'Terminate my contract'));
  await enabled(button(given, 'Offer a contract'));
  const list = given.getByRole('table');
  const pages = given.getByRole('navigation', { name: 'Pages' });
  await attribute(button(pages, `Page ${c.page}`), 'aria-current', 'page');
  const rows = bodyRows(list);
  if (c.page === 2) {
    // The two oldest of the twelve: offers to agent0…a withdrawn.
    await counts(rows, GIVEN_CANCELLED + 2 - 10);
    for (const i of [0, 1]) {
      await hasText(rows.nth(i).getByRole('rowheader'), w.data.d1);
      await hasText(rows.nth(i).getByRole('cell').first(), /^Cancelled\s*Ended by the upline$/);
    }
    return;
  }
  await counts(rows, 10);
  const [offered, valid] = [rows.nth(0), rows.nth(1)];
  await hasText(offered.getByRole('rowheader'), w.data.d1);
  await cells(offered, ['Offered', '1 tier(s), up to 0.8%']);
  await hasText(button(offered, `Cancel the offer to ${w.data.d1}`), 'Cancel offer');
  await hasText(valid.getByRole('rowheader'), w.data.d2);
  await cells(valid, ['Valid', '2 tier(s), up to 1.2%']);
  await hasText(button(valid, `Terminate the contract with ${w.data.d2}`), 'Terminate');
}

/** The ending asked for, by the model's fixture id, with the real parties. */
function ending(w: PathWorld<Data>): { question: string; yes: string; done: string; id: string; token: () => Promise<string> } {
  const id = ctx(w).ending!.id;
  const token = async () => (await browserToken(w))!;
  if (id === myValidContract.id)
    return { question: 'Terminate your contract with the platform?', yes: 'Yes, terminate', done: 'The contract with the platform is terminated.', id: w.data.myContractId!, token };
  if (id === givenOffered.id)
    return { question: `Cancel your offer to ${w.data.d1}? It can no longer be accepted.`, yes: 'Yes, cancel the offer', done: `Your offer to ${w.data.d1} is cancelled.`, id: w.data.d1OfferId!, token };
  if (id === givenValid.id)
    return { question: `Terminate the contract with ${w.data.d2}?`, yes: 'Yes, terminate', done: `The contract with ${w.data.d2} is terminated.`, id: w.data.d2ContractId!, token };
  throw new Error(`unknown ending ${id}`);
}

/** The offer U sent in this path (read from U's list once the server has it). */
async function sentOffer(w: PathWorld<Data>): Promise<string> {
  if (w.data.sentId) return w.data.sentId;
  const o = await (await sameAccount(w)).call('contracts', { query: { kind: 'daily', page: 1 } });
  const sent = o.given.list.find((g) => g.downline === w.data.chosen && g.status === 'offered' && g.id !== w.data.d1OfferId);
  if (!sent) throw new Error(`no open offer to ${w.data.chosen} on the server`);
  w.data.sentId = sent.id;
  return sent.id;
}

describeBrowserPaths<typeof contractModel.machine, Data>({
  model: contractModel,
  ipPrefix: '10.48',
  unsupported: (path) => {
    if (path.steps.some((s) => label(s.event) === 'rate refused'))
      return 'the server refuses a tier rate (agent.contract.tiers, field rate) only outside 0..10000 bps or not an integer, and the SPA sends only whole basis points from 0.01% to 100% (the same AGENTS.maxRateBps on both sides): the real server never answers this to the SPA';
    return null;
  },
  // The agents and contracts are arranged once, before the page opens, for the list the path's
  // first read answers; the server's list then changes as the walk acts on it (an offer sent or
  // cancelled, a contract ended or accepted). A walk goes on only as far as one read of the list
  // (page 2 apart), one check of the offers waiting, and no read of the list after a change.
  walkable: (path) => {
    const changed = path.steps.findIndex((s) => CHANGES.some((actor) => s.event.type === `xstate.done.actor.${actor}`));
    const readAfter = changed >= 0 && path.steps.slice(changed).some((s) => s.event.type === 'xstate.done.actor.loadContracts');
    return !readAfter && successes(path, 'loadContracts').filter((l) => l !== 'page 2').length <= 1 && successes(path, 'checkConsolidated').length <= 1;
  },
  data: (path) => {
    const n = String(serial++).padStart(3, '0');
    return {
      n,
      subject: subjectOf(path),
      upline: `ctup${n}`,
      uplineToken: null,
      myContractId: null,
      d1: `agent0${n}a`,
      d2: `agent0${n}b`,
      d1OfferId: null,
      d2ContractId: null,
      d2Token: null,
      offeree: `ctdn${n}`,
      offerIds: {},
      noContract: `ctno${n}`,
      chosen: null,
      sentId: null,
      gates: {},
    };
  },
  start: async (w) => {
    // The poll interval passes on the page clock; otherwise it runs as usual.
    if (waitsForTime(w.path)) await w.page.clock.install();
    await arrange(w);
    if (w.data.subject === 'watcher') {
      await gate(w, 'consolidated', '/wps/member/info/funds/consolidated', 'GET');
      await gate(w, 'daily', '/wps/relay/ACS_dailySalaryReq', 'GET');
      await gate(w, 'hourly', '/wps/relay/ACS_contractHourSalaryReq', 'GET');
      await gate(w, 'answer', '/wps/agent/contract/answer', 'POST');
      await home(w.page, `${w.server.url}/`);
      return;
    }
    await home(w.page, `${w.server.url}/`);
    await logIn(w.page, signInName(w.data), PASSWORD);
    await shows(signOutButton(w.page));
    await settleLogin(w.page, w.data.subject === 'offeree');
    // The chart's calls are held from here on (the popup's watch, above, is not this chart's path).
    await gate(w, 'contracts', '/wps/agent/contracts', 'GET');
    await gate(w, 'team', /^\/wps\/agent\/team\?(?=.*scope=direct)(?=.*type=agent)/, 'GET');
    await gate(w, 'offer', '/wps/agent/contract', 'PUT');
    await gate(w, 'answer', '/wps/agent/contract/answer', 'POST');
    await gate(w, 'end', '/wps/agent/contract/end', 'POST');
    await button(w.page.getByRole('banner'), 'Agent').click();
    await shows(agentCenter(w.page));
  },
  states: {
    idle: async (w) => {
      if (watching(w.path)) {
        // Not signed in yet: nobody to watch for.
        await shows(button(w.page.getByRole('banner'), 'Login'));
        expect(await popup(w.page).count()).toBe(0);
      } else {
        await shows(agentCenter(w.page));
        expect(await section(w).count()).toBe(0);
      }
    },
    // ---- the popup: nothing shows while the chart watches in the background
    checking: async (w) => {
      await held(w.data.gates.consolidated, 'consolidated');
      await shows(signOutButton(w.page));
      await absent(popup(w.page));
    },
    checkFailed: async (w) => {
      await absent(popup(w.page));
      await shows(signOutButton(w.page));
      expect(w.data.gates.consolidated!.pending).toBe(0);
    },
    waiting: async (w) => {
      await absent(popup(w.page));
      await shows(signOutButton(w.page));
      expect(w.data.gates.consolidated!.pending + w.data.gates.daily!.pending + w.data.gates.hourly!.pending).toBe(0);
    },
    requesting: async (w) => {
      await held(w.data.gates[ctx(w).kind as 'daily' | 'hourly'], `${ctx(w).kind} relay`);
      await absent(popup(w.page));
    },
    requestFailed: async (w) => {
      const p = popup(w.page);
      await shows(p.getByText(`A contract offer (${kindName(ctx(w).kind)}) is waiting for you, but it could not be loaded.`));
      await hasText(p.getByRole('alert'), NETWORK);
      await enabled(button(p, 'Later'));
      await enabled(button(p, 'Try again'));
    },
    // ---- the downline: an offer made to me (popup or section)
    offered: async (w) => {
      await expectOffer(w);
      await expectAnswerButtons(w, false);
      expect(await frame(w).getByRole('alert').count()).toBe(0);
    },
    answering: async (w) => {
      await held(w.data.gates.answer, 'answer');
      await expectAnswerButtons(w, true);
      await expectOffer(w);
    },
    answerFailed: async (w) => {
      const f = frame(w);
      await hasText(f.getByRole('alert'), NETWORK);
      await enabled(button(f, 'Try again'));
      await enabled(button(f, 'Back'));
      expect(await button(f, 'Accept').count()).toBe(0);
      await expectOffer(w);
      // Nothing reached the server: the offer still waits.
      await serverSays(w, await browserToken(w), offerIdOf(w), 'offered', ctx(w).kind);
    },
    accepted: async (w) => {
      const status = frame(w).getByRole('status');
      await hasText(status, `You accepted the contract (${kindName(ctx(w).kind)}). It is valid from now on`);
      await enabled(button(status, 'Close'));
      await serverSays(w, await browserToken(w), offerIdOf(w), 'valid', ctx(w).kind);
    },
    rejected: async (w) => {
      const status = frame(w).getByRole('status');
      await hasText(status, `You rejected the contract offer (${kindName(ctx(w).kind)}).`);
      await enabled(button(status, 'Close'));
      await serverSays(w, await browserToken(w), offerIdOf(w), 'rejected', ctx(w).kind);
    },
    withdrawn: async (w) => {
      const status = frame(w).getByRole('status');
      await hasText(status, 'This offer is no longer open: it was withdrawn by your upline or answered elsewhere.');
      await enabled(button(status, 'Close'));
      await serverSays(w, await browserToken(w), offerIdOf(w), 'cancelled', ctx(w).kind);
    },
    // ---- the section
    loading: async (w) => {
      await held(w.data.gates.contracts, 'contracts');
      await attribute(section(w), 'aria-busy', 'true');
      await shows(section(w).getByRole('status').filter({ hasText: 'Loading' }));
    },
    failed: async (w) => {
      await hasText(section(w).getByRole('alert'), NETWORK);
      await enabled(button(section(w), 'Try again'));
    },
    overview: expectOverview,
    confirmingEnd: async (w) => {
      const e = ending(w);
      await hasText(section(w), e.question);
      await enabled(button(section(w), e.yes));
      await enabled(button(section(w), 'Back'));
    },
    ending: async (w) => {
      await held(w.data.gates.end, 'end');
      await hasText(section(w), ending(w).question);
      await enabled(button(section(w), 'Sending…'), false);
      await enabled(button(section(w), 'Back'), false);
    },
    endFailed: async (w) => {
      const e = ending(w);
      await hasText(section(w).getByRole('alert'), NETWORK);
      await enabled(button(section(w), 'Try again'));
      // Nothing reached the server.
      await serverSays(w, await e.token(), e.id, e.id === w.data.d1OfferId ? 'offered' : 'valid');
    },
    terminated: async (w) => {
      const e = ending(w);
      const status = section(w).getByRole('status');
      await hasText(status, e.done);
      await enabled(button(status, 'Close'));
      await serverSays(w, await e.token(), e.id, 'terminated');
    },
    cancelled: async (w) => {
      const status = section(w).getByRole('status');
      if (w.data.chosen) {
        // The offer this path sent, withdrawn from another window.
        await hasText(status, `Your offer to ${w.data.chosen} is cancelled.`);
        await serverSays(w, await browserToken(w), await sentOffer(w), 'cancelled');
      } else {
        const e = ending(w);
        await hasText(status, e.done);
        await serverSays(w, await e.token(), e.id, 'cancelled');
      }
      await enabled(button(status, 'Close'));
    },
    // ---- the upline: an offer to a direct downline agent
    '{"drafting":"loadingTeam"}': async (w) => {
      await held(w.data.gates.team, 'team');
      await shows(editor(w).getByText('Loading your direct agents'));
      await enabled(button(editor(w), 'Send offer'), false);
      expect(await editor(w).getByLabel('Offer to', { exact: true }).count()).toBe(0);
    },
    '{"drafting":"teamFailed"}': async (w) => {
      await hasText(editor(w).getByRole('alert'), 'Your direct agents could not be loaded.');
      await enabled(button(editor(w), 'Try again'));
    },
    '{"drafting":"editing"}': async (w) => {
      const c = ctx(w);
      const pick = editor(w).getByLabel('Offer to', { exact: true });
      await value(pick, c.draft.downline ? w.data.chosen! : '');
      expect(await pick.locator('option').evaluateAll((os) => os.map((o) => o.textContent))).toEqual(['Choose a direct agent', w.data.d1, w.data.d2]);
      if (c.errors.downline) {
        await attribute(pick, 'aria-invalid', 'true');
        await shows(editor(w).getByText(DOWNLINE_MESSAGES[c.errors.downline.key]!, { exact: true }));
      } else await attribute(pick, 'aria-invalid', null);
      await expectEditor(w);
      await enabled(button(editor(w), 'Send offer'));
    },
    offering: async (w) => {
      await held(w.data.gates.offer, 'offer');
      await expectEditor(w);
      await enabled(button(editor(w), 'Sending offer…'), false);
    },
    offerFailed: async (w) => {
      await shows(editor(w).getByRole('alert').filter({ hasText: NETWORK }));
      await enabled(button(editor(w), 'Try again'));
      await enabled(button(editor(w), 'Back'));
      // Nothing reached the server: the chosen agent has no new offer.
      const o = await (await sameAccount(w)).call('contracts', { query: { kind: 'daily', page: 1 } });
      expect(o.given.total).toBe(GIVEN_CANCELLED + 2);
    },
    awaitingAnswer: async (w) => {
      const s = section(w);
      await hasText(s.getByRole('status').first(), `Offer sent to ${w.data.chosen}.`);
      await cells(bodyRows(s.getByRole('table', { name: `Tiers offered to ${w.data.chosen}` })).first(), ['—', '—', '—', '—', '0.8%']);
      await enabled(button(s, 'Check for an answer'));
      await enabled(button(s, 'Back to contracts'));
      if (ctx(w).errorKey) await hasText(s.getByRole('alert'), NETWORK);
      else expect(await s.getByRole('alert').count()).toBe(0);
      await serverSays(w, await browserToken(w), await sentOffer(w), 'offered');
    },
    checkingAnswer: async (w) => {
      await held(w.data.gates.contracts, 'contracts');
      await enabled(button(section(w), 'Checking…'), false);
    },
    downlineAccepted: async (w) => {
      await hasText(section(w).getByRole('status'), `${w.data.chosen} accepted your offer: the contract is valid.`);
      await serverSays(w, await browserToken(w), await sentOffer(w), 'valid');
    },
    downlineRejected: async (w) => {
      await hasText(section(w).getByRole('status'), `${w.data.chosen} rejected your offer.`);
      await serverSays(w, await browserToken(w), await sentOffer(w), 'rejected');
    },
  },
  exec: {
    'contract.open': async (_e, w) => {
      await agentCenter(w.page).getByRole('navigation', { name: 'Agent center menu' }).getByRole('button', { name: 'Daily salary', exact: true }).click();
    },
    'contract.watch': async (_e, w) => {
      // Signing in starts the watch (the signed-in site asks for offers at once).
      await logIn(w.page, w.data.offeree, PASSWORD);
      await shows(signOutButton(w.page));
      // Its first login: the welcome first; the offer (if one waits) opens only after it closes.
      await closeWelcome(w.page, { firstLogin: true });
    },
    'contract.retry': async (_e, w) => button(frame(w), 'Try again').click(),
    'contract.later': async (_e, w) => button(popup(w.page), 'Later').click(),
    'contract.accept': async (_e, w) => button(frame(w), 'Accept').click(),
    'contract.reject': async (_e, w) => button(frame(w), 'Reject').click(),
    'contract.back': async (_e, w) => {
      const back = button(frame(w), 'Back');
      await ((await back.count()) ? back : button(frame(w), 'Cancel')).click();
    },
    'contract.close': async (_e, w) => {
      const close = button(frame(w).getByRole('status'), 'Close');
      await ((await close.count()) ? close : button(frame(w), 'Back to contracts')).click();
    },
    'contract.refresh': async (_e, w) => button(section(w), 'Refresh').click(),
    'contract.page': async (e, w) => {
      const { page } = e as unknown as { page: number };
      await button(section(w).getByRole('navigation', { name: 'Pages' }), `Page ${page}`).click();
    },
    'contract.end': async (e, w) => {
      const { id } = e as unknown as { id: string };
      const name = { [myValidContract.id]: 'Terminate my contract', [givenOffered.id]: `Cancel the offer to ${w.data.d1}`, [givenValid.id]: `Terminate the contract with ${w.data.d2}` }[id]!;
      await button(section(w), name).click();
    },
    'contract.confirm': async (_e, w) => button(section(w), /^Yes, /).click(),
    'contract.draft': async (_e, w) => button(section(w), 'Offer a contract').click(),
    'contract.check': async (_e, w) => button(section(w), 'Check for an answer').click(),
    'draft.downline': async (_e, w) => {
      // The model's agent02: the one with an open offer when the server must refuse a second one, else agent0…b.
      w.data.chosen = nextResult(w, 'offerContract') === 'an offer is already open' ? w.data.d1 : w.data.d2;
      await editor(w).getByLabel('Offer to', { exact: true }).selectOption(w.data.chosen);
    },
    'draft.search': async (e, w) => {
      await editor(w).getByLabel('Account contains', { exact: true }).fill((e as unknown as { keyword: string }).keyword);
      await button(editor(w), 'Search').click();
    },
    'draft.tier.add': async (_e, w) => button(editor(w), 'Add a tier').click(),
    'draft.tier.remove': async (e, w) => button(editor(w), `Remove tier ${(e as unknown as { index: number }).index + 1}`).click(),
    'draft.tier.change': async (e, w) => {
      const { index, value: v } = e as unknown as { index: number; value: string };
      await editor(w).getByRole('group', { name: `Tier ${index + 1}`, exact: true }).getByLabel('Rate (%)', { exact: true }).fill(v);
    },
    'draft.submit': async (_e, w) => button(editor(w), 'Send offer').click(),

    // ---- results of the chart's calls, from the real server
    'xstate.done.actor.loadContracts': async (_e, w) => w.data.gates.contracts!.pass(),
    'xstate.error.actor.loadContracts': async (_e, w) => w.data.gates.contracts!.fail(),
    'xstate.done.actor.loadTeam': async (_e, w) => w.data.gates.team!.pass(),
    'xstate.error.actor.loadTeam': async (_e, w) => w.data.gates.team!.fail(),
    'xstate.done.actor.endContract': async (_e, w) => w.data.gates.end!.pass(),
    'xstate.error.actor.endContract': async (_e, w) => w.data.gates.end!.fail(),
    'xstate.done.actor.offerContract': async (_e, w) => w.data.gates.offer!.pass(),
    'xstate.error.actor.offerContract': async (e, w) => {
      const g = w.data.gates.offer!;
      switch (label(e)) {
        case 'offline':
          return g.fail();
        case 'my contract ended meanwhile':
          // The operator ends U's own contract while the offer is on its way.
          await g.arrival();
          await opsRun(w.server, 'agents', 'contract', 'end', w.data.myContractId!);
          return g.pass();
        case 'my tiers changed':
          // The operator gives U a new, lower contract meanwhile: 0.5% where the offer says 0.8%.
          await g.arrival();
          await grant(w, w.data.upline, 'daily', U_DAILY_LOWER);
          return g.pass();
        default:
          // An offer already open: the chosen agent is the one with the open offer (draft.downline).
          return g.pass();
      }
    },
    'xstate.done.actor.checkAnswer': async (e, w) => {
      const g = w.data.gates.contracts!;
      await g.arrival();
      const id = await sentOffer(w);
      switch (label(e)) {
        case 'accepted':
        case 'rejected':
          // The downline answers (its own session) before the check reaches the server.
          await as(w, w.data.d2Token!).call('contractAnswer', { body: { id, accept: label(e) === 'accepted' } });
          break;
        case 'withdrawn elsewhere':
          // U withdraws the offer from another window (the same session).
          await (await sameAccount(w)).call('contractEnd', { body: { id } });
          break;
        default:
          // Not yet: nobody answered.
          break;
      }
      return g.pass();
    },
    'xstate.error.actor.checkAnswer': async (_e, w) => w.data.gates.contracts!.fail(),
    'xstate.done.actor.checkConsolidated': async (e, w) => {
      const g = w.data.gates.consolidated!;
      await g.arrival();
      if (label(e) === 'nothing waits') {
        // The open offers were answered meanwhile, in another tab.
        const api = await sameAccount(w);
        for (const kind of ['daily', 'hourly'] as const) {
          const id = w.data.offerIds[kind];
          if (id && (await statusOf(w, (await browserToken(w))!, id, kind)) === 'offered') await api.call('contractAnswer', { body: { id, accept: false } });
        }
      }
      return g.pass();
    },
    'xstate.error.actor.checkConsolidated': async (_e, w) => w.data.gates.consolidated!.fail(),
    'xstate.done.actor.loadRequest': async (e, w) => {
      const kind = (w.previous.context as ContractContext).kind as 'daily' | 'hourly';
      const g = w.data.gates[kind]!;
      if (label(e) === 'answered meanwhile') {
        // The offer is answered in another tab while its relay is on its way.
        await g.arrival();
        await (await sameAccount(w)).call('contractAnswer', { body: { id: offerIdOf(w, kind), accept: false } });
      }
      return g.pass();
    },
    'xstate.error.actor.loadRequest': async (_e, w) => w.data.gates[(w.previous.context as ContractContext).kind as 'daily' | 'hourly']!.fail(),
    'xstate.done.actor.answerContract': async (_e, w) => w.data.gates.answer!.pass(),
    'xstate.error.actor.answerContract': async (e, w) => {
      const g = w.data.gates.answer!;
      if (label(e) === 'offline') return g.fail();
      // The upline withdraws its offer while the answer is on its way: the real 409.
      await g.arrival();
      await as(w, w.data.uplineToken!).call('contractEnd', { body: { id: offerIdOf(w, (w.previous.context as ContractContext).kind) } });
      return g.pass();
    },
  },
});
