/**
 * The state in which a form chart waits for its request (tagged `state:loading`, which views read
 * as busy): the invoked actor is named by its src, gets its input from the context, and answers
 * through `onDone` / `onError`. Shared by the money forms (money/submit-states.ts) and the
 * password forms (change-password/password-form.ts).
 */
export function requestState<TActor extends string, TContext, TInput, TDone, TError>(o: {
  actor: TActor;
  input: (context: TContext) => TInput;
  onDone: TDone;
  onError: TError;
}) {
  return {
    tags: ['state:loading'],
    invoke: {
      id: o.actor,
      src: o.actor,
      input: ({ context }: { context: TContext }) => o.input(context),
      onDone: o.onDone,
      onError: o.onError,
    },
  };
}
