import type { CatalogoItem, ImportacionAbierta, ImportacionArchivoRequest, ImportSummary, PermissionKey, PrecioImportRequest, ProductoImportRequest, ProductoImportResponse } from '@gestion/contract';
import { chunk, IMPORT_CHUNK, inSlices } from './chunking';
import { isNuevo } from './matching';
import type { FilaValida, LocalId } from './validation';
import type { NuevoRegistro } from './wizard-state';

/** The calls of the final step (the @gestion/api functions; passed in so this stays testable). */
export interface ImportCalls {
  createRecursoTipo(body: { nombre: string }): Promise<CatalogoItem>;
  createDistribuidor(body: { nombre: string }): Promise<CatalogoItem>;
  importarProductos(body: ProductoImportRequest): Promise<ProductoImportResponse>;
  importarPreciosProductos(body: PrecioImportRequest): Promise<ImportSummary>;
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
}

const productoKey = (nombre: string, unidad: number, tipo: number, categoria: number) => `${nombre.toLowerCase()}\u0000${unidad}\u0000${tipo}\u0000${categoria}`;

/**
 * The final step (DOMAIN.md "Terra"): creates the types and distributors made in the wizard
 * ('nuevo-…') that some valid row still uses (one made and then re-linked to an existing record
 * is not created), then the products, then the prices. Up to IMPORT_CHUNK prices go in the
 * spec's one call; a larger file is staged in an import over several calls and confirmed at
 * once, so it is inserted whole or not at all. `onProgress` gets 0..1.
 */
export async function runImport(plan: ImportPlan, calls: ImportCalls, onProgress: (fraction: number) => void): Promise<ImportSummary> {
  // Absent without a name: the bodies stay as the spec writes them.
  const archivo = plan.archivo === undefined ? {} : { archivo: plan.archivo };
  const usados = new Set<string>();
  await inSlices(plan.validas.length, (from, to) => {
    for (let i = from; i < to; i++) {
      const v = plan.validas[i]!;
      if (isNuevo(v.tipo)) usados.add(`t:${v.tipo}`);
      if (isNuevo(v.distribuidor)) usados.add(`d:${v.distribuidor}`);
    }
  });
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

  const filas: (FilaValida & { tipoId: number; distribuidorId: number; key: string })[] = [];
  const distinct = new Map<string, { key: string; item: ProductoImportRequest['productos_data'][number] }>();
  // in time slices: 100,000 rows in one loop would be one long main-thread task
  await inSlices(plan.validas.length, (from, to) => {
    for (let i = from; i < to; i++) {
      const v = plan.validas[i]!;
      const f = { ...v, tipoId: resolve('t', v.tipo), distribuidorId: resolve('d', v.distribuidor), key: '' };
      f.key = productoKey(f.producto, f.unidad, f.tipoId, f.categoria);
      if (!distinct.has(f.key)) distinct.set(f.key, { key: f.key, item: { nombre_largo: f.producto, unidad_medida_id: f.unidad, tipo_id: f.tipoId, categoria_id: f.categoria } });
      filas.push(f);
    }
  });
  const productChunks = chunk([...distinct.values()]);
  const priceChunks = chunk(filas, IMPORT_CHUNK);
  const steps = productChunks.length + priceChunks.length + 1;
  let done = 0;
  const advance = () => onProgress(Math.min(1, ++done / steps));

  // The server answers productos[i] for productos_data[i] (the route's contract): the ids are
  // taken by position, never by the name it answers, since its lower() and JavaScript's
  // toLowerCase() disagree on some letters ('İ', 'ẞ') and it answers an existing product's own
  // spelling.
  const productoIds = new Map<string, number>();
  for (const part of productChunks) {
    const { productos } = await calls.importarProductos({ productos_data: part.map((p) => p.item), ...archivo });
    if (productos.length !== part.length) throw new Error(`productos/importar respondió ${productos.length} productos para ${part.length}`);
    part.forEach((p, i) => productoIds.set(p.key, productos[i]!.id));
    advance();
  }
  const precios = (part: typeof filas) =>
    part.map((f) => ({
      producto_id: productoIds.get(f.key)!,
      precio: f.precio,
      fecha: f.fecha,
      distribuidor_id: f.distribuidorId,
    }));

  if (priceChunks.length <= 1) {
    const summary = await calls.importarPreciosProductos({ precios_data: precios(priceChunks[0] ?? []), ...archivo });
    onProgress(1);
    return summary;
  }
  // Staged batches write no history entry: the file's name goes with the opening and the confirmation.
  const { id } = await calls.abrirImportacion(archivo);
  try {
    for (const part of priceChunks) {
      await calls.importarPreciosProductos({ precios_data: precios(part), importacion_id: id });
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
