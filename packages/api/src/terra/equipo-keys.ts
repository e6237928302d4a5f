/**
 * Key prefixes of Terra teams, invitations and notifications: invalidating a prefix refreshes every
 * query under it. The user dashboard reads invitations and notifications under these prefixes too,
 * so an answer given on either screen refreshes both.
 */
export const terraEquipoKeys = {
  equipos: ['terra', 'equipos'] as const,
  invitaciones: ['terra', 'invitaciones'] as const,
  notificaciones: ['terra', 'notificaciones'] as const,
};
