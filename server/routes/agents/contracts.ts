import { type Context, Hono } from 'hono';
import { agentEndpoints as e } from '../../../src/api/agent-endpoints';
import {
  ContractAnswerRequest,
  ContractEndRequest,
  ContractKind,
  ContractOfferRequest,
  ContractStatus,
} from '../../../src/api/schemas/agent';
import { AGENTS } from '../../../src/config/agents';
import { agentProfile } from '../../domain/agents/config';
import {
  answerContract,
  consolidated,
  contractRequest,
  endContract,
  listContracts,
  offerContract,
} from '../../domain/agents/contracts/contracts';
import { badParam } from '../../domain/agents/errors';
import { parseDayRange, reportDay } from '../../domain/agents/periods';
import { parseChoice, parsePage } from '../../domain/agents/reports';
import { incomeReport, listBills } from '../../domain/agents/settlement/bills';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly } from '../../wire/account-context';
import { checkInput } from '../../wire/limits';
import { body } from '../../wire/body';
import { agentOnly, caller, handle, q } from './context';

type C = Context<AppEnv>;

const KINDS = Object.values(ContractKind.schema) as ContractKind[];
const profileOf = (c: C) => agentProfile(c.get('merchant').profile);

/** Bills and income: `start`/`end` report days; none given: the last AGENTS.billsDefaultDays days, today included. */
function billRange(c: C, now: Date) {
  const start = q(c, 'start');
  const end = q(c, 'end');
  if (!start && !end) {
    const today = reportDay(now);
    const first = reportDay(new Date(now.getTime() - (AGENTS.billsDefaultDays - 1) * 86_400_000));
    return parseDayRange({ start: first, end: today }, now);
  }
  return parseDayRange({ start, end }, now);
}

/**
 * Contracts, bills, income, consolidated and the four offer relays (issue #6; docs/agents.md
 * "Contracts", "Bills"). Every route but consolidated runs agentOnly (403 agent.only); each
 * contract id and account of a request is looked up among the caller's own contracts and
 * downline only (404 agent.contract.unknown / agent.member.unknown otherwise).
 */
export function contractRoutes(s: Services) {
  const only = agentOnly(s);
  const deps = { db: s.db, clock: s.clock };
  const relay = (kind: ContractKind) => handle(async (c) => ok(c, await contractRequest(s.db, caller(c), kind, profileOf(c))));
  return new Hono<AppEnv>()
    .get(
      e.contracts.path,
      only,
      handle(async (c) => {
        const kind = parseChoice('kind', q(c, 'kind'), KINDS);
        if (!kind) throw badParam('kind', 'validation.required');
        const status = parseChoice('status', q(c, 'status'), Object.values(ContractStatus.schema) as ContractStatus[]);
        return ok(c, await listContracts(s.db, caller(c), { kind, status, page: parsePage(q(c, 'page')) }, profileOf(c)));
      }),
    )
    .put(
      e.contractOffer.path,
      only,
      handle(async (c) => ok(c, await offerContract(deps, caller(c), checkInput(await body(c), ContractOfferRequest), profileOf(c)))),
    )
    .post(
      e.contractAnswer.path,
      only,
      handle(async (c) => ok(c, await answerContract(deps, caller(c), checkInput(await body(c), ContractAnswerRequest), profileOf(c)))),
    )
    .post(
      e.contractEnd.path,
      only,
      handle(async (c) => ok(c, await endContract(deps, caller(c), checkInput(await body(c), ContractEndRequest), profileOf(c)))),
    )
    .get(
      e.agentBills.path,
      only,
      handle(async (c) => {
        const kind = parseChoice('kind', q(c, 'kind'), KINDS);
        const side = parseChoice('side', q(c, 'side'), ['received', 'paid'] as const) ?? 'received';
        return ok(c, await listBills(s.db, caller(c).id, { kind, side, range: billRange(c, s.clock.now()), page: parsePage(q(c, 'page')) }));
      }),
    )
    .get(
      e.agentIncome.path,
      only,
      handle(async (c) => ok(c, await incomeReport(s.db, caller(c).id, billRange(c, s.clock.now())))),
    )
    .get(
      e.consolidated.path,
      realAccountOnly,
      handle(async (c) => {
        // Any real account: members (no offers ever reach them) read zeros.
        const me = await s.db.selectFrom('users').select('type').where('id', '=', c.get('session')!.userId).executeTakeFirst();
        const profile = profileOf(c);
        if (!me || !AGENTS.types.includes(me.type)) return ok(c, { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
        return ok(c, await consolidated(s.db, c.get('session')!.userId, profile));
      }),
    )
    .get(e.dividendRequest.path, only, relay('dividend'))
    .get(e.dailySalaryRequest.path, only, relay('daily'))
    .get(e.hourlySalaryRequest.path, only, relay('hourly'))
    .get(e.realtimeSalaryRequest.path, only, relay('realtime'));
}
