import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import {
  answeredFixtures,
  consolidatedFixtures,
  contractFixtures,
  givenOffered,
  givenValid,
  myValidContract,
  overviewWithSent,
  requestFixtures,
  teamFixture,
} from './contract.fixtures';
import { contractMachine } from './contract.machine';
import type { ContractContext } from './contract.types';

const offline = new ApiError('network', 'network.abnormal');
const done = (id: string, output: unknown, label: string) => ({ type: `xstate.done.actor.${id}`, output, label });
const fail = (id: string, error: unknown, label: string) => ({ type: `xstate.error.actor.${id}`, error, label });

/**
 * The offer being written walks one line, so the editor's every transition is taken without the
 * combinations multiplying: add and remove a tier, or submit it empty → choose the downline → an
 * invalid rate → a rate above mine → a valid rate → submit.
 */
function draftingEvents(c: ContractContext): EventObject[] {
  const rate = c.draft.tiers[0]!.rate;
  const change = (value: string) => ({ type: 'draft.tier.change', index: 0, field: 'rate', value, label: `rate ${value}` }) as EventObject;
  // From page 2 of the contracts I gave: the shortest valid offer (to agent03), to see where the section returns.
  if (c.page !== 1) {
    if (!c.draft.downline) return [{ type: 'draft.downline', account: 'agent03', label: 'agent03' } as EventObject];
    return rate === '' ? [change('0.8')] : [{ type: 'draft.submit', label: 'valid' } as EventObject];
  }
  const rateError = c.errors.tiers[0]?.rate !== undefined;
  const submitted = c.errors.downline !== undefined || c.errors.tiers.length > 0;
  if (c.draft.tiers.length > 1) return [{ type: 'draft.tier.remove', index: 1, label: 'the second' } as EventObject];
  if (!submitted && !c.draft.downline) {
    const events: EventObject[] = [{ type: 'draft.submit', label: 'nothing filled in' } as EventObject, { type: 'draft.tier.add' }, { type: 'contract.back' }];
    if (c.draft.keyword === '') events.push({ type: 'draft.search', keyword: 'agent0', label: 'agent0' } as EventObject);
    return events;
  }
  if (!c.draft.downline) return [{ type: 'draft.downline', account: 'agent02', label: 'agent02' } as EventObject];
  if (rate === '') return [change('1.x')];
  if (rate === '1.x') return rateError ? [change('1.2')] : [{ type: 'draft.submit', label: 'not a percentage' } as EventObject];
  if (rate === '1.2') return rateError ? [change('0.8')] : [{ type: 'draft.submit', label: 'above my 1%' } as EventObject];
  return [{ type: 'draft.submit', label: 'valid' } as EventObject];
}

/**
 * Why a left-over errorKey can never show (contract.test.ts "the chart never shows a failure that is not its
 * own" checks the second half): the views show errorKey only in requestFailed, answerFailed, failed, endFailed
 * and offerFailed (each alert is drawn for that step alone; teamFailed's text is fixed) and in the sent panel
 * (awaitingAnswer, checkingAnswer), and every transition into one of those sets errorKey itself.
 */
const NO_STALE_ALERT = 'the key is shown nowhere on the way: views show errorKey only in the failure states and the sent panel, each entered by a transition that sets errorKey itself';
/** Why a stored overview nobody reads is equivalent: the section's overview screen is reached only through loading. */
const OVERVIEW_RELOADED = 'no screen on the way reads the overview, and every way back to the overview screen goes through loading, which stores it anew';

export const contractModel: ChartModel<typeof contractMachine> = {
  id: 'contract',
  machine: contractMachine,
  equivalentMutants: {
    'remove-action:contract.checking:xstate.error.actor.checkConsolidated#0:0': `checkFailed is quiet (the popup stays closed); ${NO_STALE_ALERT}`,
    'remove-action:contract.requestFailed:contract.retry#0:0': `requesting shows nothing; ${NO_STALE_ALERT}`,
    'remove-action:contract.requestFailed:contract.later#0:0': `requesting (the next kind) shows nothing; ${NO_STALE_ALERT}`,
    'remove-action:contract.requestFailed:contract.later#1:0': `waiting shows nothing; ${NO_STALE_ALERT}`,
    'remove-action:contract.answering:xstate.error.actor.answerContract#0:0':
      `withdrawn says the offer is no longer open from the state alone; ${NO_STALE_ALERT}`,
    'remove-action:contract.answerFailed:contract.retry#0:0': `answering shows the busy buttons, no alert; ${NO_STALE_ALERT}`,
    'remove-action:contract.answerFailed:contract.back#0:0': `offered shows no alert, and accept or reject (answer) clears errorKey; ${NO_STALE_ALERT}`,
    'remove-action:contract.failed:contract.retry#0:0': `loading shows the spinner only; ${NO_STALE_ALERT}`,
    'remove-action:contract.endFailed:contract.retry#0:0': `ending shows the busy buttons, no alert; ${NO_STALE_ALERT}`,
    'remove-action:contract.endFailed:contract.back#0:0': `loading shows the spinner only; ${NO_STALE_ALERT}`,
    'remove-action:contract.drafting.teamFailed:contract.retry#0:0': `loadingTeam shows "Loading your direct agents" only; ${NO_STALE_ALERT}`,
    'remove-action:contract.drafting.loadingTeam:xstate.error.actor.loadTeam#0:0':
      `teamFailed shows its fixed text ("Your direct agents could not be loaded."), not the key; ${NO_STALE_ALERT}`,
    'remove-action:contract.offerFailed:contract.retry#0:0': `offering shows the busy editor, no alert; ${NO_STALE_ALERT}`,
    'remove-action:contract.offerFailed:contract.back#0:0':
      `the editor shows no chart failure (only its own field and form errors), and sending again (clearDraftErrors) clears errorKey; ${NO_STALE_ALERT}`,
    'remove-action:contract.loading:xstate.done.actor.loadContracts#0:0':
      `an offer to me is shown from \`offer\` (takeOfferFromOverview, the next action): offered, answering, answerFailed, accepted, rejected and withdrawn never show the overview; ${OVERVIEW_RELOADED}; and ${NO_STALE_ALERT}`,
    'remove-action:contract.answering:xstate.done.actor.answerContract#0:0':
      'accepted tells the outcome from the state alone; the answered contract in `result` is read only by the sent panel and the ended screens, which are entered after offering or ending store their own; errorKey was cleared by the answer',
    'remove-action:contract.answering:xstate.done.actor.answerContract#1:0':
      'rejected tells the outcome from the state alone; the answered contract in `result` is read only by the sent panel and the ended screens, which are entered after offering or ending store their own; errorKey was cleared by the answer',
    'remove-action:contract.checkingAnswer:xstate.done.actor.checkAnswer#0:0': `downlineAccepted shows the sent offer (result), not the overview; the page is set by setPageOne; ${OVERVIEW_RELOADED}`,
    'remove-action:contract.checkingAnswer:xstate.done.actor.checkAnswer#1:0': `downlineRejected shows the sent offer (result), not the overview; the page is set by setPageOne; ${OVERVIEW_RELOADED}`,
    'remove-action:contract.checkingAnswer:xstate.done.actor.checkAnswer#2:0': `cancelled shows the sent offer (result), not the overview; the page is set by setPageOne; ${OVERVIEW_RELOADED}`,
    'remove-action:contract.checkingAnswer:xstate.done.actor.checkAnswer#3:0':
      `awaitingAnswer shows the sent offer (result), not the overview, and errorKey was cleared on the way in (contract.check); the page is set by setPageOne; ${OVERVIEW_RELOADED}`,
  },
  events: (s: AnyMachineSnapshot) => {
    const c = s.context as ContractContext;
    const v = s.value;
    const state = typeof v === 'string' ? v : `drafting.${(v as { drafting: string }).drafting}`;
    switch (state) {
      case 'idle':
        return [
          { type: 'contract.open', kind: 'daily', label: 'daily salary' } as EventObject,
          // Another kind: the section asks for that kind's contracts and is titled by it.
          { type: 'contract.open', kind: 'hourly', label: 'hourly salary' } as EventObject,
          { type: 'contract.watch' },
        ];
      case 'checking':
        return [
          done('checkConsolidated', consolidatedFixtures.none, 'nothing waits'),
          done('checkConsolidated', c.dismissed.length ? consolidatedFixtures.daily : consolidatedFixtures.dailyAndHourly, c.dismissed.length ? 'daily' : 'daily and hourly'),
          fail('checkConsolidated', offline, 'offline'),
        ];
      case 'requesting': {
        const offer = c.kind === 'hourly' ? requestFixtures.hourly : requestFixtures.daily;
        return [done('loadRequest', offer, `${c.kind} offer`), done('loadRequest', requestFixtures.gone, 'answered meanwhile'), fail('loadRequest', offline, 'offline')];
      }
      case 'requestFailed':
        return [{ type: 'contract.retry' }, { type: 'contract.later' }];
      case 'offered':
        return [{ type: 'contract.accept' }, { type: 'contract.reject' }, { type: 'contract.later' }];
      case 'answering':
        return [
          done('answerContract', c.answer ? answeredFixtures.accepted : answeredFixtures.rejected, c.answer ? 'valid' : 'rejected'),
          fail('answerContract', new ApiError('server', 'agent.contract.state', { status: 409 }), 'withdrawn meanwhile'),
          fail('answerContract', offline, 'offline'),
        ];
      case 'answerFailed':
        return [{ type: 'contract.retry' }, { type: 'contract.back' }];
      case 'accepted':
      case 'rejected':
      case 'withdrawn':
      case 'terminated':
      case 'cancelled':
      case 'downlineAccepted':
      case 'downlineRejected':
        return [{ type: 'contract.close' }];
      case 'loading':
        if (c.page === 2) return [done('loadContracts', contractFixtures.validPage2, 'page 2')];
        return [
          done('loadContracts', contractFixtures.valid, 'my valid contract'),
          done('loadContracts', contractFixtures.offer, 'an offer to me'),
          done('loadContracts', contractFixtures.none, 'no contract'),
          fail('loadContracts', offline, 'offline'),
        ];
      case 'failed':
        return [{ type: 'contract.retry' }];
      case 'overview':
        // Back from a draft I searched in: offering again must start a new draft (no old keyword, downline or tiers).
        if (c.draft.keyword !== '') return [{ type: 'contract.draft' }];
        if (c.page === 2) return [{ type: 'contract.page', page: 1, label: 'back to 1' } as EventObject, { type: 'contract.draft' }];
        return [
          { type: 'contract.page', page: 2, label: '2' } as EventObject,
          { type: 'contract.refresh' },
          { type: 'contract.end', id: myValidContract.id, label: 'terminate mine' } as EventObject,
          { type: 'contract.end', id: givenOffered.id, label: 'cancel the offer to agent02' } as EventObject,
          { type: 'contract.end', id: givenValid.id, label: 'terminate agent03' } as EventObject,
          { type: 'contract.draft' },
        ];
      case 'confirmingEnd':
        return [{ type: 'contract.confirm' }, { type: 'contract.back' }];
      case 'ending':
        return [
          done(
            'endContract',
            { ...c.ending!, status: c.ending?.status === 'offered' ? 'cancelled' : 'terminated', endedAt: '2026-03-15T04:00:00.000Z', endedBy: 'upline' },
            c.ending?.status === 'offered' ? 'cancelled' : 'terminated',
          ),
          fail('endContract', offline, 'offline'),
        ];
      case 'endFailed':
        return [{ type: 'contract.retry' }, { type: 'contract.back' }];
      case 'drafting.loadingTeam':
        if (c.page !== 1) return [done('loadTeam', teamFixture, 'two agents')];
        return [done('loadTeam', teamFixture, 'two agents'), fail('loadTeam', offline, 'offline')];
      case 'drafting.teamFailed':
        return [{ type: 'contract.retry' }, { type: 'contract.back' }];
      case 'drafting.editing':
        return draftingEvents(c);
      case 'offering':
        if (c.draft.downline === 'agent03') return [done('offerContract', answeredFixtures.sent, 'offered')];
        return [
          done('offerContract', answeredFixtures.sent, 'offered'),
          fail('offerContract', new ApiError('server', 'agent.contract.pending', { status: 409 }), 'an offer is already open'),
          fail('offerContract', new ApiError('server', 'agent.contract.tiers', { status: 400, value: { reason: 'rate', index: 0, field: 'rate' } }), 'rate refused'),
          fail('offerContract', new ApiError('server', 'agent.contract.no_own', { status: 409, value: { kind: 'daily' } }), 'my contract ended meanwhile'),
          fail('offerContract', new ApiError('server', 'agent.contract.rate_exceeds', { status: 409, value: { index: 0, uplineRate: 50 } }), 'my tiers changed'),
          fail('offerContract', offline, 'offline'),
        ];
      case 'offerFailed':
        return [{ type: 'contract.retry' }, { type: 'contract.back' }];
      case 'awaitingAnswer':
        // The offer sent from page 2, after an answer check: where does "Back to contracts" go?
        if (c.draft.downline === 'agent03' && c.page === 1) return [{ type: 'contract.close' }];
        return [{ type: 'contract.check' }, { type: 'contract.close' }];
      case 'checkingAnswer':
        if (c.draft.downline === 'agent03')
          return [
            done('checkAnswer', overviewWithSent('valid'), 'accepted'),
            done('checkAnswer', overviewWithSent('rejected'), 'rejected'),
            done('checkAnswer', overviewWithSent('cancelled'), 'withdrawn elsewhere'),
            done('checkAnswer', overviewWithSent('offered'), 'not yet'),
          ];
        return [
          done('checkAnswer', overviewWithSent('valid'), 'accepted'),
          done('checkAnswer', overviewWithSent('rejected'), 'rejected'),
          done('checkAnswer', overviewWithSent('cancelled'), 'withdrawn elsewhere'),
          ...(c.errorKey ? [] : [done('checkAnswer', overviewWithSent('offered'), 'not yet'), fail('checkAnswer', offline, 'offline')]),
        ];
      default:
        return [];
    }
  },
  // Only what decides the next steps (and what the state's view shows) of each state: stale context
  // from an earlier visit (an answer, a contract ended) must not multiply the vertices.
  serialize: (s) => {
    const c = s.context as ContractContext;
    const v = s.value;
    const key = typeof v === 'string' ? v : `drafting.${(v as { drafting: string }).drafting}`;
    const popup = { m: c.mode, k: c.kind, q: c.queue.length, d: c.dismissed.length > 0 };
    /**
     * The offer I sent: its downline (agent03 only on the walk from page 2) and the page the section is on, so the
     * screens after it stay apart from the first walk's and are followed to "Back to contracts" / "Close".
     */
    const sent = { dl: c.draft.downline, p: c.page };
    const pick: Record<string, unknown> = {
      idle: {},
      checking: { d: popup.d },
      checkFailed: { d: popup.d },
      waiting: { d: popup.d },
      requesting: popup,
      requestFailed: popup,
      offered: popup,
      answering: { ...popup, a: c.answer },
      answerFailed: { ...popup, a: c.answer },
      accepted: popup,
      rejected: popup,
      withdrawn: popup,
      loading: { p: c.page },
      failed: { p: c.page },
      overview: { p: c.page, o: c.overview?.mine.map((m) => m.status).join(), kw: c.draft.keyword },
      confirmingEnd: { end: c.ending?.id },
      ending: { end: c.ending?.id },
      endFailed: { end: c.ending?.id },
      cancelled: { dl: c.draft.downline },
      'drafting.loadingTeam': { kw: c.draft.keyword, p: c.page },
      'drafting.teamFailed': { kw: c.draft.keyword, p: c.page },
      'drafting.editing': { d: c.draft, err: c.errors, p: c.page },
      offering: sent,
      offerFailed: { e: c.errorKey, ...sent },
      awaitingAnswer: { e: c.errorKey, ...sent },
      checkingAnswer: { e: c.errorKey, ...sent },
      downlineAccepted: sent,
      downlineRejected: sent,
    };
    return JSON.stringify({ v: key, ...(pick[key] as object | undefined) });
  },
};
