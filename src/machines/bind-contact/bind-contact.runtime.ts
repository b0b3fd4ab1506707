import type { ApiClient } from '../../api/client';
import { createRecheckLogic } from '../recheck/recheck.runtime';
import { createBindContact, createSendBindCode } from './actors/bind-actors';
import { bindContactMachine } from './bind-contact.machine';
import type { SecurityInfo } from './bind-contact.types';

export interface BindContactDeps {
  api: Pick<ApiClient, 'call'>;
  bound: (info: SecurityInfo) => void;
}

export function createBindContactImplementations({ api, bound }: BindContactDeps) {
  return {
    actors: { sendBindCode: createSendBindCode(api), bindContact: createBindContact(api), recheck: createRecheckLogic({ api }) },
    actions: { bound: (_: unknown, info: SecurityInfo) => bound(info) },
  };
}

export function createBindContactLogic(deps: BindContactDeps) {
  return bindContactMachine.provide(createBindContactImplementations(deps));
}
