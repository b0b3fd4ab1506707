import { isApiError } from '../../api/errors';
import { validateRegistration } from '../../api/validation/registration';
import type { FieldError } from '../../api/validation/validate';
import { serverFieldError } from '../money/field-errors';
import { AGENT_REGISTER_FIELDS, type AgentRegisterContext, type AgentRegisterField, type AgentRegisterRequest } from './agent-register.types';

/** Rebate groups are typed as a percentage with at most two decimals (basis points on the wire). */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** Client checks (invalid, max) and the server's refusal (range). */
export const REBATE_KEYS = { invalid: 'agent.rebate.invalid', max: 'agent.rebate.max', range: 'agent.rebate.range' } as const;

/** Basis points of a typed percentage ("1.5" → 150; '' → 0), or null when it is not one. */
export function rebateBpsOf(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!PERCENT.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A rebate for a downline: a percentage, never above the upline's own (SPEC §4, docs/agents.md). */
export function rebateError(text: string, ownRebateBps: number): FieldError | null {
  const bps = rebateBpsOf(text);
  if (bps === null) return { key: REBATE_KEYS.invalid };
  if (bps > ownRebateBps) return { key: REBATE_KEYS.max, params: { min: 0, max: ownRebateBps, bounds: '' } };
  return null;
}

/**
 * The first problem of each field: username and password by the merchant's registration rules
 * (the ones the server applies), the confirmation equal, a type picked, the rebate a percentage
 * at most the agent's own.
 */
export function agentRegisterErrors(c: AgentRegisterContext): Partial<Record<AgentRegisterField, FieldError>> {
  const errors: Partial<Record<AgentRegisterField, FieldError>> = {};
  if (c.setting) {
    const { username, password, confirmPassword } = c.values;
    const found = validateRegistration(c.setting, { username: username.trim(), password, confirmPassword }, 'username', { smsRequired: false });
    for (const field of ['username', 'password', 'confirmPassword'] as const) if (found[field]) errors[field] = found[field];
  }
  if (c.values.type !== '0' && c.values.type !== '1') errors.type = { key: 'validation.required' };
  const rebate = rebateError(c.values.rebate, c.ownRebateBps);
  if (rebate) errors.rebate = rebate;
  return errors;
}

export function agentRegisterRequest(c: AgentRegisterContext): AgentRegisterRequest {
  const nickname = c.values.nickname.trim();
  return {
    username: c.values.username.trim(),
    password: c.values.password,
    confirmPassword: c.values.confirmPassword,
    type: c.values.type === '1' ? 1 : 0,
    ...(nickname ? { nickname } : {}),
    rebateBps: rebateBpsOf(c.values.rebate) ?? 0,
  };
}

/**
 * The server's refusal of a rebate group (docs/agents.md: 400 `agent.rebate.range` with the
 * bounds for this downline in `value`), as a field error with those bounds.
 */
export function rebateRejection(error: unknown): FieldError | null {
  if (!isApiError(error)) return null;
  if (error.messageKey === REBATE_KEYS.range) {
    const v = (error.value ?? {}) as { min?: unknown; max?: unknown };
    const bound = (n: unknown) => (typeof n === 'number' ? n : 0);
    return { key: REBATE_KEYS.range, params: { min: bound(v.min), max: bound(v.max), bounds: '' } };
  }
  return serverFieldError(error, ['rebateBps'] as const)?.error ?? null;
}

/** Server refusals that name a field (`value.field`): the rebate with its bounds, the username taken… */
export function registerFieldOfRejection(error: unknown): { field: AgentRegisterField; error: FieldError } | null {
  const rebate = rebateRejection(error);
  if (rebate) return { field: 'rebate', error: rebate };
  return serverFieldError(error, AGENT_REGISTER_FIELDS, { 'register.username.exists': 'username' });
}
