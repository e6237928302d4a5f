import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Profesion, Telefono, UsuarioExtra } from '@gestion/contract/usuario';
import type { Executor } from '../../../db/client.js';
import { profesiones, usuariosExtra, usuariosExtraProfesiones, usuariosExtraTelefonos } from '../../../db/schema/index.js';

/** The professions catalogue, by nombre. */
export async function listProfesiones(db: Executor): Promise<Profesion[]> {
  return db.select({ id: profesiones.id, nombre: profesiones.nombre }).from(profesiones).orderBy(sql`lower(${profesiones.nombre})`, asc(profesiones.id));
}

/** Of `ids`, those that name a profession. */
export async function profesionesExistentes(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: profesiones.id }).from(profesiones).where(inArray(profesiones.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

// The profile with its professions (by id) and phones (in the order given) in one statement.
// Written out in SQL: drizzle leaves the columns of a single-table select unqualified, and an
// unqualified "id" inside these subqueries would be the subquery's own.
const perfilColumns = {
  id: usuariosExtra.id,
  apodo: usuariosExtra.apodo,
  avatar: usuariosExtra.avatar,
  bio: usuariosExtra.bio,
  profesiones: sql<number[]>`coalesce((select json_agg(p.profesion_id order by p.profesion_id)
    from usuarios_extra_profesiones p where p.usuario_extra_id = usuarios_extra.id), '[]'::json)`,
  telefonos: sql<Telefono[]>`coalesce((select json_agg(json_build_object('numero', t.numero, 'tipo', t.tipo) order by t.orden)
    from usuarios_extra_telefonos t where t.usuario_extra_id = usuarios_extra.id), '[]'::json)`,
};

async function perfilDeUsuario(db: Executor, usuarioId: number): Promise<UsuarioExtra | null> {
  const [row] = await db.select(perfilColumns).from(usuariosExtra).where(eq(usuariosExtra.usuario_id, usuarioId));
  return row ?? null;
}

/** The user's profile, created empty on first read (race-safe: insert … on conflict do nothing, then read). */
export async function perfilDe(db: Executor, usuarioId: number): Promise<UsuarioExtra> {
  const found = await perfilDeUsuario(db, usuarioId);
  if (found) return found;
  await db.insert(usuariosExtra).values({ usuario_id: usuarioId }).onConflictDoNothing({ target: usuariosExtra.usuario_id });
  const created = await perfilDeUsuario(db, usuarioId);
  if (!created) throw new Error('profile not found after insert');
  return created;
}

/** What a PUT sets; a field left out keeps its value (DRF's update of non-required fields). */
export interface PerfilCambios {
  apodo?: string;
  avatar?: string;
  bio?: string;
  profesiones?: readonly number[];
  telefonos?: readonly Telefono[];
}

/**
 * Writes the profile `id` when it is `usuarioId`'s (null otherwise: someone else's profile is
 * as unknown as a missing one). One transaction: the row, then its professions and phones
 * replaced, all or nothing.
 */
export async function actualizarPerfil(db: Executor, usuarioId: number, id: number, cambios: PerfilCambios): Promise<UsuarioExtra | null> {
  return db.transaction(async (tx) => {
    const propio = and(eq(usuariosExtra.id, id), eq(usuariosExtra.usuario_id, usuarioId));
    const [row] = await tx
      .update(usuariosExtra)
      .set({
        updated_at: sql`now()`,
        ...(cambios.apodo !== undefined ? { apodo: cambios.apodo } : {}),
        ...(cambios.avatar !== undefined ? { avatar: cambios.avatar } : {}),
        ...(cambios.bio !== undefined ? { bio: cambios.bio } : {}),
      })
      .where(propio)
      .returning({ id: usuariosExtra.id });
    if (!row) return null;
    if (cambios.profesiones !== undefined) {
      await tx.delete(usuariosExtraProfesiones).where(eq(usuariosExtraProfesiones.usuario_extra_id, id));
      if (cambios.profesiones.length) {
        await tx.insert(usuariosExtraProfesiones).values(cambios.profesiones.map((profesion_id) => ({ usuario_extra_id: id, profesion_id })));
      }
    }
    if (cambios.telefonos !== undefined) {
      await tx.delete(usuariosExtraTelefonos).where(eq(usuariosExtraTelefonos.usuario_extra_id, id));
      if (cambios.telefonos.length) {
        await tx
          .insert(usuariosExtraTelefonos)
          .values(cambios.telefonos.map((t, orden) => ({ usuario_extra_id: id, orden, numero: t.numero, tipo: t.tipo })));
      }
    }
    return perfilDeUsuario(tx, usuarioId);
  });
}
