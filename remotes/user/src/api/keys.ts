import { terraEquipoKeys } from '@gestion/api';

/**
 * Key prefixes of the user area (dashboard, profile, preferences): invalidating a prefix refreshes
 * every query under it.
 */
export const userKeys = {
  all: ['user'] as const,
  dashboardConfig: ['user', 'dashboard-config'] as const,
  expectativas: ['user', 'expectativas'] as const,
  // Reading pending notifications marks them seen on the server: they live under their own prefix
  // so that the invalidations of Terra's mutations (terraEquipoKeys.notificaciones) never read them
  // again and empty the list the person is looking at.
  notificacionesPendientes: ['user', 'notificaciones-pendientes'] as const,
  // Under Terra's prefix on purpose: answering an invitation (Terra's mutation) refreshes it.
  invitaciones: [...terraEquipoKeys.invitaciones, 'mias'] as const,
  profesiones: ['user', 'profesiones'] as const,
  usuarioExtra: ['user', 'usuario-extra'] as const,
};
