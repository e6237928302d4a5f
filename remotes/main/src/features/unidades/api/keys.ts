/** Key prefixes of the units of measure: invalidating `unidades` refreshes every unit list. */
export const puebloKeys = {
  all: ['pueblo'] as const,
  unidades: ['pueblo', 'unidades'] as const,
};
