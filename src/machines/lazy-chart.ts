/**
 * A chart built the first time something reads it. XState builds a chart's whole state tree when
 * `createMachine` runs (each state's transitions, delays and events); a chart defined at a module's
 * top level is built while the page's modules are evaluated, and that evaluation is one task the
 * browser cannot split (issue #21, Total Blocking Time). Built on first use, each chart is built in
 * the task that first starts or reads it: a stage of boot, or one component of React's time-sliced
 * first drawing.
 *
 * Callers and tests read the chart through the returned object as they would the chart itself: its
 * properties and methods (a chart binds its own methods, and sets nothing after it is built),
 * `in` and `instanceof`.
 */
export function lazyChart<T extends object>(build: () => T): T {
  let chart: T | undefined;
  const real = () => (chart ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
