import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generarSorteosDemo } from './domain/demo-sorteos.js';
import { sorteosCsv } from './domain/sorteo-update.js';
import { contextoBody } from './test-helpers.js';
import type { CaseContext, HistorialCase } from '../../routes/historial-cases/case.js';

// Rodox contexts, draw updates, metric configs, jornadas and projections; the profile and the
// dashboard preferences. The app must have a sources folder (buildTestApp(sourceFolder().config)).

const RANGO = { numero_min: 1, numero_max: 20, cantidad: 4 };
let n = 0;
const sigla = () => `hist-${++n}-${Date.now() % 100_000}`;

function ok<T>(res: { status: number; body: T }, status = 200): T {
  if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A context whose source (a file in the app's sources folder) holds `total` draws, not yet read. */
async function contextoConFuente(ctx: CaseContext, total = 30) {
  const s = sigla();
  const file = path.join(ctx.app.config.rodoxFuentes.carpeta, `${s}.csv`);
  writeFileSync(file, sorteosCsv(generarSorteosDemo({ contexto: RANGO, total })));
  return ok(await ctx.call<{ id: number; sigla: string }>('POST', '/api/rodox/contextos/', contextoBody({ sigla: s, familia: 'hist', tipo: s, ...RANGO, fuente_url: file })), 201);
}

/** A context with its 30 draws read. */
async function contextoConSorteos(ctx: CaseContext) {
  const contexto = await contextoConFuente(ctx);
  ok(await ctx.call('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: true, contexto_sigla: contexto.sigla }));
  return contexto;
}

async function metricaConfig(ctx: CaseContext, contexto: number) {
  return ok(await ctx.call<{ id: number }>('POST', '/api/rodox/metrica-configs/', { contexto, tipo: 'frecuencial', parametros: { ventana: 10, magnitud: 8 } }), 201).id;
}

/** A context with its draws, a valued configuration and a projected jornada for the next kardinal. */
async function jornadaProyectada(ctx: CaseContext) {
  const contexto = await contextoConSorteos(ctx);
  const config = await metricaConfig(ctx, contexto.id);
  ok(await ctx.call('POST', '/api/rodox/metrica/crear-faltantes/', { config_id: config }));
  const jornada = ok(await ctx.call<{ id: number }>('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: 31 }), 201).id;
  ok(await ctx.call('POST', `/api/rodox/jornadas/${jornada}/proyectar/`));
  const proyeccion = ok(await ctx.call<{ results: { id: number }[] }>('GET', `/api/rodox/proyecciones/?jornada_id=${jornada}`)).results[0]!.id;
  return { contexto, config, jornada, proyeccion };
}

/** A removal: the call answers 204 and the entry names the object's `campo` going to null. */
const removal = (route: string, tipo: string, setup: (ctx: CaseContext) => Promise<number>, campo: string): HistorialCase => ({
  method: 'DELETE',
  route: `${route}{id}/`,
  setup,
  async run(ctx, id) {
    ok(await ctx.call('DELETE', `${route}${id as number}/`), 204);
    return { objeto_tipo: tipo, objeto_id: id as number, accion: 'eliminar', cambios: [{ campo, despues: null }] };
  },
});

export const RODOX_USUARIO_CASES: HistorialCase[] = [
  {
    method: 'PATCH',
    route: '/api/rodox/contextos/{id}/',
    setup: async (ctx) => (await contextoConFuente(ctx)).id,
    async run(ctx, id) {
      ok(await ctx.call('PATCH', `/api/rodox/contextos/${id as number}/`, { nombre: 'Corregido' }));
      return { objeto_tipo: 'rodox.contexto', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'nombre', antes: 'Contexto de prueba', despues: 'Corregido' }] };
    },
  },
  removal('/api/rodox/contextos/', 'rodox.contexto', async (ctx) => (await contextoConSorteos(ctx)).id, 'sigla'),
  {
    method: 'PATCH',
    route: '/api/rodox/sorteos/{id}/',
    setup: async (ctx) => ok(await ctx.call<{ results: { id: number }[] }>('GET', `/api/rodox/sorteos/?contexto_sigla=${(await contextoConSorteos(ctx)).sigla}&ultimos=1`)).results[0]!.id,
    async run(ctx, id) {
      ok(await ctx.call('PATCH', `/api/rodox/sorteos/${id as number}/`, { numeros_lista: [17, 18, 19, 20] }));
      return { objeto_tipo: 'rodox.sorteo', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'numeros_lista', despues: [17, 18, 19, 20] }] };
    },
  },
  removal(
    '/api/rodox/sorteos/',
    'rodox.sorteo',
    async (ctx) => ok(await ctx.call<{ results: { id: number }[] }>('GET', `/api/rodox/sorteos/?contexto_sigla=${(await contextoConSorteos(ctx)).sigla}&ultimos=1`)).results[0]!.id,
    'kardinal',
  ),
  removal('/api/rodox/metrica-configs/', 'rodox.metricaconfig', async (ctx) => metricaConfig(ctx, (await contextoConSorteos(ctx)).id), 'tipo'),
  removal(
    '/api/rodox/metricas/',
    'rodox.metrica',
    async (ctx) => {
      const config = await metricaConfig(ctx, (await contextoConSorteos(ctx)).id);
      ok(await ctx.call('POST', '/api/rodox/metrica/crear-faltantes/', { config_id: config }));
      return ok(await ctx.call<{ results: { id: number }[] }>('GET', `/api/rodox/metricas/?config_id=${config}`)).results[0]!.id;
    },
    'kardinal',
  ),
  removal('/api/rodox/jornadas/', 'rodox.jornada', async (ctx) => (await jornadaProyectada(ctx)).jornada, 'kandidatura'),
  removal('/api/rodox/proyecciones/', 'rodox.proyeccion', async (ctx) => (await jornadaProyectada(ctx)).proyeccion, 'nivel'),
  removal(
    '/api/rodox/selecciones/',
    'rodox.seleccion',
    async (ctx) => ok(await ctx.call<{ results: { id: number }[] }>('GET', `/api/rodox/selecciones/?proyeccion_id=${(await jornadaProyectada(ctx)).proyeccion}`)).results[0]!.id,
    'ordinal',
  ),
  {
    method: 'POST',
    route: '/api/rodox/sonadores/',
    async run(ctx) {
      const s = ok(await ctx.call<{ id: number }>('POST', '/api/rodox/sonadores/', { sigla: `H${++n % 1000}`, nombre: 'Historial', regla: 'mitades' }), 201);
      return { objeto_tipo: 'rodox.sonador', objeto_id: s.id, accion: 'crear', cambios: [{ campo: 'nombre', antes: null, despues: 'Historial' }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/rodox/sonadores/{id}/',
    setup: async (ctx) => ok(await ctx.call<{ id: number }>('POST', '/api/rodox/sonadores/', { sigla: `J${++n % 1000}`, nombre: 'Antes', regla: 'mitades' }), 201).id,
    async run(ctx, id) {
      ok(await ctx.call('PATCH', `/api/rodox/sonadores/${id as number}/`, { nombre: 'Después' }));
      return { objeto_tipo: 'rodox.sonador', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'nombre', antes: 'Antes', despues: 'Después' }] };
    },
  },
  removal(
    '/api/rodox/sonadores/',
    'rodox.sonador',
    async (ctx) => ok(await ctx.call<{ id: number }>('POST', '/api/rodox/sonadores/', { sigla: `K${++n % 1000}`, nombre: 'Se va', regla: 'primeros' }), 201).id,
    'sigla',
  ),
  {
    method: 'POST',
    route: '/api/rodox/contextos/',
    async run(ctx) {
      const s = sigla();
      const c = ok(await ctx.call<{ id: number }>('POST', '/api/rodox/contextos/', contextoBody({ sigla: s, familia: 'hist', tipo: s, ...RANGO })), 201);
      return { objeto_tipo: 'rodox.contexto', objeto_id: c.id, accion: 'crear', cambios: [{ campo: 'sigla', antes: null, despues: s }] };
    },
  },
  {
    method: 'POST',
    route: '/api/rodox/sorteos/actualizar/',
    setup: (ctx) => contextoConFuente(ctx, 25),
    async run(ctx, c) {
      const contexto = c as { id: number; sigla: string };
      ok(await ctx.call('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: true, contexto_sigla: contexto.sigla }));
      return { objeto_tipo: 'rodox.contexto', objeto_id: contexto.id, accion: 'actualizar', detalle: { sorteos_agregados: 25 } };
    },
  },
  {
    method: 'POST',
    route: '/api/rodox/metrica-configs/',
    setup: contextoConSorteos,
    async run(ctx, c) {
      const id = await metricaConfig(ctx, (c as { id: number }).id);
      return { objeto_tipo: 'rodox.metricaconfig', objeto_id: id, accion: 'crear', cambios: [{ campo: 'tipo', despues: 'frecuencial' }] };
    },
  },
  {
    method: 'POST',
    route: '/api/rodox/metrica/crear-faltantes/',
    setup: async (ctx) => metricaConfig(ctx, (await contextoConSorteos(ctx)).id),
    async run(ctx, id) {
      ok(await ctx.call('POST', '/api/rodox/metrica/crear-faltantes/', { config_id: id }));
      return { objeto_tipo: 'rodox.metricaconfig', objeto_id: id as number, accion: 'actualizar', detalle: { valores_agregados: 21 /* 30 draws; the first 9 lack a full window of 10 */ } };
    },
  },
  {
    method: 'POST',
    route: '/api/rodox/jornadas/',
    setup: contextoConSorteos,
    async run(ctx, c) {
      const j = ok(await ctx.call<{ id: number }>('POST', '/api/rodox/jornadas/', { contexto: (c as { id: number }).id, kandidatura: 31 }), 201);
      return { objeto_tipo: 'rodox.jornada', objeto_id: j.id, accion: 'crear', cambios: [{ campo: 'kandidatura', antes: null, despues: 31 }] };
    },
  },
  {
    method: 'POST',
    route: '/api/rodox/jornadas/{id}/proyectar/',
    async setup(ctx) {
      const contexto = await contextoConSorteos(ctx);
      await metricaConfig(ctx, contexto.id);
      return ok(await ctx.call<{ id: number }>('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: 31 }), 201).id;
    },
    async run(ctx, id) {
      ok(await ctx.call('POST', `/api/rodox/jornadas/${id as number}/proyectar/`));
      return { objeto_tipo: 'rodox.jornada', objeto_id: id as number, accion: 'proyectar' };
    },
  },
  {
    method: 'POST',
    route: '/terra/dashboard_config/set_contextos/',
    setup: async (ctx) => (await ctx.call('POST', '/api/rodox/contextos/', contextoBody({ sigla: 'hist-favorito', familia: 'hist', tipo: 'favorito', ...RANGO }))).status,
    async run(ctx) {
      ok(await ctx.call('POST', '/terra/dashboard_config/set_contextos/', { contextos_favoritos: ['hist-favorito'] }));
      return { objeto_tipo: 'terra.dashboardconfig', objeto_id: ctx.admin.user.id, accion: 'modificar', cambios: [{ campo: 'contextos_favoritos', antes: [], despues: ['hist-favorito'] }] };
    },
  },
  {
    method: 'PUT',
    route: '/api/usuario-extra/{id}/',
    setup: async (ctx) => ok(await ctx.call<{ id: number }[]>('GET', '/api/usuario-extra/'))[0]!.id,
    async run(ctx, id) {
      ok(await ctx.call('PUT', `/api/usuario-extra/${id as number}/`, { apodo: 'Audi', bio: 'Revisa todo.' }));
      return { objeto_tipo: 'terra.usuarioextra', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'apodo', antes: '', despues: 'Audi' }] };
    },
  },
];
