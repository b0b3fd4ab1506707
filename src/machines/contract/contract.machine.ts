import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import type { ContractAnswerRequest, ContractEndRequest, ContractStatus } from '../../api/schemas/agent';
import { AGENTS } from '../../config/agents';
import {
  draftErrors,
  emptyTier,
  endableContract,
  hasDraftErrors,
  myValidContract,
  offerRequest,
  offerToMe,
  pageCount,
  pendingKinds,
} from './contract.rules';
import type {
  Consolidated,
  Contract,
  ContractContext,
  ContractEvent,
  ContractKind,
  ContractOfferRequest,
  ContractOverview,
  ContractRequest,
  ContractsQuery,
  DraftErrors,
  TeamMemberPage,
  TeamQuery,
  TierField,
} from './contract.types';
import { lazyChart } from '../lazy-chart';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
/** The server refused the request itself (bad input, a rule, a state that changed); retrying the same would not help. */
const refusedByServer = (event: unknown, ...statuses: number[]) => {
  const e = errorOf(event);
  return isApiError(e) && e.kind === 'server' && e.status !== null && statuses.includes(e.status);
};
const uplineTiersOf = (c: ContractContext) => myValidContract(c.overview)?.tiers ?? [];
/** Refusals about the chosen downline, shown at the picker. */
const DOWNLINE_REFUSALS = new Set(['agent.member.unknown', 'agent.contract.pending', 'agent.contract.direct_only', 'agent.contract.not_agent']);

/**
 * A refused offer's reason where it belongs (docs/agents.md "Errors"): `agent.contract.tiers` with
 * `{ index, field }` at that field of that tier; `agent.member.unknown` and the downline rules at
 * the downline; anything else (rate_exceeds names a tier in the server's sorted order, with the
 * upline's rate) above the form.
 */
function refusalErrors(c: ContractContext, event: unknown): DraftErrors {
  const e = errorOf(event);
  const key = errorKeyOf(errorOf(event));
  const value = (isApiError(e) ? e.value : undefined) as { index?: unknown; field?: unknown; uplineRate?: unknown } | undefined;
  const errors: DraftErrors = { tiers: c.draft.tiers.map(() => ({})) };
  const index = value?.index;
  const field = value?.field;
  if (DOWNLINE_REFUSALS.has(key)) errors.downline = { key };
  else if (typeof index === 'number' && index < c.draft.tiers.length && typeof field === 'string' && field in c.draft.tiers[0]!)
    errors.tiers[index] = { [field as TierField]: { key } };
  else errors.form = typeof value?.uplineRate === 'number' ? { key, params: { maxBps: value.uplineRate } } : { key };
  return errors;
}

const freshDraft = () => ({ draft: { downline: '', tiers: [emptyTier()], keyword: '' }, errors: { tiers: [] }, team: null, errorKey: null });

export const contractMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as ContractContext,
      events: {} as ContractEvent,
    },
    delays: {
      /** AGENTS.offerPollMs: how often the signed-in site asks again for offers. */
      offerPoll: AGENTS.offerPollMs,
    },
    actors: {
      /** GET /wps/member/info/funds/consolidated (token): open offers per kind. */
      checkConsolidated: fromPromise<Consolidated>(async () => {
        throw new Error('checkConsolidated not provided');
      }),
      /** The relay of the kind (SPEC §7 home): the open offer and the upline's own tiers. */
      loadRequest: fromPromise<ContractRequest, { kind: ContractKind }>(async () => {
        throw new Error('loadRequest not provided');
      }),
      /** GET /wps/agent/contracts?kind=&page= */
      loadContracts: fromPromise<ContractOverview, ContractsQuery>(async () => {
        throw new Error('loadContracts not provided');
      }),
      /** GET /wps/agent/team?scope=direct&type=agent&keyword= */
      loadTeam: fromPromise<TeamMemberPage, TeamQuery>(async () => {
        throw new Error('loadTeam not provided');
      }),
      /** PUT /wps/agent/contract */
      offerContract: fromPromise<Contract, ContractOfferRequest>(async () => {
        throw new Error('offerContract not provided');
      }),
      /** POST /wps/agent/contract/answer */
      answerContract: fromPromise<Contract, ContractAnswerRequest>(async () => {
        throw new Error('answerContract not provided');
      }),
      /** POST /wps/agent/contract/end */
      endContract: fromPromise<Contract, ContractEndRequest>(async () => {
        throw new Error('endContract not provided');
      }),
    },
    guards: {
      popupMode: ({ context }) => context.mode === 'popup',
      sectionMode: ({ context }) => context.mode === 'section',
      hasPendingOffers: ({ event }) => pendingKinds(outputOf<Consolidated>(event)).length > 0,
      moreQueued: ({ context }) => context.queue.length > 0,
      /** The popup, with (or without) more kinds to look at. */
      popupAnd: ({ context }, params: { more: boolean }) => context.mode === 'popup' && (context.queue.length > 0) === params.more,
      /** An open offer not put off with "Later" during this visit. */
      newOffer: ({ context, event }) => {
        const offer = outputOf<ContractRequest>(event).offer;
        return offer !== null && offer.status === 'offered' && !context.dismissed.includes(offer.id);
      },
      hasOfferToMe: ({ event }) => offerToMe(outputOf<ContractOverview>(event)) !== null,
      nowValid: ({ event }) => outputOf<Contract>(event).status === 'valid',
      nowTerminated: ({ event }) => outputOf<Contract>(event).status === 'terminated',
      /** 404 or 409: the offer was withdrawn, or answered elsewhere, meanwhile. */
      offerClosed: ({ event }) => refusedByServer(event, 404, 409),
      /** A rule or a field refused the offer (400, 403, 404, 409): back to the form with the reason. */
      offerRefused: ({ event }) => refusedByServer(event, 400, 403, 404, 409),
      pageAvailable: ({ context, event }) =>
        event.type === 'contract.page' &&
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= pageCount(context.overview) &&
        event.page !== context.page,
      endable: ({ context, event }) => event.type === 'contract.end' && endableContract(context.overview, event.id) !== null,
      /** An upline can offer only while its own contract of the kind is valid (docs/agents.md "Contracts"). */
      canOffer: ({ context }) => context.overview?.enabled === true && myValidContract(context.overview) !== null,
      canAddTier: ({ context }) => context.draft.tiers.length < AGENTS.maxTiers,
      removableTier: ({ context, event }) =>
        event.type === 'draft.tier.remove' && context.draft.tiers.length > 1 && event.index >= 0 && event.index < context.draft.tiers.length,
      draftValid: ({ context }) => !hasDraftErrors(draftErrors(context, uplineTiersOf(context))),
      sentIs: ({ context, event }, params: { statuses: readonly ContractStatus[] }) => {
        const id = context.result?.id;
        const sent = outputOf<ContractOverview>(event).given.list.find((g) => g.id === id);
        return sent !== undefined && params.statuses.includes(sent.status);
      },
    },
    actions: {
      openSection: assign(({ event }) => ({
        mode: 'section' as const,
        kind: event.type === 'contract.open' ? event.kind : 'daily',
        page: 1,
      })),
      watch: assign({ mode: 'popup' }),
      queueKinds: assign(({ event }) => {
        const [kind, ...queue] = pendingKinds(outputOf<Consolidated>(event));
        return { kind: kind!, queue };
      }),
      nextKind: assign(({ context }) => ({ kind: context.queue[0]!, queue: context.queue.slice(1) })),
      storeRequest: assign(({ event }) => {
        const r = outputOf<ContractRequest>(event);
        return { offer: r.offer, uplineTiers: r.uplineTiers, result: null, errorKey: null };
      }),
      storeOverview: assign(({ event }) => ({ overview: outputOf<ContractOverview>(event), errorKey: null })),
      /** The section's offer to me; the upline's tiers come only with the relay (the popup). */
      takeOfferFromOverview: assign(({ event }) => ({ offer: offerToMe(outputOf<ContractOverview>(event)), uplineTiers: [], result: null })),
      /** Offers answered or put off are not shown again during this visit (`offered`'s exit: whichever way the member leaves it). */
      dismissOffer: assign(({ context }) => ({
        dismissed: context.offer && !context.dismissed.includes(context.offer.id) ? [...context.dismissed, context.offer.id] : context.dismissed,
      })),
      answer: assign(({ event }) => ({ answer: event.type === 'contract.accept', errorKey: null })),
      storeResult: assign(({ event }) => ({ result: outputOf<Contract>(event), errorKey: null })),
      storeError: assign(({ event }) => ({ errorKey: errorKeyOf(errorOf(event)) })),
      clearError: assign({ errorKey: null }),
      setPage: assign(({ event }) => (event.type === 'contract.page' ? { page: event.page } : {})),
      setPageOne: assign({ page: 1 }),
      chooseEnding: assign(({ context, event }) => ({
        ending: event.type === 'contract.end' ? endableContract(context.overview, event.id) : null,
        errorKey: null,
      })),
      startDraft: assign(freshDraft),
      storeTeam: assign(({ event }) => ({ team: outputOf<TeamMemberPage>(event), errorKey: null })),
      chooseDownline: assign(({ context, event }) =>
        event.type === 'draft.downline' ? { draft: { ...context.draft, downline: event.account }, errors: { ...context.errors, downline: undefined } } : {},
      ),
      searchTeam: assign(({ context, event }) => (event.type === 'draft.search' ? { draft: { ...context.draft, keyword: event.keyword.trim() } } : {})),
      addTier: assign(({ context }) => ({
        draft: { ...context.draft, tiers: [...context.draft.tiers, emptyTier()] },
        errors: { ...context.errors, form: undefined },
      })),
      removeTier: assign(({ context, event }) =>
        event.type === 'draft.tier.remove'
          ? {
              draft: { ...context.draft, tiers: context.draft.tiers.filter((_, i) => i !== event.index) },
              errors: { ...context.errors, tiers: context.errors.tiers.filter((_, i) => i !== event.index) },
            }
          : {},
      ),
      /** Typing clears that field's refusal (shown again, if still wrong, on submit). */
      changeTier: assign(({ context, event }) => {
        if (event.type !== 'draft.tier.change') return {};
        const tiers = context.draft.tiers.map((t, i) => (i === event.index ? { ...t, [event.field]: event.value } : t));
        const tierErrors = context.errors.tiers.map((t, i) => (i === event.index ? { ...t, [event.field]: undefined } : t));
        return { draft: { ...context.draft, tiers }, errors: { ...context.errors, tiers: tierErrors, form: undefined } };
      }),
      showDraftErrors: assign(({ context }) => ({ errors: draftErrors(context, uplineTiersOf(context)) })),
      clearDraftErrors: assign({ errors: { tiers: [] }, errorKey: null }),
      refuseOffer: assign(({ context, event }) => ({ errors: refusalErrors(context, event), errorKey: null })),
    },
  }).createMachine({
    id: 'contract',
    description:
      'Contracts of one kind (SPEC §3 contract fields, §4): the downline answers an offer (offered → accepted | rejected) and may end a valid contract (→ terminated); the upline writes an offer to a direct downline agent (drafting → offering → awaiting answer → accepted | rejected | cancelled). The signed-in site watches for offers (consolidated) and shows them in a popup.',
    context: {
      mode: 'section',
      kind: 'daily',
      overview: null,
      page: 1,
      offer: null,
      uplineTiers: [],
      answer: null,
      result: null,
      ending: null,
      team: null,
      draft: { downline: '', tiers: [emptyTier()], keyword: '' },
      errors: { tiers: [] },
      queue: [],
      dismissed: [],
      errorKey: null,
    },
    initial: 'idle',
    states: {
      idle: {
        description: 'Not started: the agent center opens a kind, or the signed-in site starts watching for offers.',
        on: {
          'contract.open': { target: 'loading', actions: 'openSection' },
          'contract.watch': { target: 'checking', actions: 'watch' },
        },
      },
  
      // ---- The popup: offers waiting for my answer (SPEC §3 consolidated, §7 home) -------------
      checking: {
        tags: ['state:loading', 'contract:watching'],
        description: 'GET consolidated: how many offers of each kind wait for me (members get zeros).',
        invoke: {
          id: 'checkConsolidated',
          src: 'checkConsolidated',
          onDone: [
            { guard: 'hasPendingOffers', target: 'requesting', actions: 'queueKinds' },
            { target: 'waiting', description: 'Nothing waits: ask again in AGENTS.offerPollMs.' },
          ],
          onError: { target: 'checkFailed', actions: 'storeError' },
        },
      },
      checkFailed: {
        tags: ['state:error', 'contract:watching'],
        description: 'Quietly: no popup for a failed background check; it is asked again at the next poll.',
        after: { offerPoll: 'checking' },
      },
      waiting: {
        tags: ['contract:watching'],
        after: { offerPoll: 'checking' },
      },
      requesting: {
        tags: ['state:loading', 'contract:watching'],
        description: 'The relay of the kind (ACS_…Req): the open offer and the upline’s own tiers.',
        invoke: {
          id: 'loadRequest',
          src: 'loadRequest',
          input: ({ context }) => ({ kind: context.kind }),
          onDone: [
            { guard: 'newOffer', target: 'offered', actions: 'storeRequest' },
            {
              guard: 'moreQueued',
              target: 'requesting',
              reenter: true,
              actions: 'nextKind',
              description: 'No offer to show for this kind (answered meanwhile, or put off): the next kind.',
            },
            { target: 'waiting' },
          ],
          onError: { target: 'requestFailed', actions: 'storeError' },
        },
      },
      requestFailed: {
        tags: ['state:error', 'contract:popup'],
        description: 'An offer waits but could not be read: the popup offers to try again or later.',
        on: {
          'contract.retry': { target: 'requesting', actions: 'clearError' },
          'contract.later': [
            { guard: 'moreQueued', target: 'requesting', actions: ['clearError', 'nextKind'] },
            { target: 'waiting', actions: 'clearError' },
          ],
        },
      },
  
      // ---- The downline: an offer made to me -------------------------------------------------
      offered: {
        meta: { spec: ['§4 Contracts'] },
        tags: ['contract:popup', 'contract:offer'],
        description:
          'An open offer to me: its tiers (beside my upline’s own in the popup); accept or reject. However it is left (answered, put off), the popup does not show it again during this visit.',
        exit: 'dismissOffer',
        on: {
          'contract.accept': { target: 'answering', actions: 'answer' },
          'contract.reject': { target: 'answering', actions: 'answer' },
          'contract.later': [
            {
              guard: { type: 'popupAnd', params: { more: true } },
              target: 'requesting',
              actions: 'nextKind',
              description: 'Put off: not shown again this visit (it stays in the agent center); the next kind with an offer.',
            },
            { guard: { type: 'popupAnd', params: { more: false } }, target: 'waiting', description: 'Put off; nothing else waits.' },
          ],
        },
      },
      answering: {
        meta: { spec: ['§4 Contracts'] },
        tags: ['state:loading', 'contract:popup', 'contract:offer'],
        description: 'POST contract/answer (accept or reject).',
        invoke: {
          id: 'answerContract',
          src: 'answerContract',
          input: ({ context }) => ({ id: context.offer?.id ?? '', accept: context.answer === true }),
          onDone: [
            { guard: 'nowValid', target: 'accepted', actions: 'storeResult' },
            { target: 'rejected', actions: 'storeResult' },
          ],
          onError: [
            { guard: 'offerClosed', target: 'withdrawn', actions: 'storeError', description: 'Withdrawn by the upline, or answered elsewhere (404, 409).' },
            { target: 'answerFailed', actions: 'storeError' },
          ],
        },
      },
      answerFailed: {
        tags: ['state:error', 'contract:popup', 'contract:offer'],
        on: {
          'contract.retry': { target: 'answering', actions: 'clearError' },
          'contract.back': { target: 'offered', actions: 'clearError' },
        },
      },
      accepted: {
        meta: { spec: ['§4 Contracts'] },
        tags: ['state:done', 'contract:popup'],
        description: 'The contract is valid: the settlements of the kind pay me from now on.',
        on: { 'contract.close': afterAnswer() },
      },
      rejected: {
        meta: { spec: ['§4 Contracts'] },
        tags: ['state:done', 'contract:popup'],
        on: { 'contract.close': afterAnswer() },
      },
      withdrawn: {
        tags: ['state:done', 'contract:popup'],
        description: 'The offer is no longer open.',
        on: { 'contract.close': afterAnswer() },
      },
  
      // ---- The section: one kind in the agent center ------------------------------------------
      loading: {
        tags: ['state:loading'],
        description: 'GET contracts of the kind: mine (valid, or an open offer) and a page of those I gave.',
        invoke: {
          id: 'loadContracts',
          src: 'loadContracts',
          input: ({ context }) => ({ kind: context.kind, page: context.page }),
          onDone: [
            {
              guard: 'hasOfferToMe',
              target: 'offered',
              actions: ['storeOverview', 'takeOfferFromOverview'],
              description: 'An offer to me waits: it is answered first.',
            },
            { target: 'overview', actions: 'storeOverview' },
          ],
          onError: { target: 'failed', actions: 'storeError' },
        },
      },
      failed: {
        meta: { spec: ['§8 Network'] },
        tags: ['state:error'],
        on: { 'contract.retry': { target: 'loading', actions: 'clearError' } },
      },
      overview: {
        tags: ['state:ready'],
        description: 'My contract (tiers, status, dates) and the contracts I gave, page by page.',
        on: {
          'contract.page': { guard: 'pageAvailable', target: 'loading', actions: 'setPage' },
          'contract.refresh': 'loading',
          'contract.end': {
            guard: 'endable',
            target: 'confirmingEnd',
            actions: 'chooseEnding',
            description: 'Terminate my valid contract or one I gave, or cancel an offer I made: asked to confirm first.',
          },
          'contract.draft': {
            guard: 'canOffer',
            target: 'drafting',
            actions: 'startDraft',
            description: 'Only while my own contract of the kind is valid: its tiers are the ceiling of the offer.',
          },
        },
      },
      confirmingEnd: {
        meta: { spec: ['§4 Contracts'] },
        on: {
          'contract.confirm': 'ending',
          'contract.back': 'overview',
        },
      },
      ending: {
        meta: { spec: ['§4 Contracts'] },
        tags: ['state:loading'],
        description: 'POST contract/end.',
        invoke: {
          id: 'endContract',
          src: 'endContract',
          input: ({ context }) => ({ id: context.ending?.id ?? '' }),
          onDone: [
            { guard: 'nowTerminated', target: 'terminated', actions: 'storeResult' },
            { target: 'cancelled', actions: 'storeResult' },
          ],
          onError: { target: 'endFailed', actions: 'storeError' },
        },
      },
      endFailed: {
        tags: ['state:error'],
        on: {
          'contract.retry': { target: 'ending', actions: 'clearError' },
          'contract.back': { target: 'loading', actions: 'clearError', description: 'It may have ended meanwhile: read the contracts again.' },
        },
      },
      terminated: {
        meta: { spec: ['§4 Contracts'] },
        tags: ['state:done'],
        description: 'A valid contract ended: nothing more is paid from the current period on.',
        on: { 'contract.close': 'loading' },
      },
      cancelled: {
        tags: ['state:done'],
        description: 'An offer withdrawn by its upline before an answer.',
        on: { 'contract.close': 'loading' },
      },
  
      // ---- The upline: an offer to a direct downline agent ------------------------------------
      drafting: {
        meta: { spec: ['§1 Agent center', '§4 Contracts'] },
        initial: 'loadingTeam',
        on: { 'contract.back': { target: 'overview', description: 'Drop the draft.' } },
        states: {
          loadingTeam: {
            tags: ['state:loading'],
            description: 'GET team?scope=direct&type=agent (&keyword): the agents I may offer to.',
            invoke: {
              id: 'loadTeam',
              src: 'loadTeam',
              input: ({ context }) => ({ keyword: context.draft.keyword }),
              onDone: { target: 'editing', actions: 'storeTeam' },
              onError: { target: 'teamFailed', actions: 'storeError' },
            },
          },
          teamFailed: {
            tags: ['state:error'],
            on: { 'contract.retry': { target: 'loadingTeam', actions: 'clearError' } },
          },
          editing: {
            description: 'Tiers with the kind’s thresholds (AGENTS.contractThresholds) and a rate in percent, never above mine at the same thresholds.',
            on: {
              'draft.downline': { actions: 'chooseDownline' },
              'draft.search': { target: 'loadingTeam', actions: 'searchTeam' },
              'draft.tier.add': { guard: 'canAddTier', actions: 'addTier' },
              'draft.tier.remove': { guard: 'removableTier', actions: 'removeTier' },
              'draft.tier.change': { actions: 'changeTier' },
              'draft.submit': [
                { guard: 'draftValid', target: '#contract.offering', actions: 'clearDraftErrors' },
                { actions: 'showDraftErrors', description: 'Refused at the fields: nothing is sent.' },
              ],
            },
          },
        },
      },
      offering: {
        meta: { spec: ['§1 Agent center', '§4 Contracts'] },
        tags: ['state:loading'],
        description: 'PUT contract: the offer to the downline.',
        invoke: {
          id: 'offerContract',
          src: 'offerContract',
          input: ({ context }) => offerRequest(context),
          onDone: { target: 'awaitingAnswer', actions: 'storeResult' },
          onError: [
            {
              guard: 'offerRefused',
              target: 'drafting.editing',
              actions: 'refuseOffer',
              description: 'A rule refused it (rate above mine, an offer already open…): the reason at the field or above the form.',
            },
            { target: 'offerFailed', actions: 'storeError' },
          ],
        },
      },
      offerFailed: {
        tags: ['state:error'],
        on: {
          'contract.retry': { target: 'offering', actions: 'clearError' },
          'contract.back': { target: 'drafting.editing', actions: 'clearError' },
        },
      },
      awaitingAnswer: {
        meta: { spec: ['§1 Agent center', '§4 Contracts'] },
        description: 'Offered: the downline is told (a message and the popup) and answers.',
        on: {
          'contract.check': { target: 'checkingAnswer', actions: 'clearError' },
          'contract.close': 'loading',
        },
      },
      checkingAnswer: {
        tags: ['state:loading'],
        description: 'GET contracts again: has the downline answered?',
        invoke: {
          id: 'checkAnswer',
          src: 'loadContracts',
          input: ({ context }) => ({ kind: context.kind, page: 1 }),
          onDone: [
            { guard: { type: 'sentIs', params: { statuses: ['valid', 'terminated'] } }, target: 'downlineAccepted', actions: ['storeOverview', 'setPageOne'] },
            { guard: { type: 'sentIs', params: { statuses: ['rejected'] } }, target: 'downlineRejected', actions: ['storeOverview', 'setPageOne'] },
            {
              guard: { type: 'sentIs', params: { statuses: ['cancelled'] } },
              target: 'cancelled',
              actions: ['storeOverview', 'setPageOne'],
              description: 'Withdrawn meanwhile (from another window).',
            },
            { target: 'awaitingAnswer', actions: ['storeOverview', 'setPageOne'], description: 'No answer yet.' },
          ],
          onError: { target: 'awaitingAnswer', actions: 'storeError' },
        },
      },
      downlineAccepted: {
        meta: { spec: ['§1 Agent center', '§4 Contracts'] },
        tags: ['state:done'],
        on: { 'contract.close': 'loading' },
      },
      downlineRejected: {
        meta: { spec: ['§1 Agent center', '§4 Contracts'] },
        tags: ['state:done'],
        on: { 'contract.close': 'loading' },
      },
    },
  }),
);

/** After an answer (or a withdrawn offer): the section reads its contracts again; the popup goes on to the next kind, or waits. */
function afterAnswer() {
  return [
    { guard: 'sectionMode' as const, target: 'loading' },
    { guard: 'moreQueued' as const, target: 'requesting', actions: 'nextKind' as const },
    { target: 'waiting' },
  ];
}
