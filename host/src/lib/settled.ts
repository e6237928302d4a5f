/**
 * A thenable that calls back at once: React.lazy reads a module it gets this way in the same
 * render, where a resolved Promise would still suspend it until a microtask later, show its
 * Suspense fallback, and React 19 then holds the content back until 300 ms after that fallback
 * appeared.
 */
export function settled<M>(value: M): Promise<M> {
  return { then: (resolve: (v: M) => unknown) => resolve(value) } as unknown as Promise<M>;
}
