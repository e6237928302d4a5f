/** Key prefixes of the Terra prices: invalidating `precios` refreshes every price list. */
export const terraPreciosKeys = {
  precios: ['terra', 'precios'] as const,
};
