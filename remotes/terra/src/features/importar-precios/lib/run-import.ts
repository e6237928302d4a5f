import type { CatalogoItem, ImportacionAbierta, ImportacionArchivoRequest, ImportSummary, PermissionKey, PrecioImportItem, PrecioImportRequest, ProductoImportRequest, ProductoImportResponse } from '@gestion/contract';
import { jsonBody, type JsonBody } from '../api/importar-precios-productos';
import { chunk, IMPORT_CHUNK, inSlices, yieldToBrowser } from './chunking';
import { isNuevo } from './matching';
import type { FilaValida, LocalId } from './validation';
import type { NuevoRegistro } from './wizard-state';

/** The calls of the final step (the @gestion/api functions; passed in so this stays testable). */
export interface ImportCalls {
  createRecursoTipo(body: { nombre: string }): Promise<CatalogoItem>;
  createDistribuidor(body: { nombre: string }): Promise<CatalogoItem>;
  importarProductos(body: ProductoImportRequest): Promise<ProductoImportResponse>;
  importarPreciosProductos(body: PrecioImportRequest | JsonBody<PrecioImportRequest>): Promise<ImportSummary>;
  abrirImportacion(body: ImportacionArchivoRequest): Promise<ImportacionAbierta>;
  confirmarImportacion(id: number, body: ImportacionArchivoRequest): Promise<ImportSummary>;
  descartarImportacion(id: number): Promise<void>;
}

/**
 * The permission of the route behind each call of the final step. Keyed by ImportCalls: a call
 * added there without its permission here does not compile. Step 1 warns from it (permisos.ts).
 */
export const IMPORT_CALL_PERMISSIONS = {
  createRecursoTipo: 'pueblo.add_recursotipo',
  createDistribuidor: 'terra.add_distribuidor',
  importarProductos: 'terra.add_producto',
  importarPreciosProductos: 'terra.add_precioproducto',
  abrirImportacion: 'terra.add_precioproducto',
  confirmarImportacion: 'terra.add_precioproducto',
  descartarImportacion: 'terra.add_precioproducto',
} as const satisfies Record<keyof ImportCalls, PermissionKey>;

/** The calls made only when the file brings types or distributors created in the wizard. */
export const IMPORT_CALLS_AL_CREAR = ['createRecursoTipo', 'createDistribuidor'] as const satisfies readonly (keyof ImportCalls)[];

export interface ImportPlan {
  validas: readonly FilaValida[];
  nuevosTipos: readonly NuevoRegistro[];
  nuevosDistribuidores: readonly NuevoRegistro[];
  /** The file's name: every call that writes a history entry carries it (`archivo`). */
  archivo?: string | undefined;
  /** planProductos(validas), when made beforehand; else made first. */
  productos?: Promise<ProductPlan> | undefined;
}

/**
 * A product's identity in the file, its type as the row has it: a local 'nuevo-…' id stands for
 * the one type it becomes, so grouping by it groups as the created id would.
 */
const productoKey = (nombre: string, unidad: number, tipo: LocalId, categoria: number) => `${nombre.toLowerCase()}\u0000${unidad}\u0000${tipo}\u0000${categoria}`;

/** A distinct product of the file, its type still the row's (LocalId). */
interface ProductoDelArchivo {
  nombre_largo: string;
  unidad_medida_id: number;
  tipo: LocalId;
  categoria_id: number;
}

/**
 * What the import works out from the valid rows alone, before any call: the local types and
 * distributors some row uses, the file's distinct products and each row's product (a position in
 * `productos`, not a copy of the row: 100,000 copies with their keys, alive through the whole
 * import, were tens of MB more for the garbage collector to go through on the main thread while
 * the batches were sent).
 */
export interface ProductPlan {
  usados: ReadonlySet<string>;
  productos: readonly ProductoDelArchivo[];
  productoDe: Int32Array;
}

/**
 * The ProductPlan of `validas`, in time slices (100,000 rows in one loop would be one long
 * main-thread task). The final step makes it while the person reads the review, so that
 * 'Importar' starts with the calls: made after the click it was 110-160 ms of 'Importar' → summary
 * (BENCH_WIZARD_TIMELINE=1 node bench/terra-wizard.mjs --pg), twice that at the laptop's speed.
 */
export async function planProductos(validas: readonly FilaValida[]): Promise<ProductPlan> {
  const usados = new Set<string>();
  const productoDe = new Int32Array(validas.length);
  const posiciones = new Map<string, number>();
  const productos: ProductoDelArchivo[] = [];
  await inSlices(validas.length, (from, to) => {
    for (let i = from; i < to; i++) {
      const v = validas[i]!;
      if (isNuevo(v.tipo)) usados.add(`t:${v.tipo}`);
      if (isNuevo(v.distribuidor)) usados.add(`d:${v.distribuidor}`);
      const key = productoKey(v.producto, v.unidad, v.tipo, v.categoria);
      let at = posiciones.get(key);
      if (at === undefined) {
        at = productos.length;
        posiciones.set(key, at);
        productos.push({ nombre_largo: v.producto, unidad_medida_id: v.unidad, tipo: v.tipo, categoria_id: v.categoria });
      }
      productoDe[i] = at;
    }
  });
  return { usados, productos, productoDe };
}

/**
 * The final step (docs/domain.md, «Importaciones»): creates the types and distributors made in the wizard
 * ('nuevo-…') that some valid row still uses (one made and then re-linked to an existing record
 * is not created), then the products, then the prices. Up to IMPORT_CHUNK prices go in the
 * spec's one call; a larger file is staged in an import over several calls and confirmed at
 * once, so it is inserted whole or not at all. `onProgress` gets 0..1.
 */
export async function runImport(plan: ImportPlan, calls: ImportCalls, onProgress: (fraction: number) => void): Promise<ImportSummary> {
  // Absent without a name: the bodies stay as the spec writes them.
  const archivo = plan.archivo === undefined ? {} : { archivo: plan.archivo };
  const { usados, productos: delArchivo, productoDe } = await (plan.productos ?? planProductos(plan.validas));
  const realIds = new Map<string, number>();
  for (const t of plan.nuevosTipos) {
    if (usados.has(`t:${t.id}`)) realIds.set(`t:${t.id}`, (await calls.createRecursoTipo({ nombre: t.nombre })).id);
  }
  for (const d of plan.nuevosDistribuidores) {
    if (usados.has(`d:${d.id}`)) realIds.set(`d:${d.id}`, (await calls.createDistribuidor({ nombre: d.nombre })).id);
  }
  const resolve = (prefix: 't' | 'd', id: LocalId): number => {
    if (!isNuevo(id)) return id;
    const real = realIds.get(`${prefix}:${id}`);
    if (real === undefined) throw new Error(`sin id para ${id}`);
    return real;
  };

  const { validas } = plan;
  const productos: ProductoImportRequest['productos_data'] = delArchivo.map((p) => ({
    nombre_largo: p.nombre_largo,
    unidad_medida_id: p.unidad_medida_id,
    tipo_id: resolve('t', p.tipo),
    categoria_id: p.categoria_id,
  }));
  const productChunks = chunk(productos);
  const priceBatches = Math.ceil(validas.length / IMPORT_CHUNK);
  const steps = productChunks.length + priceBatches + 1;
  let done = 0;
  const advance = () => onProgress(Math.min(1, ++done / steps));

  // The server answers productos[i] for productos_data[i] (the route's contract): the ids are
  // taken by position, never by the name it answers, since its lower() and JavaScript's
  // toLowerCase() disagree on some letters ('İ', 'ẞ') and it answers an existing product's own
  // spelling.
  const productoIds = new Int32Array(productos.length);
  let offset = 0;
  for (const part of productChunks) {
    const answer = await calls.importarProductos({ productos_data: part, ...archivo });
    if (answer.productos.length !== part.length) throw new Error(`productos/importar respondió ${answer.productos.length} productos para ${part.length}`);
    answer.productos.forEach((p, i) => (productoIds[offset + i] = p.id));
    offset += part.length;
    advance();
  }
  /** The price of valid row `i`, as both ways of sending it carry it. */
  const precio = (i: number): PrecioImportItem => {
    const v = validas[i]!;
    return { producto_id: productoIds[productoDe[i]!]!, precio: v.precio, fecha: v.fecha, distribuidor_id: resolve('d', v.distribuidor) };
  };

  if (priceBatches <= 1) {
    const summary = await calls.importarPreciosProductos({ precios_data: validas.map((_, i) => precio(i)), ...archivo });
    onProgress(1);
    return summary;
  }
  // Staged batches write no history entry: the file's name goes with the opening and the confirmation.
  const { id } = await calls.abrirImportacion(archivo);
  /**
   * Staged batch `b`'s body, written as JSON in time slices. Its first slice waits for a task of
   * its own (inSlices), so it starts after the batch before it has gone out. A Blob, not a string:
   * Chromium's XMLHttpRequest.send() took 25 ms of the page's main thread per batch given the
   * 350 KB as a string (the copy made at the send, between two batches), 4 ms given a Blob made
   * earlier (BENCH_WIZARD_PROFILE=1 node bench/terra-wizard.mjs).
   */
  const cuerpo = async (b: number): Promise<JsonBody<PrecioImportRequest>> => {
    const from = b * IMPORT_CHUNK;
    const partes: string[] = ['{"precios_data":['];
    await inSlices(Math.min(IMPORT_CHUNK, validas.length - from), (i0, i1) => {
      const filas: string[] = [];
      for (let i = from + i0; i < from + i1; i++) filas.push(JSON.stringify(precio(i)));
      partes.push(i0 === 0 ? filas.join(',') : `,${filas.join(',')}`);
    });
    partes.push(`],"importacion_id":${id}}`);
    // The Blob copies the text as UTF-8: 15 ms a batch on a machine whose CPU reference was 158 ms.
    await yieldToBrowser();
    return jsonBody<PrecioImportRequest>(partes);
  };
  try {
    // Each batch is written while the one before it is on the wire and being staged: written
    // between two batches, in the task of the answer, the page and the server took turns (that
    // task 54-122 ms a batch, the server idle, on a machine whose CPU reference was 150 ms). They
    // still go one at a time and in order: the first staged wins a repeated price (preciosStaged).
    let siguiente = cuerpo(0);
    for (let b = 0; b < priceBatches; b++) {
      const enviado = calls.importarPreciosProductos(await siguiente);
      if (b + 1 < priceBatches) {
        siguiente = cuerpo(b + 1);
        // Awaited next round; should `enviado` fail first, it never is, and that is no unhandled rejection.
        siguiente.catch(() => undefined);
      }
      await enviado;
      advance();
    }
    const summary = await calls.confirmarImportacion(id, archivo);
    onProgress(1);
    return summary;
  } catch (err) {
    // Nothing was inserted: drop the staged rows now rather than when the import expires.
    await calls.descartarImportacion(id).catch(() => undefined);
    throw err;
  }
}
