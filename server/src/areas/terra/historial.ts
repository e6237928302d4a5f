import { eq } from 'drizzle-orm';
import { dashboardConfigs, users } from '../../db/schema/index.js';
import type { HistorialObjeto } from '../../repositories/historial.js';
import { usuarioScope } from '../../repositories/historial-visibilidad.js';
import { EQUIPOS, INVITACION_HISTORIAL } from './repositories/equipos-registro.js';
import { INMUEBLES } from './repositories/inmuebles.js';

// What the history records of a team, an invitation, a property and a person's dashboard preferences.

export const EQUIPO_HISTORIAL = EQUIPOS.historial!;

export { INVITACION_HISTORIAL };

export const INMUEBLE_HISTORIAL = INMUEBLES.historial!;

/** A user's dashboard preferences; the id is the user's. */
export const DASHBOARD_CONFIG_HISTORIAL: HistorialObjeto = {
  tipo: 'terra.dashboardconfig',
  async read(db, id) {
    const [row] = await db
      .select({ username: users.username, contextos_favoritos: dashboardConfigs.contextos_favoritos })
      .from(users)
      .leftJoin(dashboardConfigs, eq(dashboardConfigs.usuario_id, users.id))
      .where(eq(users.id, id));
    return row
      ? { repr: `Preferencias de ${row.username}`, campos: { contextos_favoritos: row.contextos_favoritos ?? [] }, visibilidad: [usuarioScope(id)] }
      : undefined;
  },
};
