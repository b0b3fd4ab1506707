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
  const rateError = c.errors.tiers[0]?.rate !== undefined;
  const submitted = c.errors.downline !== undefined || c.errors.tiers.length > 0;
  if (c.draft.tiers.length > 1) return [{ type: 'draft.tier.remove', index: 1, label: 'the second' } as EventObject];
  if (!submitted && !c.draft.downline) {
    const events: EventObject[] = [{ type: 'draft.submit', label: 'nothing filled in' } as EventObject, { type: 'draft.tier.add' }, { type: 'contract.back' }];
    if (c.draft.keyword === '') events.push({ type: 'draft.search', keyword: 'agent0', label: 'agent0' } as EventObject);
    return events;
  }
  if (!c.draft.downline) return [{ type: 'draft.downline', account: 'agent02', label: 'agent02' } as EventObject];
  const change = (value: string) => ({ type: 'draft.tier.change', index: 0, field: 'rate', value, label: `rate ${value}` }) as EventObject;
  if (rate === '') return [change('1.x')];
  if (rate === '1.x') return rateError ? [change('1.2')] : [{ type: 'draft.submit', label: 'not a percentage' } as EventObject];
  if (rate === '1.2') return rateError ? [change('0.8')] : [{ type: 'draft.submit', label: 'above my 1%' } as EventObject];
  return [{ type: 'draft.submit', label: 'valid' } as EventObject];
}

export const contractModel: ChartModel<typeof contractMachine> = {
  id: 'contract',
  machine: contractMachine,
  events: (s: AnyMachineSnapshot) => {
    const c = s.context as ContractContext;
    const v = s.value;
    const state = typeof v === 'string' ? v : `drafting.${(v as { drafting: string }).drafting}`;
    switch (state) {
      case 'idle':
        return [{ type: 'contract.open', kind: 'daily', label: 'daily salary' } as EventObject, { type: 'contract.watch' }];
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
        if (c.page === 2) return [{ type: 'contract.page', page: 1, label: 'back to 1' } as EventObject];
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
        return [done('loadTeam', teamFixture, 'two agents'), fail('loadTeam', offline, 'offline')];
      case 'drafting.teamFailed':
        return [{ type: 'contract.retry' }, { type: 'contract.back' }];
      case 'drafting.editing':
        return draftingEvents(c);
      case 'offering':
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
        return [{ type: 'contract.check' }, { type: 'contract.close' }];
      case 'checkingAnswer':
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
      overview: { p: c.page, o: c.overview?.mine.map((m) => m.status).join() },
      confirmingEnd: { end: c.ending?.id },
      ending: { end: c.ending?.id },
      endFailed: { end: c.ending?.id },
      'drafting.loadingTeam': { kw: c.draft.keyword },
      'drafting.teamFailed': { kw: c.draft.keyword },
      'drafting.editing': { d: c.draft, err: c.errors },
      offerFailed: { e: c.errorKey },
      awaitingAnswer: { e: c.errorKey },
      checkingAnswer: { e: c.errorKey },
    };
    return JSON.stringify({ v: key, ...(pick[key] as object | undefined) });
  },
};
