import { eq, inArray, sql } from 'drizzle-orm';
import type { DashboardConfig } from '@gestion/contract/usuario';
import type { Executor } from '../../../db/client.js';
import { dashboardConfigs, rodoxContextos } from '../../../db/schema/index.js';

const columns = { contextos_favoritos: dashboardConfigs.contextos_favoritos };

/** The caller's dashboard preferences, created empty on first read (race-safe: a concurrent first read inserts nothing twice). */
export async function dashboardConfigDe(db: Executor, usuarioId: number): Promise<DashboardConfig> {
  const [found] = await db.select(columns).from(dashboardConfigs).where(eq(dashboardConfigs.usuario_id, usuarioId));
  if (found) return found;
  await db.insert(dashboardConfigs).values({ usuario_id: usuarioId }).onConflictDoNothing({ target: dashboardConfigs.usuario_id });
  const [created] = await db.select(columns).from(dashboardConfigs).where(eq(dashboardConfigs.usuario_id, usuarioId));
  if (!created) throw new Error('dashboard config not found after insert');
  return created;
}

/** Of `siglas`, those that name a Rodox context. */
export async function siglasExistentes(db: Executor, siglas: readonly string[]): Promise<Set<string>> {
  if (siglas.length === 0) return new Set();
  const rows = await db.select({ sigla: rodoxContextos.sigla }).from(rodoxContextos).where(inArray(rodoxContextos.sigla, [...siglas]));
  return new Set(rows.map((r) => r.sigla));
}

/** Replaces the caller's favourite contexts (one upsert); answers the config. */
export async function guardarContextosFavoritos(db: Executor, usuarioId: number, siglas: readonly string[]): Promise<DashboardConfig> {
  const [row] = await db
    .insert(dashboardConfigs)
    .values({ usuario_id: usuarioId, contextos_favoritos: [...siglas] })
    .onConflictDoUpdate({
      target: dashboardConfigs.usuario_id,
      set: { contextos_favoritos: sql`excluded.contextos_favoritos`, updated_at: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error('dashboard config upsert returned nothing');
  return row;
}
