/** Key prefixes of the Rodox draw screens: invalidating a prefix refreshes every query under it. */
export const rodoxDrawKeys = {
  all: ['rodox'] as const,
  contextos: ['rodox', 'contextos'] as const,
  sorteos: ['rodox', 'sorteos'] as const,
  selecciones: ['rodox', 'selecciones'] as const,
  paridad: ['rodox', 'paridad'] as const,
};
