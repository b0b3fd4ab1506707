import { assign, type EventObject } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { FieldError } from '../../api/validation/validate';
import { requestState } from '../request-state';

/**
 * The editing ⇄ submitting part the change-password and reset-password charts share: a change
 * clears that field's message and the alert; a submit shows the first message under each failing
 * field, or sends; a refusal comes back to the form as the alert. The chart names the events
 * (`<ns>.change`, `<ns>.submit`), the request actor and where a success leads.
 */

export interface PasswordFormContext {
  values: Record<string, string>;
  errors: Partial<Record<string, FieldError>>;
  errorKey: string | null;
}

type Field<TContext extends PasswordFormContext> = keyof TContext['values'] & string;
type FieldChange<F extends string> = { field: F; value: string };

/** Guards and actions of `setup()` the states below name. */
export function passwordFormImplementations<TContext extends PasswordFormContext, TEvent extends EventObject>(
  errorsOf: (context: TContext) => TContext['errors'],
) {
  // TypeScript cannot relate a literal to a generic context's Partial: the patches below only
  // write the PasswordFormContext fields.
  const patch = (p: Partial<PasswordFormContext>) => p as Partial<TContext>;
  return {
    guards: {
      formValid: ({ context }: { context: TContext }) => Object.keys(errorsOf(context)).length === 0,
    },
    actions: {
      change: assign<TContext, TEvent, FieldChange<Field<TContext>>, TEvent, never>(({ context }, { field, value }) => {
        const { [field]: _dropped, ...errors } = context.errors;
        return patch({ values: { ...context.values, [field]: value }, errors, errorKey: null });
      }),
      showErrors: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => patch({ errors: errorsOf(context) })),
      storeError: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_, { error }) =>
        patch({ errorKey: errorKeyOf(error) }),
      ),
    },
  };
}

export interface PasswordFormOptions<NS extends string, TActor extends string, TContext, TInput, TDone> {
  /** Event namespace: `<ns>.change`, `<ns>.submit`. */
  ns: NS;
  /** Id and src of the invoked request. */
  actor: TActor;
  input: (context: TContext) => TInput;
  onDone: TDone;
  /** What a refusal means, when there is more to say (the description of the way back). */
  refused?: string;
}

/** The `editing` and `submitting` states, for the chart's `states` (before its own). */
export function passwordFormStates<NS extends string, TActor extends string, TContext, TInput, TDone>(
  o: PasswordFormOptions<NS, TActor, TContext, TInput, TDone>,
) {
  const change = {
    // Generic, so the chart's own field names come through from its event.
    actions: { type: 'change' as const, params: <E extends FieldChange<string>>({ event }: { event: E }): FieldChange<E['field']> => ({ field: event.field, value: event.value }) },
  };
  const submit = [
    { guard: 'formValid' as const, target: 'submitting' },
    { actions: 'showErrors' as const, description: 'The first message shows under each failing field.' },
  ];
  const on = { [`${o.ns}.change`]: change, [`${o.ns}.submit`]: submit } as Record<`${NS}.change`, typeof change> & Record<`${NS}.submit`, typeof submit>;
  return {
    editing: { on },
    submitting: requestState({
      actor: o.actor,
      input: o.input,
      onDone: o.onDone,
      onError: {
        target: 'editing',
        ...(o.refused ? { description: o.refused } : {}),
        actions: { type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      },
    }),
  };
}
