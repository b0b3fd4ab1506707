import { useLingui } from '@lingui/react/macro';
import { type ComponentType, type ReactElement, useEffect, useState } from 'react';
import { UI } from '../../config/constants';
import { Loading } from './data-states';

export class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Lazy chunks a first view may show, by name (`firstView`): the server draws them once loaded,
 * and names those it drew in the page; the browser loads the same before its first drawing, so
 * that drawing shows the same view as the server's (src/entry-server.tsx, src/main.tsx).
 */
const firstViewParts = new Map<string, () => Promise<unknown>>();
/** While the server draws: the named chunks the drawing showed, and those it had not loaded (a fallback shows). */
let drawing: { shown: Set<string>; missing: Set<string> } | null = null;

/** Runs one (synchronous) drawing and returns it with the named chunks it showed, in order, and those it lacked. */
export function drawCollectingParts<T>(draw: () => T): { drawn: T; shown: string[]; missing: string[] } {
  const seen = { shown: new Set<string>(), missing: new Set<string>() };
  drawing = seen;
  try {
    return { drawn: draw(), shown: [...seen.shown], missing: [...seen.missing] };
  } finally {
    drawing = null;
  }
}

/**
 * Loads named first-view chunks, in the order the server found them: a part inside a page is
 * known once the page's chunk has run. A name not (yet) known is skipped; a failed chunk is left
 * to its own error and retry.
 */
export async function loadFirstViewParts(names: readonly string[]): Promise<void> {
  for (const name of names) await firstViewParts.get(name)?.().catch(() => undefined);
}

/**
 * A route page — or any part most visits never show (account forms, the logged-in header
 * block) — in its own chunk. The chunk gets UI.chunkLoadTimeoutMs to arrive; a failure or
 * time-out shows a translated error with a retry that fetches the chunk again. Once loaded
 * it renders synchronously. `fallback` replaces the page-sized spinner for small parts.
 * `firstView`: a name, for a chunk a page's first view shows (see firstViewParts).
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { timeoutMs = UI.chunkLoadTimeoutMs, fallback, firstView }: { timeoutMs?: number; fallback?: ReactElement; firstView?: string } = {},
): ((props: P) => ReactElement) & { prefetch: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let inflight: Promise<ComponentType<P>> | null = null;
  const fetchChunk = () =>
    (inflight ??= withTimeout(load(), timeoutMs).then(
      (component) => (loaded = component),
      (error: unknown) => {
        inflight = null;
        throw error;
      },
    ));

  if (firstView) firstViewParts.set(firstView, fetchChunk);

  function LazyPage(props: P) {
    if (import.meta.env.SSR && firstView && drawing) {
      drawing.shown.add(firstView);
      if (!loaded) drawing.missing.add(firstView);
    }
    const [state, setState] = useState<'loading' | 'ready' | 'failed'>(loaded ? 'ready' : 'loading');
    const [attempt, setAttempt] = useState(0);
    // Asked even when the chunk is already here: it can land after this drawing (a spinner) and
    // before this effect, and then only this answer draws the page.
    useEffect(() => {
      let live = true;
      fetchChunk().then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (loaded) {
      const Page = loaded;
      return <Page {...props} />;
    }
    if (state === 'failed') {
      return (
        <ChunkFailed
          onRetry={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    return fallback ?? <Loading className="data-loading--page" />;
  }
  LazyPage.prefetch = () => fetchChunk().catch(() => undefined);
  return LazyPage;
}

const partPrefetchers: (() => Promise<unknown>)[] = [];

/** A lazy part of a page (a modal body, the logged-in header block) with a small fallback. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactElement, firstView?: string) {
  const part = lazyPage(load, { fallback, firstView });
  partPrefetchers.push(part.prefetch);
  return part;
}

/**
 * Fetches every lazy part, including those a fetched part defines (the modal host's bodies):
 * tests preload them once, then render synchronously.
 */
export async function prefetchLazyParts(): Promise<void> {
  for (let done = 0; done < partPrefetchers.length; ) {
    const batch = partPrefetchers.slice(done);
    done = partPrefetchers.length;
    await Promise.all(batch.map((p) => p()));
  }
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="data-failed data-failed--page" role="alert">
      <p>{t`The page took longer to load, check your network`}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}
