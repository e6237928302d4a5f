import { createUser } from '../../test-utils.js';
import type { TestApp } from '../../test-utils.js';
import { insertPrecio, insertProducto, seedCatalogo } from './test-helpers.js';
import type { Catalogo } from './test-helpers.js';
import type { CaseContext, HistorialCase } from '../../routes/historial-cases/case.js';

// Teams and invitations, properties, the imports (one entry each, with counts and file name),
// the dashboard preferences.

let n = 0;
const unique = (prefix: string) => `${prefix}${++n}x${Date.now() % 100_000}`;

const catalogos = new WeakMap<TestApp, Promise<{ catalogo: Catalogo; producto: number }>>();
/** One catalogue and product per app (seedCatalogo's names are fixed). */
function catalogoDe(app: TestApp) {
  let found = catalogos.get(app);
  if (!found) {
    found = seedCatalogo(app).then(async (catalogo) => ({
      catalogo,
      producto: await insertProducto(app, { nombre_largo: 'Cemento historial', unidad_id: catalogo.unidades.KG, tipo_id: catalogo.tipos.Material, categoria_id: catalogo.categorias.Construcción }),
    }));
    catalogos.set(app, found);
  }
  return found;
}

let dia = 0;
/** A date no other case used: each price is new. */
const nuevaFecha = () => `2031-01-${String((dia++ % 28) + 1).padStart(2, '0')}`;

async function newEquipo(ctx: CaseContext) {
  return (await ctx.call<{ id: number }>('POST', '/terra/equipos/', { nombre: unique('Equipo ') })).body.id;
}

function ok<T>(res: { status: number; body: T }, status = 200): T {
  if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const TERRA_CASES: HistorialCase[] = [
  {
    method: 'POST',
    route: '/terra/equipos/',
    async run(ctx) {
      const nombre = unique('Equipo ');
      const id = ok(await ctx.call<{ id: number }>('POST', '/terra/equipos/', { nombre }), 201).id;
      return { objeto_tipo: 'terra.equipo', objeto_id: id, accion: 'crear', cambios: [{ campo: 'nombre', despues: nombre }] };
    },
  },
  {
    method: 'POST',
    route: '/terra/equipos/{id}/invitar/',
    async setup(ctx) {
      return { equipo: await newEquipo(ctx), invitado: await createUser(ctx.app, { username: unique('invitado') }) };
    },
    async run(ctx, p) {
      const { equipo, invitado } = p as { equipo: number; invitado: Awaited<ReturnType<typeof createUser>> };
      const inv = ok(await ctx.call<{ id: number }>('POST', `/terra/equipos/${equipo}/invitar/`, { usuario_id: invitado.user.id }), 201);
      return { objeto_tipo: 'terra.invitacion', objeto_id: inv.id, accion: 'crear', cambios: [{ campo: 'estado', despues: 'pendiente' }] };
    },
  },
  {
    method: 'POST',
    route: '/terra/invitaciones/{id}/responder/',
    async setup(ctx) {
      const invitado = await createUser(ctx.app, { username: unique('invitada') });
      const inv = ok(await ctx.call<{ id: number }>('POST', `/terra/equipos/${await newEquipo(ctx)}/invitar/`, { usuario_id: invitado.user.id }), 201);
      return { invitado, inv: inv.id };
    },
    async run(ctx, p) {
      const { invitado, inv } = p as { invitado: Awaited<ReturnType<typeof createUser>>; inv: number };
      ok(await ctx.call('POST', `/terra/invitaciones/${inv}/responder/`, { estado: 'aceptada', mensaje: 'gracias' }, invitado));
      return {
        objeto_tipo: 'terra.invitacion',
        objeto_id: inv,
        accion: 'responder',
        usuario: invitado.user.username,
        cambios: [{ campo: 'estado', antes: 'pendiente', despues: 'aceptada' }],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/terra/inmuebles/',
    async run(ctx) {
      const codigo = unique('INM-');
      const id = ok(await ctx.call<{ id: number }>('POST', '/api/terra/inmuebles/', { codigo, tipo_inmueble: 'casa' }), 201).id;
      return { objeto_tipo: 'terra.inmueble', objeto_id: id, accion: 'crear', cambios: [{ campo: 'codigo', despues: codigo }] };
    },
  },
  {
    method: 'POST',
    route: '/api/terra/importaciones/{id}/deshacer/',
    async setup(ctx) {
      const u = unique('D');
      ok(await ctx.call('POST', '/api/pueblo/unidades/', { nombre: `Unidad ${u}`, abreviatura: u }), 201);
      const datos = [{ descripcion: unique('Deshacer '), tipo: 'Herramienta', categoria: 'Varios', unidad: u, precio: '1.50' }];
      return ok(await ctx.call<{ importacion_id: number }>('POST', '/api/terra/importar-precios/', { archivo: 'deshacer.csv', datos })).importacion_id;
    },
    async run(ctx, id) {
      ok(await ctx.call('POST', `/api/terra/importaciones/${id as number}/deshacer/`));
      return { objeto_tipo: 'terra.importacion', objeto_id: id as number, accion: 'deshacer', detalle: { archivo: 'deshacer.csv', preciosEliminados: 1, productosEliminados: 1 } };
    },
  },
  {
    method: 'PATCH',
    route: '/api/terra/precios-productos/{id}/',
    setup: async (ctx) => {
      const { catalogo, producto } = await catalogoDe(ctx.app);
      return insertPrecio(ctx.app, { producto_id: producto, distribuidor_id: catalogo.distribuidores['Ferretería Ñoño'], fecha: nuevaFecha(), valor: '10.00' });
    },
    async run(ctx, id) {
      ok(await ctx.call('PATCH', `/api/terra/precios-productos/${id as number}/`, { valor: '12.5' }));
      return { objeto_tipo: 'terra.precioproducto', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'valor', antes: '10.00', despues: '12.50' }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/terra/precios-productos/{id}/',
    setup: async (ctx) => {
      const { catalogo, producto } = await catalogoDe(ctx.app);
      return insertPrecio(ctx.app, { producto_id: producto, distribuidor_id: catalogo.distribuidores['Ferretería Ñoño'], fecha: nuevaFecha(), valor: '7.00' });
    },
    async run(ctx, id) {
      ok(await ctx.call('DELETE', `/api/terra/precios-productos/${id as number}/`), 204);
      return { objeto_tipo: 'terra.precioproducto', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'valor', antes: '7.00', despues: null }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/terra/inmuebles/{id}/',
    setup: async (ctx) => ok(await ctx.call<{ id: number }>('POST', '/api/terra/inmuebles/', { codigo: unique('INM-'), tipo_inmueble: 'casa', direccion: 'Calle 1O' }), 201).id,
    async run(ctx, id) {
      ok(await ctx.call('PATCH', `/api/terra/inmuebles/${id as number}/`, { direccion: 'Calle 10' }));
      return { objeto_tipo: 'terra.inmueble', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'direccion', antes: 'Calle 1O', despues: 'Calle 10' }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/terra/inmuebles/{id}/',
    setup: async (ctx) => ok(await ctx.call<{ id: number }>('POST', '/api/terra/inmuebles/', { codigo: unique('INM-'), tipo_inmueble: 'casa' }), 201).id,
    async run(ctx, id) {
      ok(await ctx.call('DELETE', `/api/terra/inmuebles/${id as number}/`), 204);
      return { objeto_tipo: 'terra.inmueble', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'tipo_inmueble', antes: 'casa', despues: null }] };
    },
  },
  {
    method: 'POST',
    route: '/api/terra/productos/importar/',
    setup: (ctx) => catalogoDe(ctx.app),
    async run(ctx, p) {
      const { catalogo } = p as { catalogo: Catalogo };
      const fila = { unidad_medida_id: catalogo.unidades.LT, tipo_id: catalogo.tipos.Equipo, categoria_id: catalogo.categorias.Eléctrico };
      ok(await ctx.call('POST', '/api/terra/productos/importar/', { archivo: 'productos.csv', productos_data: [{ ...fila, nombre_largo: unique('Producto ') }, { ...fila, nombre_largo: unique('Producto ') }] }));
      return { objeto_tipo: 'terra.producto', objeto_id: '', accion: 'importar', detalle: { archivo: 'productos.csv', filas: 2 } };
    },
  },
  {
    method: 'POST',
    route: '/api/terra/precios-productos/importar/',
    setup: (ctx) => catalogoDe(ctx.app),
    async run(ctx, p) {
      const { catalogo, producto } = p as { catalogo: Catalogo; producto: number };
      const precios_data = [1, 2, 3].map((i) => ({ producto_id: producto, distribuidor_id: catalogo.distribuidores['Bloques del Este'], fecha: nuevaFecha(), precio: 10 + i }));
      ok(await ctx.call('POST', '/api/terra/precios-productos/importar/', { archivo: 'precios.csv', precios_data }));
      return { objeto_tipo: 'terra.precioproducto', objeto_id: '', accion: 'importar', detalle: { archivo: 'precios.csv', filas: 3, preciosRegistrados: 3 } };
    },
  },
  {
    method: 'POST',
    route: '/api/terra/importar-precios/',
    async run(ctx) {
      const u = unique('S');
      ok(await ctx.call('POST', '/api/pueblo/unidades/', { nombre: `Unidad ${u}`, abreviatura: u }), 201);
      const datos = [1, 2].map((i) => ({ descripcion: unique('Simple '), tipo: 'Herramienta', categoria: 'Varios', unidad: u, precio: `${i}.50` }));
      ok(await ctx.call('POST', '/api/terra/importar-precios/', { archivo: 'simple.csv', datos }));
      return { objeto_tipo: 'terra.precioproducto', objeto_id: '', accion: 'importar', detalle: { archivo: 'simple.csv', filas: 2, preciosRegistrados: 2, productosRegistrados: 2 } };
    },
  },
  {
    method: 'POST',
    route: '/api/terra/importaciones/',
    async run(ctx) {
      const id = ok(await ctx.call<{ id: number }>('POST', '/api/terra/importaciones/', { archivo: 'grande.csv' }), 201).id;
      return { objeto_tipo: 'terra.importacion', objeto_id: id, accion: 'crear', detalle: { archivo: 'grande.csv' } };
    },
  },
  {
    method: 'POST',
    route: '/api/terra/importaciones/{id}/confirmar/',
    async setup(ctx) {
      const { catalogo, producto } = await catalogoDe(ctx.app);
      const id = ok(await ctx.call<{ id: number }>('POST', '/api/terra/importaciones/', {}), 201).id;
      for (const lote of [0, 1]) {
        const precios_data = [0, 1].map(() => ({ producto_id: producto, distribuidor_id: catalogo.distribuidores['Ferretería Ñoño'], fecha: nuevaFecha(), precio: 5 + lote }));
        ok(await ctx.call('POST', '/api/terra/precios-productos/importar/', { importacion_id: id, precios_data }));
      }
      return id;
    },
    async run(ctx, id) {
      ok(await ctx.call('POST', `/api/terra/importaciones/${id as number}/confirmar/`, { archivo: 'grande.csv' }));
      // One entry for the whole import: the staged batches wrote none.
      return { objeto_tipo: 'terra.importacion', objeto_id: id as number, accion: 'confirmar', detalle: { archivo: 'grande.csv', preciosRegistrados: 4 } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/terra/importaciones/{id}/',
    setup: async (ctx) => ok(await ctx.call<{ id: number }>('POST', '/api/terra/importaciones/', {}), 201).id,
    async run(ctx, id) {
      ok(await ctx.call('DELETE', `/api/terra/importaciones/${id as number}/`), 204);
      return { objeto_tipo: 'terra.importacion', objeto_id: id as number, accion: 'descartar' };
    },
  },
  {
    method: 'PATCH',
    route: '/api/terra/productos/{id}/',
    setup: async (ctx) => {
      const { catalogo } = await catalogoDe(ctx.app);
      return insertProducto(ctx.app, { nombre_largo: 'Cemento gris', unidad_id: catalogo.unidades.KG, tipo_id: catalogo.tipos.Material, categoria_id: catalogo.categorias.Construcción });
    },
    async run(ctx, id) {
      const nombre_largo = unique('Cemento blanco ');
      ok(await ctx.call('PATCH', `/api/terra/productos/${id as number}/`, { nombre_largo }));
      return { objeto_tipo: 'terra.producto', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'nombre_largo', antes: 'Cemento gris', despues: nombre_largo }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/terra/productos/{id}/',
    setup: async (ctx) => {
      const { catalogo } = await catalogoDe(ctx.app);
      return insertProducto(ctx.app, { nombre_largo: unique('Sin precios '), unidad_id: catalogo.unidades.LT, tipo_id: catalogo.tipos.Equipo, categoria_id: catalogo.categorias.Eléctrico });
    },
    async run(ctx, id) {
      ok(await ctx.call('DELETE', `/api/terra/productos/${id as number}/`), 204);
      return { objeto_tipo: 'terra.producto', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'unidad', antes: 'Litro', despues: null }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/terra/equipos/{id}/',
    setup: newEquipo,
    async run(ctx, id) {
      ok(await ctx.call('PATCH', `/api/terra/equipos/${id as number}/`, { descripcion: 'Obras del norte' }));
      return { objeto_tipo: 'terra.equipo', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'descripcion', antes: '', despues: 'Obras del norte' }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/terra/equipos/{id}/',
    setup: newEquipo,
    async run(ctx, id) {
      ok(await ctx.call('DELETE', `/api/terra/equipos/${id as number}/`), 204);
      return { objeto_tipo: 'terra.equipo', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'miembros', antes: [], despues: null }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/terra/invitaciones-de-equipos/{id}/',
    async setup(ctx) {
      const invitado = await createUser(ctx.app, { username: unique('saliente') });
      return ok(await ctx.call<{ id: number }>('POST', `/terra/equipos/${await newEquipo(ctx)}/invitar/`, { usuario_id: invitado.user.id }), 201).id;
    },
    async run(ctx, id) {
      ok(await ctx.call('DELETE', `/api/terra/invitaciones-de-equipos/${id as number}/`), 204);
      return { objeto_tipo: 'terra.invitacion', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'estado', antes: 'pendiente', despues: null }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/terra/usuarios-extra/{id}/',
    async setup(ctx) {
      const duena = await createUser(ctx.app, { username: unique('perfil') });
      return ok(await ctx.call<{ id: number }[]>('GET', '/api/usuario-extra/', undefined, duena))[0]!.id;
    },
    async run(ctx, id) {
      ok(await ctx.call('PATCH', `/api/terra/usuarios-extra/${id as number}/`, { bio: 'Corregida.' }));
      return { objeto_tipo: 'terra.usuarioextra', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'bio', antes: '', despues: 'Corregida.' }] };
    },
  },
  {
    method: 'POST',
    route: '/api/terra/profesiones/',
    async run(ctx) {
      const nombre = unique('Topógrafo ');
      const id = ok(await ctx.call<{ id: number }>('POST', '/api/terra/profesiones/', { nombre }), 201).id;
      return { objeto_tipo: 'terra.profesion', objeto_id: id, accion: 'crear', cambios: [{ campo: 'nombre', despues: nombre }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/terra/profesiones/{id}/',
    setup: async (ctx) => ok(await ctx.call<{ id: number }>('POST', '/api/terra/profesiones/', { nombre: 'Agrimensor historial' }), 201).id,
    async run(ctx, id) {
      ok(await ctx.call('PATCH', `/api/terra/profesiones/${id as number}/`, { nombre: 'Agrimensora historial' }));
      return { objeto_tipo: 'terra.profesion', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'nombre', antes: 'Agrimensor historial', despues: 'Agrimensora historial' }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/terra/profesiones/{id}/',
    setup: async (ctx) => ok(await ctx.call<{ id: number }>('POST', '/api/terra/profesiones/', { nombre: 'Cartógrafo historial' }), 201).id,
    async run(ctx, id) {
      ok(await ctx.call('DELETE', `/api/terra/profesiones/${id as number}/`), 204);
      return { objeto_tipo: 'terra.profesion', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'nombre', antes: 'Cartógrafo historial', despues: null }] };
    },
  },
];
