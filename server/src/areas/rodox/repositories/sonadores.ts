import { count, eq, sql } from 'drizzle-orm';
import type { Sonador } from '@gestion/contract/rodox';
import { SonadorSchema } from '@gestion/contract/rodox';
import { SONADOR_RESOURCE } from '@gestion/contract/resources/rodox';
import type { Executor } from '../../../db/client.js';
import { rodoxSelecciones, rodoxSonadores } from '../../../db/schema/index.js';
import { cuantos } from '../../../lib/cuantos.js';
import { tableResource } from '../../../resource/table-resource.js';
import { isUniqueViolation } from '../../../repositories/pg-errors.js';
import { deleteRow, updateRow } from '../../../repositories/row-writes.js';

// The dreamers' catalogue (docs/domain.md, «Selecciones y soñadores»): each projection makes the
// selections of every dreamer listed here, by its rule. A sigla is what the selections and the
// TXT carry: a new one follows onto them (the foreign key cascades), and a dreamer whose sigla
// some selection carries is not removed.

const sonadorColumns = { id: rodoxSonadores.id, sigla: rodoxSonadores.sigla, nombre: rodoxSonadores.nombre, regla: rodoxSonadores.regla };

export const CATALOGO_SONADORES = tableResource<Sonador, Sonador, 'rodox'>(SONADOR_RESOURCE, {
  table: rodoxSonadores,
  key: rodoxSonadores.id,
  columns: sonadorColumns,
  schema: SonadorSchema,
  search: [rodoxSonadores.search_text],
  historial: {
    columns: { sigla: rodoxSonadores.sigla, nombre: rodoxSonadores.nombre, regla: rodoxSonadores.regla },
    repr: (r) => `${String(r.sigla)} (${String(r.nombre)})`,
  },
});

export const SONADOR_HISTORIAL = CATALOGO_SONADORES.historial!;

/** A sigla is written in `{sigla}:{ordinal} --> …` lines: capitals and digits only, 1 to 4. */
export const SIGLA_SONADOR = /^[A-Z0-9]{1,4}$/;

export const SONADOR_MESSAGES = {
  sigla: 'De 1 a 4 letras mayúsculas sin acentos o dígitos.',
  siglaTomada: 'Ya existe un soñador con esta sigla.',
  enUso: (n: number) => `lo usan ${cuantos(n, 'selección', 'selecciones')}.`,
} as const;

type Campos = Omit<Sonador, 'id'>;

export async function createSonador(db: Executor, campos: Campos): Promise<Sonador | null> {
  try {
    const [row] = await db.insert(rodoxSonadores).values(campos).returning(sonadorColumns);
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, 'rodox_sonadores_sigla_uq')) return null;
    throw err;
  }
}

/** Writes the fields sent: false when there is none, 'sigla' when another dreamer has that sigla. */
export async function updateSonador(tx: Executor, id: number, campos: Partial<Campos>): Promise<boolean | 'sigla'> {
  return updateRow(tx, rodoxSonadores, rodoxSonadores.id, id, campos, { constraint: 'rodox_sonadores_sigla_uq', taken: 'sigla' as const });
}

/** Why a dreamer cannot go: the selections that carry its sigla. */
export async function sonadorImpide(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ n: count() })
    .from(rodoxSelecciones)
    .where(eq(rodoxSelecciones.sonador_sigla, sql`(select ${rodoxSonadores.sigla} from ${rodoxSonadores} where ${rodoxSonadores.id} = ${id})`));
  const n = Number(row?.n ?? 0);
  return n > 0 ? SONADOR_MESSAGES.enUso(n) : null;
}

export const deleteSonador = (tx: Executor, id: number): Promise<boolean> => deleteRow(tx, rodoxSonadores, rodoxSonadores.id, id);
