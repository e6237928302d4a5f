import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableLazy<T extends ComponentType> {
  Component: LazyExoticComponent<T>;
  /** Starts (or joins) the load; once it has resolved, Component renders without suspending. */
  load(): Promise<{ default: T }>;
}

/**
 * A thenable that calls back at once: React.lazy reads a module it gets this way in the same
 * render, where a resolved Promise would still suspend it until a microtask later.
 */
export function settled<M>(value: M): Promise<M> {
  return { then: (resolve: (v: M) => unknown) => resolve(value) } as unknown as Promise<M>;
}

/**
 * React.lazy, whose module can be asked for ahead of its first render and then renders without
 * suspending. Why it matters: React 19 holds the reveal of content that replaces a Suspense
 * fallback until 300 ms after that fallback appeared, so a spinner shown for a module that was
 * only a few milliseconds away delays the screen by up to 300 ms.
 */
export function preloadableLazy<T extends ComponentType>(factory: () => Promise<{ default: T }>): PreloadableLazy<T> {
  let loaded: { default: T } | null = null;
  let pending: Promise<{ default: T }> | null = null;
  const load = () =>
    (pending ??= factory().then(
      (m) => (loaded = m),
      (error: unknown) => {
        // A failed chunk is asked for again by the next load (the error boundary's retry).
        pending = null;
        throw error;
      },
    ));
  return { Component: lazy(() => (loaded ? settled(loaded) : load())), load };
}
