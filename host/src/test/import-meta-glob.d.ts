// Vitest (vite) expands import.meta.glob at transform time; only the tests use it.
interface ImportMeta {
  glob<M>(pattern: string, options: { eager: true }): Record<string, M>;
}
