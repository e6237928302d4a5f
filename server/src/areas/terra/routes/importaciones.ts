import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ImportSummary, ProductoImportResponse } from '@gestion/contract/terra';
import { fieldErrors } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import {
  importarPrecios,
  importarProductos,
  erroresPorFila,
  importarSimple,
  type FilaSimple,
  type PrecioNuevo,
} from '../repositories/importaciones.js';
import { currentUser } from '../../../plugins/auth.js';
import { MAX_FILAS_POR_IMPORTACION, prepararPrecios } from '../repositories/importaciones-staging.js';
import { stagingResult, writeImportEntry } from './importacion-shared.js';
import { guardarResumen, registrarImportacion } from '../repositories/importaciones-deshacer.js';
import {
  ImportacionSimpleRequestSchema,
  ImportSummarySchema,
  PrecioImportRequestSchema,
  ProductoImportRequestSchema,
  ProductoImportResponseSchema,
} from '@gestion/contract/terra';
import { fechaValida, hoyUtc, MAX_FILAS_IMPORTACION, precioValido } from '../domain/import-fields.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('terra');

const importacionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/terra/productos/importar/', route({ permission: 'terra.add_producto' }, {
    summary: 'Crea los productos que falten (nombre_largo, unidad, tipo y categoría) y responde uno por fila, en el orden de productos_data: productos[i] es el producto de productos_data[i] (una fila repetida se responde otra vez), ' +
      `con su id y nombres. Una transacción; como máximo ${MAX_FILAS_IMPORTACION} filas.`,
    body: ProductoImportRequestSchema,
    response: { 200: ProductoImportResponseSchema, ...errorResponses },
  }), async (request): Promise<ProductoImportResponse> => {
    const fields = new TextFields();
    const items = request.body.productos_data.map((p, i) => ({
      ...p,
      nombre_largo: fields.required(`productos_data.${i}.nombre_largo`, p.nombre_largo),
    }));
    fields.assertOk();
    return app.db.transaction(async (tx) => {
      const productos = await importarProductos(tx, items);
      await writeImportEntry(tx, currentUser(request), {
        accion: 'importar', objetoTipo: 'terra.producto', objetoId: '', repr: 'Importación de productos', archivo: request.body.archivo, filas: items.length,
      });
      return { productos };
    });
  });

  app.post('/api/terra/precios-productos/importar/', route({ permission: 'terra.add_precioproducto' }, {
    summary: `Registra los precios en una transacción; omite los que ya existen (mismo producto, distribuidor y fecha). Como máximo ${MAX_FILAS_IMPORTACION} filas. ` +
      'Con importacion_id (solo quien la abrió) las prepara en esa importación y no registra nada hasta confirmarla; ' +
      `una importación admite como máximo ${MAX_FILAS_POR_IMPORTACION} precios preparados en total (el lote que la excedería responde 400 y no se prepara).`,
    body: PrecioImportRequestSchema,
    response: { 200: ImportSummarySchema, ...errorResponses },
  }), async (request): Promise<ImportSummary> => {
    const fields = new TextFields();
    const precios = request.body.precios_data.map((p, i): PrecioNuevo => ({
      producto_id: p.producto_id,
      distribuidor_id: p.distribuidor_id,
      fecha: fechaValida(fields, `precios_data.${i}.fecha`, p.fecha) ?? '',
      valor: precioValido(fields, `precios_data.${i}.precio`, p.precio) ?? '',
    }));
    fields.assertOk();
    const importacionId = request.body.importacion_id;
    // A staged batch writes no entry: its import's confirmation does, once, with the counts.
    if (importacionId == null) {
      return app.db.transaction(async (tx) => {
        const importacionId = await registrarImportacion(tx, currentUser(request).id, request.body.archivo);
        const resumen = await importarPrecios(tx, precios, importacionId);
        await guardarResumen(tx, importacionId, resumen);
        await writeImportEntry(tx, currentUser(request), {
          accion: 'importar', objetoTipo: 'terra.precioproducto', objetoId: '', repr: 'Importación de precios', archivo: request.body.archivo, filas: precios.length, resumen, importacionId,
        });
        return { ...resumen, importacion_id: importacionId };
      });
    }
    const staged = stagingResult(await prepararPrecios(app.db, importacionId, currentUser(request).id, precios));
    return {
      productosRegistrados: 0,
      preciosRegistrados: 0,
      detalles: [`Se prepararon ${staged.preparados} precios; la importación tiene ${staged.total}.`],
      error: null,
      preparados: staged.total,
    };
  });

  app.post('/api/terra/importar-precios/', route({ permission: 'terra.import_precioproducto' }, {
    summary: "Importación simple: resuelve unidad (unidad_id, o por nombre, abreviatura o variante), tipo y categoría por nombre (creándolos si faltan), crea los productos que falten y registra los precios con la fecha de hoy (UTC) y el distribuidor 'Importación simple'. " +
      `Una transacción; como máximo ${MAX_FILAS_IMPORTACION} filas. Una fila que no se puede importar rechaza todo el archivo (400, nada cambia); cada mensaje nombra su fila: «Fila 5: …».`,
    body: ImportacionSimpleRequestSchema,
    response: { 200: ImportSummarySchema, ...errorResponses },
  }), async (request): Promise<ImportSummary> => {
    const fields = new TextFields();
    const filaDe = (i: number) => request.body.datos[i]?.fila ?? i + 2;
    const rows = request.body.datos.map((f, i): FilaSimple => {
      const at = (field: string) => `datos.${i}.${field}`;
      return {
        fila: filaDe(i),
        descripcion: fields.required(at('descripcion'), f.descripcion),
        tipo: fields.required(at('tipo'), f.tipo),
        categoria: fields.required(at('categoria'), f.categoria),
        unidad: fields.optional(at('unidad'), f.unidad),
        unidad_id: f.unidad_id ?? null,
        valor: precioValido(fields, at('precio'), f.precio) ?? '',
      };
    });
    if (!fields.ok) throw fieldErrors(erroresPorFila(fields.errors, 'datos', filaDe));
    return app.db.transaction(async (tx) => {
      const importacionId = await registrarImportacion(tx, currentUser(request).id, request.body.archivo);
      const resumen = await importarSimple(tx, rows, hoyUtc(), importacionId);
      await guardarResumen(tx, importacionId, resumen);
      await writeImportEntry(tx, currentUser(request), {
        accion: 'importar', objetoTipo: 'terra.precioproducto', objetoId: '', repr: 'Importación simple de precios', archivo: request.body.archivo, filas: rows.length, resumen, importacionId,
      });
      return { ...resumen, importacion_id: importacionId };
    });
  });
};

export default importacionRoutes;
