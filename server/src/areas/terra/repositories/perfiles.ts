import { count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Profesion, Telefono, UsuarioExtraFila } from '@gestion/contract/usuario';
import { ProfesionSchema, UsuarioExtraFilaSchema } from '@gestion/contract/usuario';
import { PROFESION_RESOURCE, USUARIO_EXTRA_RESOURCE } from '@gestion/contract/resources/terra';
import type { Executor } from '../../../db/client.js';
import { profesiones, usuariosExtra, usuariosExtraProfesiones } from '../../../db/schema/index.js';
import { cuantos } from '../../../lib/cuantos.js';
import { rowKey } from '../../../lib/pagination.js';
import { tableResource } from '../../../resource/table-resource.js';
import type { Visibilidad } from '../../../repositories/historial-visibilidad.js';
import { deleteRow, updateRow } from '../../../repositories/row-writes.js';

// The profiles and the professions catalogue as an administrator reads and corrects them
// (terra.*_usuarioextra, terra.*_profesion). The owner's own profile calls (/api/usuario-extra/)
// stay theirs.
//
// The related rows are read by subqueries written with the table's own name: drizzle leaves the
// columns of a one-table select unqualified, and an unqualified column inside a subquery would be
// the subquery's own.

const username = sql<string>`(select u.username from users u where u.id = usuarios_extra.usuario_id)`;
const telefonos = sql<Telefono[]>`coalesce((select json_agg(json_build_object('numero', t.numero, 'tipo', t.tipo) order by t.orden)
  from usuarios_extra_telefonos t where t.usuario_extra_id = usuarios_extra.id), '[]'::json)`;

/** The profiles, declared once (the contract's declaration bound to the table). */
export const USUARIOS_EXTRA = tableResource<UsuarioExtraFila, UsuarioExtraFila, 'terra'>(USUARIO_EXTRA_RESOURCE, {
  table: usuariosExtra,
  key: usuariosExtra.id,
  columns: {
    id: usuariosExtra.id,
    usuario_id: usuariosExtra.usuario_id,
    username,
    apodo: usuariosExtra.apodo,
    avatar: usuariosExtra.avatar,
    bio: usuariosExtra.bio,
    profesiones: sql<string[]>`coalesce((select json_agg(p.nombre order by lower(p.nombre))
      from usuarios_extra_profesiones up join profesiones p on p.id = up.profesion_id where up.usuario_extra_id = usuarios_extra.id), '[]'::json)`,
    telefonos,
  },
  schema: UsuarioExtraFilaSchema,
  ordering: { username },
  search: [
    (pattern: SQL) => sql`usuarios_extra.usuario_id in (select u.id from users u where lower(immutable_unaccent(u.username)) like ${pattern})`,
    (pattern: SQL) => sql`lower(immutable_unaccent(usuarios_extra.apodo)) like ${pattern}`,
  ],
  // The fields the owner's PUT records (areas/terra/routes/usuario-extra.ts), so that entries of either
  // path read alike; seen by the owner (and superusers), as those are.
  historial: {
    columns: {
      apodo: usuariosExtra.apodo,
      avatar: usuariosExtra.avatar,
      bio: usuariosExtra.bio,
      profesiones: sql<number[]>`coalesce((select json_agg(p.profesion_id order by p.profesion_id)
        from usuarios_extra_profesiones p where p.usuario_extra_id = usuarios_extra.id), '[]'::json)`.as('profesiones'),
      telefonos: telefonos.as('telefonos'),
      usuario: username.as('usuario'),
    },
    repr: (r) => `Perfil de ${String(r.usuario)}`,
    visibilidad: sql<Visibilidad>`array['usuario:' || usuarios_extra.usuario_id]`,
  },
});

/** Sets what an administrator corrected of a profile; false when there is none. */
export const corregirPerfil = (db: Executor, id: number, changes: { apodo?: string; avatar?: string; bio?: string }): Promise<boolean> =>
  updateRow(db, usuariosExtra, usuariosExtra.id, id, Object.keys(changes).length ? { ...changes, updated_at: sql`now()` } : {}, { taken: false });

/** The professions catalogue, declared once. */
export const PROFESIONES = tableResource<Profesion, Profesion, 'terra'>(PROFESION_RESOURCE, {
  table: profesiones,
  key: profesiones.id,
  columns: { id: profesiones.id, nombre: profesiones.nombre },
  schema: ProfesionSchema,
  // As GET /api/profesiones/ orders them; the unique index on lower(nombre) serves it.
  ordering: { nombre: rowKey(sql`lower(${profesiones.nombre})`) },
  // A few dozen names: normalised in the query, no stored search column.
  search: [(pattern: SQL) => sql`lower(immutable_unaccent(profesiones.nombre)) like ${pattern}`],
  historial: { columns: { nombre: profesiones.nombre }, repr: (r) => String(r.nombre) },
});

export const PROFESION_MESSAGES = {
  nombreTomado: 'Ya existe una profesión con este nombre.',
} as const;

/**
 * The profession named `nombre` (any case), created when there is none. Safe under concurrency:
 * the insert yields to the unique index, then the winner is read.
 */
export async function findOrCreateProfesion(db: Executor, nombre: string): Promise<{ item: Profesion; created: boolean }> {
  const columns = { id: profesiones.id, nombre: profesiones.nombre };
  const [created] = await db.insert(profesiones).values({ nombre }).onConflictDoNothing().returning(columns);
  if (created) return { item: created, created: true };
  const [existing] = await db.select(columns).from(profesiones).where(sql`lower(${profesiones.nombre}) = lower(${nombre}::text)`);
  if (!existing) throw new Error(`profession name vanished: ${nombre}`);
  return { item: existing, created: false };
}

/** Renames a profession: false when there is none, 'nombre' when another has that name (any case). */
export const renameProfesion = (db: Executor, id: number, nombre: string): Promise<boolean | 'nombre'> =>
  updateRow(db, profesiones, profesiones.id, id, { nombre }, { constraint: 'profesiones_nombre_lower_uq', taken: 'nombre' as const });

/** Why a profession cannot be removed: the profiles that have it. Null when none does. */
export async function profesionImpide(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(usuariosExtraProfesiones).where(eq(usuariosExtraProfesiones.profesion_id, id));
  const n = Number(row?.n ?? 0);
  return n > 0 ? `la tienen ${cuantos(n, 'perfil', 'perfiles')}.` : null;
}

/** Removes a profession (its foreign key refuses while a profile has it); false when there is none. */
export const deleteProfesion = (db: Executor, id: number): Promise<boolean> => deleteRow(db, profesiones, profesiones.id, id);
