import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
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
 * (.dependency-cruiser.cjs `views-no-resource-binding`).
 */
export function useApiResource<N extends EndpointName>(name: N, query?: CallOptions['query'], key = '') {
  const { api } = useAppDeps();
  const latest = useRef({ name, query });
  latest.current = { name, query };
  const logic = useMemo(
    () =>
      resourceMachine.provide({
        actors: {
          load: fromPromise(({ signal }) => api.call(latest.current.name, { query: latest.current.query, signal })),
        },
      }),
    [api],
  );
  const actor = useActorRef(logic);
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

/** State and intents of a running resource actor, as views consume them. */
export function useResourceView<T>(actor: ActorRefFrom<typeof resourceMachine>) {
  const status = useSelector(actor, (s) => s.value as ResourceStatus);
  const data = useSelector(actor, (s) => s.context.data as T | null);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'resource.retry' }),
      reload: () => actor.send({ type: 'resource.reload' }),
    }),
    [actor],
  );
  return { status, data, errorKey, ...intents };
}
