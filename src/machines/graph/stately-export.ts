import type { AnyStateMachine } from 'xstate';

/** Name a function goes by in an exported config: built-in actions by their type, others by name. */
function functionName(fn: { name?: string; type?: unknown }): string {
  if (typeof fn.type === 'string') return fn.type;
  return fn.name || 'anonymous';
}

function isActorLogic(value: object): boolean {
  const v = value as { transition?: unknown; getInitialSnapshot?: unknown };
  return typeof v.transition === 'function' && typeof v.getInitialSnapshot === 'function';
}

/**
 * The chart's config as JSON that Stately's editor imports: the machine config with every
 * function replaced by its name (implementations stay in the code) and the machine id set.
 */
export function toStatelyJson(machine: AnyStateMachine): string {
  const seen = new WeakSet<object>();
  const config = { ...(machine.config as object), id: machine.id };
  return JSON.stringify(
    config,
    (_key, value: unknown) => {
      if (typeof value === 'function') return functionName(value as never);
      if (typeof value === 'bigint') return value.toString();
      if (value && typeof value === 'object') {
        if (isActorLogic(value)) return 'inline actor';
        if (seen.has(value)) return '[circular]';
        seen.add(value);
      }
      return value;
    },
    2,
  );
}
