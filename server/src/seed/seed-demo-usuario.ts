import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { dashboardConfigs, rodoxContextos, users } from '../db/schema/index.js';

export const SIGLA_DEMO = 'lesa-mill';

/**
 * Demo data of the user area: the superusers present at the first start (the bootstrap admin)
 * get the demo context as their favourite, so that the dashboard's contexts table opens on
 * content. A config that exists is left alone; without the demo context nothing is done.
 */
export async function seedUsuarioDemo(db: Executor): Promise<{ configs: number }> {
  const rows = await db
    .insert(dashboardConfigs)
    .select(
      db
        .select({
          usuario_id: users.id,
          contextos_favoritos: sql`jsonb_build_array(${rodoxContextos.sigla})`.as('contextos_favoritos'),
          updated_at: sql`now()`.as('updated_at'),
        })
        .from(users)
        .innerJoin(rodoxContextos, sql`${rodoxContextos.sigla} = ${SIGLA_DEMO}`)
        .where(sql`${users.is_superuser}`),
    )
    .onConflictDoNothing({ target: dashboardConfigs.usuario_id })
    .returning({ usuario_id: dashboardConfigs.usuario_id });
  return { configs: rows.length };
}
