import { type ComponentType, lazy } from 'react';

const preloaders: (() => Promise<unknown>)[] = [];

/**
 * A component whose code loads on first use (React.lazy under a Suspense boundary), but that
 * renders synchronously once its module is loaded — so a second open never flashes the
 * fallback, and tests can preload every lazy part once and then render as usual.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  preloaders.push(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return LazyComponent;
}

/** Loads every lazy component defined so far (tests; a warm-up after first paint could use it too). */
export function preloadLazyComponents(): Promise<unknown[]> {
  return Promise.all(preloaders.map((p) => p()));
}
