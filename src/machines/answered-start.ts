import { type AnyStateMachine, type ContextFrom, getInitialSnapshot, type InputFrom, type SnapshotFrom } from 'xstate';

/**
 * Where a chart starts when the answer it would first load is already here (sent with the page,
 * src/api/client.ts `peek`): in `value`, its initial context with the answer in it — a snapshot
 * it restores rather than reaches, so the first drawing (the server's, then the browser's) shows
 * the answer and nothing is asked again (issue #21). The state is one the chart reaches when that
 * answer arrives; its generated suite checks what that state shows.
 */
export function answeredStart<M extends AnyStateMachine>(machine: M, input: InputFrom<M>, value: string, answer: Partial<ContextFrom<M>>): SnapshotFrom<M> {
  const initial = getInitialSnapshot(machine, input as never) as { context: object };
  return machine.resolveState({ value, context: { ...initial.context, ...(answer as object) } }) as SnapshotFrom<M>;
}
