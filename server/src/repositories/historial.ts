import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.js';
import type { Executor } from '../db/client.js';
import { historial } from '../db/schema/index.js';
import type { CambioCampo } from '../db/schema/index.js';
import type { Visibilidad } from './historial-visibilidad.js';

// The history's one writer: a route calls writeHistorial with the transaction that
// makes its change, so the entry exists exactly when the change does. Entries are never updated
// or deleted here (a trigger refuses it; retention purges through historial_purgar()).

/** Who made the change, as they were named then; null for a write nobody signed in made. */
export type HistorialActor = { id: number; username: string } | null;

export type HistorialAccion =
  | 'crear'
  | 'modificar'
  | 'eliminar'
  | 'activar'
  | 'desactivar'
  | 'cambiar_contrasena'
  | 'registrar'
  | 'importar'
  | 'confirmar'
  | 'descartar'
  | 'deshacer'
  | 'proyectar'
  | 'actualizar'
  | 'invitar'
  | 'responder';

/** A flat record of an object's fields (values are stored as JSON). */
export type Campos = Record<string, unknown>;

export interface HistorialInput {
  actor: HistorialActor;
  accion: HistorialAccion;
  /** `app.model`, as the permission keys name models: 'auth.user', 'main.sprint', ... */
  objetoTipo: string;
  objetoId: number | string;
  /** A readable label of the object (its name, username, sigla...). */
  repr: string;
  /** The fields before the change (null or absent: the object is new). */
  antes?: Campos | null;
  /** The fields after the change (null or absent: the object is gone). */
  despues?: Campos | null;
  /** What is not a field: an import's counts and file name, a projection's figures. */
  detalle?: Campos | null;
  /** Who besides a superuser may read the entry (historial-visibilidad.ts); absent: every reader of the history. */
  visibilidad?: Visibilidad;
}

/** Field names never stored, whatever the caller passes: passwords, tokens, hashes, secrets. */
const SECRET = /pass(word)?|contrase|token|hash|secret|clave_privada|api_key/i;

export const isSecretField = (name: string): boolean => SECRET.test(name);

/** JSON-safe value: dates as ISO text, undefined as null, secrets dropped from nested records. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') return withoutSecrets(value as Campos);
  return value;
}

function withoutSecrets(record: Campos): Campos {
  const out: Campos = {};
  for (const [key, value] of Object.entries(record)) if (!isSecretField(key)) out[key] = plain(value);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs between `antes` and `despues`, in the order they first appear,
 * secrets left out. A new object (no `antes`) lists every field with `antes: null`; a removed one
 * (no `despues`) every field with `despues: null`.
 */
export function changedFields(antes: Campos | null | undefined, despues: Campos | null | undefined): CambioCampo[] {
  const before = withoutSecrets(antes ?? {});
  const after = withoutSecrets(despues ?? {});
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const cambios: CambioCampo[] = [];
  for (const campo of names) {
    const a = Object.hasOwn(before, campo) ? before[campo] : null;
    const d = Object.hasOwn(after, campo) ? after[campo] : null;
    if (!same(a, d)) cambios.push({ campo, antes: a, despues: d });
  }
  return cambios;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max - 1) + '…' : text);

/** Appends one entry, in `tx` (the caller's transaction). */
export async function writeHistorial(tx: Executor, input: HistorialInput): Promise<void> {
  await tx.insert(historial).values({
    usuario_id: input.actor?.id ?? null,
    usuario_username: clip(input.actor?.username ?? '', 150),
    accion: input.accion,
    objeto_tipo: input.objetoTipo,
    objeto_id: clip(String(input.objetoId), 100),
    objeto_repr: clip(input.repr, 300),
    cambios: changedFields(input.antes, input.despues),
    detalle: input.detalle ? withoutSecrets(input.detalle) : null,
    visibilidad: input.visibilidad ?? null,
  });
}

/**
 * Retention: removes up to `lote` entries older than `antes`, oldest first, through the
 * database's historial_purgar() (the only way past the append-only trigger). Answers how many.
 */
export async function purgeHistorial(db: Executor, antes: Date, lote: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select historial_purgar(${antes.toISOString()}::timestamptz, ${lote}::int) as n`));
  return Number(rows[0]?.n ?? 0);
}

/** How the history reads one kind of object: its type, and its label and fields now. */
export interface HistorialObjeto {
  tipo: string;
  read(db: Executor, id: number): Promise<{ repr: string; campos: Campos; visibilidad?: Visibilidad } | undefined>;
}

/**
 * Runs `change` between two reads of the object and appends the entry with what differs, all in
 * `tx`: the routes' one call for a change of an existing object (or of one that `change` removes:
 * then the fields go to null).
 */
export async function withHistorial<T>(
  tx: Executor,
  actor: HistorialActor,
  accion: HistorialAccion,
  objeto: HistorialObjeto,
  id: number,
  change: () => Promise<T>,
  /** What is not a field (counts of what the change made), from its result. */
  detalle?: Campos | ((result: T) => Campos),
): Promise<T> {
  const antes = await objeto.read(tx, id);
  const result = await change();
  const despues = await objeto.read(tx, id);
  await writeHistorial(tx, {
    actor,
    accion,
    objetoTipo: objeto.tipo,
    objetoId: id,
    repr: (despues ?? antes)?.repr ?? String(id),
    antes: antes?.campos ?? null,
    despues: despues?.campos ?? null,
    detalle: typeof detalle === 'function' ? detalle(result) : (detalle ?? null),
    visibilidad: (despues ?? antes)?.visibilidad ?? null,
  });
  return result;
}

/** The entry of an object just created: every field it has, from nothing. */
export async function writeCreated(tx: Executor, actor: HistorialActor, objeto: HistorialObjeto, id: number, detalle?: Campos): Promise<void> {
  const now = await objeto.read(tx, id);
  await writeHistorial(tx, { actor, accion: 'crear', objetoTipo: objeto.tipo, objetoId: id, repr: now?.repr ?? String(id), despues: now?.campos ?? null, detalle: detalle ?? null, visibilidad: now?.visibilidad ?? null });
}
