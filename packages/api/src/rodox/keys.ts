/**
 * Key prefixes of Rodox that several apps read: the rodox remote keys its screens under `all`
 * («Actualizar sorteos» refreshes them all, and the contexts), the user dashboard keys the contexts
 * with their last sorteo under `contextos`.
 */
export const rodoxKeys = {
  all: ['rodox'] as const,
  contextos: ['rodox', 'contextos'] as const,
};
