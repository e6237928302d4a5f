/** Key prefixes of the properties: invalidating `inmuebles` refreshes every list of them. */
export const terraInmueblesKeys = {
  inmuebles: ['terra', 'inmuebles'] as const,
};
