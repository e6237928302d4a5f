import { sql } from 'drizzle-orm';
import type { FieldMessages } from '../../../lib/http-errors.js';
import type { ImportSummary, Producto } from '@gestion/contract/terra';
import { rowsOf, type Executor } from '../../../db/client.js';
import { missingIds } from '../../../db/missing-ids.js';
import {
  distribuidores,
  preciosProductos,
  productos,
  recursoCategorias,
  recursoTipos,
  unidadesMedida,
  unidadesMedidaVariantes,
} from '../../../db/schema/index.js';
import { fieldErrors } from '../../../lib/http-errors.js';
import { IMPORT_MESSAGES } from '../domain/import-fields.js';
import { CATALOGOS, findOrCreateCatalogo } from '../../pueblo/repositories/catalogos.js';
import { cerrarImportacion } from './importaciones-deshacer.js';

// The Terra imports (docs/domain.md, «Importaciones»). Each runs in one transaction: a problem found on the
// way throws a 400 from inside it, so a failed import changes nothing.

/** Rows per INSERT statement (4 to 5 parameters each: far below PostgreSQL's 65,535). */
const CHUNK = 1000;

export interface ProductoNuevo {
  nombre_largo: string;
  unidad_medida_id: number;
  tipo_id: number;
  categoria_id: number;
}

export interface PrecioNuevo {
  producto_id: number;
  distribuidor_id: number;
  fecha: string;
  /** numeric text, two decimals */
  valor: string;
}

export const DISTRIBUIDOR_IMPORTACION_SIMPLE = 'Importación simple';

export function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type IdTable = typeof unidadesMedida | typeof recursoTipos | typeof recursoCategorias | typeof distribuidores | typeof productos;

/**
 * For each row whose `field` names no record of `table`, the DRF error under
 * `${list}.${index}.${field}`.
 */
export async function unknownIds(
  db: Executor,
  table: IdTable,
  list: string,
  field: string,
  values: readonly number[],
  errors: FieldMessages,
): Promise<void> {
  const missing = new Set(await missingIds(db, table, values));
  values.forEach((id, i) => {
    if (missing.has(id)) errors[`${list}.${i}.${field}`] = [IMPORT_MESSAGES.claveInvalida(id)];
  });
}

const productoKey = (p: ProductoNuevo) => `${p.nombre_largo.toLowerCase()}\u0000${p.unidad_medida_id}\u0000${p.tipo_id}\u0000${p.categoria_id}`;

/**
 * The product of each of `items` (existing or just created), in the order of `items`: one per
 * item, a repeated item answered again. The list goes to the database as one JSON parameter:
 * one insert and one lookup whatever its length (a list of row literals made PGlite, with its
 * small stack, abort at 1,000 rows, and 100 at a time took 20 lookups for a 2,000-product
 * file), and the lookup is matched to the list by position, so JavaScript's and PostgreSQL's
 * lower() never need to agree, here or in a client.
 */
async function ensureProductos(tx: Executor, items: readonly ProductoNuevo[]): Promise<{ productos: Producto[]; creados: number }> {
  const porClave = new Map<string, number>();
  const distinct: ProductoNuevo[] = [];
  const posicion = items.map((p) => {
    const key = productoKey(p);
    let at = porClave.get(key);
    if (at === undefined) {
      at = distinct.push(p) - 1;
      porClave.set(key, at);
    }
    return at;
  });
  if (distinct.length === 0) return { productos: [], creados: 0 };
  const lista = sql`jsonb_to_recordset(${JSON.stringify(distinct.map((p, i) => ({ i, ...p })))}::jsonb)
    as w(i int, nombre_largo text, unidad_medida_id int, tipo_id int, categoria_id int)`;
  const inserted = await tx.execute(sql`
    with nuevos as (
      insert into productos (nombre_largo, unidad_id, tipo_id, categoria_id)
      select nombre_largo, unidad_medida_id, tipo_id, categoria_id from ${lista} order by i
      on conflict do nothing
      returning id
    )
    select count(*)::int as n from nuevos`);
  const creados = rowsOf<{ n: number }>(inserted)[0]!.n;
  const found = rowsOf<Producto & { i: number }>(
    await tx.execute(sql`
      select w.i, p.id, p.nombre_largo, p.unidad_id as unidad_medida_id, p.tipo_id, p.categoria_id,
             u.nombre as unidad_nombre, t.nombre as tipo_nombre, c.nombre as categoria_nombre
        from ${lista}
        join productos p on lower(p.nombre_largo) = lower(w.nombre_largo) and p.unidad_id = w.unidad_medida_id
                        and p.tipo_id = w.tipo_id and p.categoria_id = w.categoria_id
        join unidades_medida u on u.id = p.unidad_id
        join recurso_tipos t on t.id = p.tipo_id
        join recurso_categorias c on c.id = p.categoria_id`),
  );
  const byIndex = new Map(found.map(({ i, ...producto }) => [i, producto]));
  const productos = posicion.map((at) => {
    const producto = byIndex.get(at);
    if (!producto) throw new Error('imported product not found after its insert');
    return producto;
  });
  return { productos, creados };
}

/** POST /api/terra/productos/importar/: creates the missing products; answers productos[i] for items[i]. */
export async function importarProductos(db: Executor, items: readonly ProductoNuevo[]): Promise<Producto[]> {
  return db.transaction(async (tx) => {
    const errors: FieldMessages = {};
    await unknownIds(tx, unidadesMedida, 'productos_data', 'unidad_medida_id', items.map((p) => p.unidad_medida_id), errors);
    await unknownIds(tx, recursoTipos, 'productos_data', 'tipo_id', items.map((p) => p.tipo_id), errors);
    await unknownIds(tx, recursoCategorias, 'productos_data', 'categoria_id', items.map((p) => p.categoria_id), errors);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return (await ensureProductos(tx, items)).productos;
  });
}

/**
 * Inserts the prices, skipping those whose product, distributor and date already have one (in
 * the table or earlier in the same list). Answers the summary's numbers and details.
 */
async function insertPrecios(tx: Executor, precios: readonly PrecioNuevo[], importacionId: number): Promise<{ registrados: number; productos: number; detalles: string[] }> {
  const insertados: { id: number; producto_id: number }[] = [];
  for (const part of chunks(precios)) {
    const stamped = part.map((p) => ({ ...p, importacion_id: importacionId }));
    insertados.push(...(await tx.insert(preciosProductos).values(stamped).onConflictDoNothing().returning({ id: preciosProductos.id, producto_id: preciosProductos.producto_id })));
  }
  await cerrarImportacion(tx, importacionId, insertados.map((p) => p.id));
  const detalles = detallesPrecios(insertados.length, precios.length - insertados.length);
  return { registrados: insertados.length, productos: new Set(insertados.map((p) => p.producto_id)).size, detalles };
}

/** The summary's lines for `registrados` prices inserted and `omitidos` skipped as already there. */
export function detallesPrecios(registrados: number, omitidos: number): string[] {
  const detalles = [registrados === 1 ? 'Se registró 1 precio.' : `Se registraron ${registrados} precios.`];
  if (omitidos > 0) {
    detalles.push(
      omitidos === 1
        ? 'Se omitió 1 precio que ya existía (mismo producto, distribuidor y fecha).'
        : `Se omitieron ${omitidos} precios que ya existían (mismo producto, distribuidor y fecha).`,
    );
  }
  return detalles;
}

/** POST /api/terra/precios-productos/importar/: one transaction; duplicates skipped; the prices stamped with import `importacionId`. */
export async function importarPrecios(db: Executor, precios: readonly PrecioNuevo[], importacionId: number): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const errors: FieldMessages = {};
    await unknownIds(tx, productos, 'precios_data', 'producto_id', precios.map((p) => p.producto_id), errors);
    await unknownIds(tx, distribuidores, 'precios_data', 'distribuidor_id', precios.map((p) => p.distribuidor_id), errors);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const result = await insertPrecios(tx, precios, importacionId);
    return { productosRegistrados: result.productos, preciosRegistrados: result.registrados, detalles: result.detalles, error: null };
  });
}

export interface FilaSimple {
  /** the row of the CSV (the header is row 1): the errors name it */
  fila: number;
  descripcion: string;
  tipo: string;
  categoria: string;
  unidad: string;
  unidad_id: number | null;
  /** numeric text, two decimals */
  valor: string;
}

/** A row's message as the simple import answers it: 'Fila 5: No existe la unidad de medida "xx".' */
export const enFila = (fila: number, mensaje: string) => `Fila ${fila}: ${mensaje}`;

/**
 * `errors` of the rows of `list` (keys `${list}.${i}.…`) with each message prefixed by the
 * row's CSV number, `filaDe(i)`; the field-error shape stays that of the other import routes.
 */
export function erroresPorFila(errors: FieldMessages, list: string, filaDe: (index: number) => number): FieldMessages {
  const out: FieldMessages = {};
  const row = new RegExp(`^${list}\\.(\\d+)(\\.|$)`);
  for (const [key, messages] of Object.entries(errors)) {
    const match = row.exec(key);
    out[key] = match ? messages.map((m) => enFila(filaDe(Number(match[1])), m)) : messages;
  }
  return out;
}

/**
 * A unit's text as the screens match it (remotes/terra/src/lib/normalize.ts; the contract package
 * holds types only): no accents, lower case, single spaces, trimmed. So a file's 'Galón ' finds the
 * same unit whether the browser sent its id or only the text.
 */
const clave = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Units by nombre, abreviatura and variant, as `clave` reads them (the table is small: read whole). */
async function unidadesPorNombre(tx: Executor): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  const unidades = await tx.select({ id: unidadesMedida.id, nombre: unidadesMedida.nombre, abreviatura: unidadesMedida.abreviatura }).from(unidadesMedida);
  const variantes = await tx
    .select({ id: unidadesMedidaVariantes.unidad_id, nombre: unidadesMedidaVariantes.abreviatura_equivalente })
    .from(unidadesMedidaVariantes);
  for (const v of variantes) byName.set(clave(v.nombre), v.id);
  for (const u of unidades) byName.set(clave(u.abreviatura), u.id);
  for (const u of unidades) byName.set(clave(u.nombre), u.id);
  return byName;
}

/**
 * POST /api/terra/importar-precios/: resolves each row's unit (by `unidad_id` when given, else by
 * name, abbreviation or variant), type and category by name (created when missing), creates the
 * missing products and inserts the prices dated `fecha` for the distributor 'Importación simple'.
 * A row that cannot be imported refuses the whole file (nothing changes) with a 400 whose
 * messages name its CSV row ('Fila 5: …').
 */
export async function importarSimple(db: Executor, filas: readonly FilaSimple[], fecha: string, importacionId: number): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const errors: FieldMessages = {};
    const porNombre = await unidadesPorNombre(tx);
    const inexistentes = new Set(
      await missingIds(tx, unidadesMedida, filas.flatMap((f) => (f.unidad_id === null ? [] : [f.unidad_id]))),
    );
    const unidades = filas.map((f, i) => {
      if (f.unidad_id !== null) {
        if (!inexistentes.has(f.unidad_id)) return f.unidad_id;
        errors[`datos.${i}.unidad_id`] = [IMPORT_MESSAGES.claveInvalida(f.unidad_id)];
        return 0;
      }
      const id = porNombre.get(clave(f.unidad));
      if (id === undefined) errors[`datos.${i}.unidad`] = [f.unidad ? IMPORT_MESSAGES.unidadDesconocida(f.unidad) : IMPORT_MESSAGES.unidadRequerida];
      return id ?? 0;
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(erroresPorFila(errors, 'datos', (i) => filas[i]!.fila));

    const resolver = async (table: typeof recursoTipos | typeof recursoCategorias, nombres: string[]) => {
      const ids = new Map<string, number>();
      let creados = 0;
      for (const nombre of new Set(nombres)) {
        const { item, created } = await findOrCreateCatalogo(tx, table, nombre);
        ids.set(nombre, item.id);
        if (created) creados++;
      }
      return { ids, creados };
    };
    const tipos = await resolver(CATALOGOS.tipos, filas.map((f) => f.tipo));
    const categorias = await resolver(CATALOGOS.categorias, filas.map((f) => f.categoria));
    const distribuidor = (await findOrCreateCatalogo(tx, CATALOGOS.distribuidores, DISTRIBUIDOR_IMPORTACION_SIMPLE)).item;

    const items = filas.map((f, i) => ({
      nombre_largo: f.descripcion,
      unidad_medida_id: unidades[i]!,
      tipo_id: tipos.ids.get(f.tipo)!,
      categoria_id: categorias.ids.get(f.categoria)!,
    }));
    const { creados, productos: porFila } = await ensureProductos(tx, items);
    const precios = porFila.map((p, i) => ({ producto_id: p.id, distribuidor_id: distribuidor.id, fecha, valor: filas[i]!.valor }));
    const result = await insertPrecios(tx, precios, importacionId);
    const detalles = [...result.detalles];
    if (tipos.creados > 0) detalles.push(`Se crearon ${tipos.creados} tipos nuevos.`);
    if (categorias.creados > 0) detalles.push(`Se crearon ${categorias.creados} categorías nuevas.`);
    return { productosRegistrados: creados, preciosRegistrados: result.registrados, detalles, error: null };
  });
}

