import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate';
import type { CallOptions } from '../../api/client';
import type { EndpointName, ResponseOf } from '../../api/endpoints';
import { useAppDeps } from '../app-deps';
import { resourceMachine } from './resource.machine';

export type ResourceStatus = 'loading' | 'loaded' | 'failed';

/**
 * Binds a resource chart to one endpoint for the lifetime of the calling component. When the
 * query or `key` (e.g. the language) changes, the chart reloads so the data follows.
 * Views do not call it: each read is a named hook in its flow's machine folder (e.g.
 * src/machines/game-reads), which owns the endpoint, the query and the reload key
 * (.dependency-cruiser.cjs `views-no-resource-binding`). `staleOn` subscribes to what makes the data
 * stale (another chart's signal, e.g. src/machines/redeem/points-signal.ts): the chart reads again
 * on each announcement, for as long as it runs.
 */
export function useApiResource<N extends EndpointName>(name: N, query?: CallOptions['query'], key = '', staleOn?: (announce: () => void) => () => void) {
  const { api } = useAppDeps();
  const latest = useRef({ name, query });
  latest.current = { name, query };
  const logic = useMemo(
    () =>
      resourceMachine.provide({
        actors: {
          load: fromPromise(({ signal }) => api.call(latest.current.name, { query: latest.current.query, signal })),
          watchChanges: fromCallback(({ sendBack }) => staleOn?.(() => sendBack({ type: 'resource.reload' }))),
        },
      }),
    [api],
  );
  // A read whose answer is already here (sent with the page, src/api/client.ts `peek`) starts in
  // `loaded` with it: the chart's own state, restored rather than reached, so the first render —
  // the server's and the browser's — draws the answer, and no second render replaces a spinner.
  const [answered] = useState(() => api.peek?.(name, query));
  const actor = useActorRef(logic, answered && { snapshot: logic.resolveState({ value: 'loaded', context: { data: answered.value, errorKey: null } }) });
  const depsKey = JSON.stringify([name, query ?? {}, key]);
  const loadedWith = useRef(depsKey);
  useEffect(() => {
    if (loadedWith.current === depsKey) return;
    loadedWith.current = depsKey;
    actor.send({ type: 'resource.reload' });
  }, [actor, depsKey]);

  return useResourceView<ResponseOf<N>>(actor);
}

/** What a named read hands a view: the resource chart's state and its intents. */
export type Resource<T> = ReturnType<typeof useResourceView<T>>;

/**
 * State and intents of a running resource actor, as views consume them.
 *
 * A chart's change reaches React as an external-store update, which React renders at once, in one
 * task it cannot interrupt. A page's reads start with the page's first commit and, answered from
 * what the server sent with the page, all move to `loaded` within that task, and their content was
 * drawn there too (profiled on /help with a 4× slower CPU: 187 ms of synchronous rendering in a
 * 212 ms task after the first commit; Lighthouse's TBT median 374 ms before, 207 ms after). The view
 * therefore shows the chart's state through `useDeferredValue`: the urgent render keeps what is on
 * screen, and the render of the new state runs in the background, yielding to the browser between
 * components. What is shown is still the chart's state, a frame or so later.
 */
export function useResourceView<T>(actor: ActorRefFrom<typeof resourceMachine>) {
  // A resource's snapshot changes only when its chart moves (loading, loaded, failed, reloading).
  const { value, context } = useDeferredValue(useSelector(actor, (s) => s));
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'resource.retry' }),
      reload: () => actor.send({ type: 'resource.reload' }),
    }),
    [actor],
  );
  return { status: value as ResourceStatus, data: context.data as T | null, errorKey: context.errorKey, ...intents };
}

/**
 * Binds a resource chart to a loader that is not a server read (code the page fetches, e.g. the
 * chart models /flows draws), for the lifetime of the calling component: loading, loaded or
 * failed with a retry, as a server read. Views take it through a named hook too.
 */
export function useLoaderResource<T>(load: () => Promise<T>): Resource<T> {
  const latest = useRef(load);
  latest.current = load;
  const [logic] = useState(() =>
    resourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(() => latest.current()),
        watchChanges: fromCallback(() => {}),
      },
    }),
  );
  return useResourceView<T>(useActorRef(logic));
}
