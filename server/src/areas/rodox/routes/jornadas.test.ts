import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@gestion/contract/errors';
import type { Contexto, Jornada, MetricaConfig, Proyeccion, Seleccion, SeleccionesDelDia } from '@gestion/contract/rodox';
import { buildTestApp, createUser, request, type TestApp } from '../../../test-utils.js';
import { generarSorteosDemo } from '../domain/demo-sorteos.js';
import { proyectarJornada } from '../domain/jornada.js';
import { comunes } from '../domain/seleccion-counts.js';
import type { MetricaParametros, MetricaTipo } from '../domain/types.js';
import { caller, crearContexto, sourceFolder } from '../test-helpers.js';

const RANGO = { numero_min: 1, numero_max: 20, cantidad: 4 };
const SORTEOS = generarSorteosDemo({ contexto: RANGO, total: 61 });
const HISTORIA = SORTEOS.slice(0, 60);

let app: TestApp;
let call: ReturnType<typeof caller>;
let contexto: Contexto;
let configs: MetricaConfig[];
let jornada: Jornada;
const fuentes = sourceFolder();
const actualizar = () => call('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: true, contexto_sigla: 'prueba-jornada' });

beforeAll(async () => {
  app = await buildTestApp(fuentes.config);
  call = caller(
    app,
    (
      await createUser(app, {
        permissions: ['rodox.add_contexto', 'rodox.add_metricaconfig', 'rodox.view_jornada', 'rodox.add_jornada', 'rodox.change_jornada', 'rodox.view_proyeccion', 'rodox.view_seleccion', 'rodox.add_sorteo'],
      })
    ).headers,
  );
  contexto = await crearContexto(call, { sigla: 'prueba-jornada', ...RANGO, fuente_url: fuentes.csv('fuente.csv', HISTORIA) });
  expect((await actualizar()).status).toBe(200);
  configs = [];
  for (const body of [
    { contexto: contexto.id, tipo: 'frecuencial', parametros: { ventana: 10, magnitud: 8 } },
    { contexto: contexto.id, tipo: 'recencial', parametros: { ventana: 12, magnitud: 6 } },
    { contexto: null, tipo: 'gradal', parametros: { ventana: 8, magnitud: 10 } },
  ]) {
    configs.push((await call<MetricaConfig>('POST', '/api/rodox/metrica-configs/', body)).body);
  }
});
afterAll(async () => {
  await app?.close();
  fuentes.cleanup();
});

const proyectar = (id: number) => call<Jornada>('POST', `/api/rodox/jornadas/${id}/proyectar/`);
const proyecciones = (jornadaId: number, extra = '') => call<Paginated<Proyeccion>>('GET', `/api/rodox/proyecciones/?jornada_id=${jornadaId}${extra}`);

describe('jornadas', () => {
  it('creates a jornada dated today for the next kardinal (201)', async () => {
    const { status, body } = await call<Jornada>('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: 61 });
    expect([status, body]).toEqual([
      201,
      { id: expect.any(Number), contexto: contexto.id, contexto_sigla: 'prueba-jornada', fecha: new Date().toISOString().slice(0, 10), kandidatura: 61 },
    ]);
    jornada = body;
  });

  it('validates the jornada', async () => {
    const futura = await call('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: 62 });
    expect([futura.status, futura.body]).toEqual([400, { kandidatura: ['Debe ser a lo sumo 61, el kardinal siguiente al último sorteo del contexto.'] }]);
    const sin = await call('POST', '/api/rodox/jornadas/', { contexto: 999999, kandidatura: 1 });
    expect([sin.status, sin.body]).toEqual([400, { contexto: ['Clave primaria "999999" inválida - objeto no existe.'] }]);
    const vacio = await call<Record<string, string[]>>('POST', '/api/rodox/jornadas/', {});
    expect(vacio.status).toBe(400);
    expect(Object.keys(vacio.body).sort()).toEqual(['contexto', 'kandidatura']);
  });

  it('lists jornadas, newest first, searchable by the context', async () => {
    const back = (await call<Jornada>('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: 40 })).body;
    const page = await call<Paginated<Jornada>>('GET', '/api/rodox/jornadas/?page=1&page_size=20');
    expect(page.status).toBe(200);
    expect(page.body.results.map((j) => j.id)).toEqual([back.id, jornada.id]);
    expect((await call<Paginated<Jornada>>('GET', '/api/rodox/jornadas/?search=jornada&ordering=kandidatura')).body.results.map((j) => j.kandidatura)).toEqual([40, 61]);
    expect((await call<Paginated<Jornada>>('GET', '/api/rodox/jornadas/?search=zzz')).body).toEqual({ count: 0, results: [] });
  });

  it('proyectar stores one projection per configuration (global ones too) with the dreamers’ selections', async () => {
    const res = await proyectar(jornada.id);
    expect([res.status, res.body]).toEqual([200, jornada]);
    const expected = proyectarJornada(
      HISTORIA,
      RANGO,
      // The wire lists `tipo` and `parametros` as stored; these were created valid.
      configs.map((c) => ({ id: c.id, tipo: c.tipo as MetricaTipo, parametros: c.parametros as unknown as MetricaParametros })),
      61,
    );
    const page = await proyecciones(jornada.id, '&ordering=config');
    expect(page.body.count).toBe(3);
    expect(page.body.results.map(({ id: _id, jornada: j, ...p }) => ({ j, ...p }))).toEqual(
      expected.map((p, i) => ({ j: jornada.id, config: p.config_id, tipo: configs[i]!.tipo, frecuencia: p.frecuencia, kultimo: p.kultimo, indice: p.indice, nivel: p.nivel })),
    );
    const first = page.body.results[0]!;
    const selecciones = await call<Seleccion[]>('GET', `/api/rodox/selecciones/todas_pn/?proyeccion_id=${first.id}`);
    expect(selecciones.status).toBe(200);
    const esperadas = [...expected[0]!.selecciones].sort((a, b) => a.sonador_sigla.localeCompare(b.sonador_sigla) || a.ordinal - b.ordinal);
    expect(selecciones.body.map(({ id: _id, proyeccion: _p, ...s }) => s)).toEqual(esperadas);
    expect(selecciones.body[0]!.numeros_comunes_cantidad).toBeNull();
    const legacy = await call<Seleccion[]>('GET', `/api/rodox/selecciones/todas_pn/?proyeccion=${first.id}`);
    expect(legacy.body).toEqual(selecciones.body);
  });

  it('proyectar again replaces the projections and selections', async () => {
    const before = (await proyecciones(jornada.id)).body.results;
    expect((await proyectar(jornada.id)).status).toBe(200);
    const after = (await proyecciones(jornada.id)).body.results;
    expect(after).toHaveLength(before.length);
    expect(after.map((p) => p.id).some((id) => before.some((b) => b.id === id))).toBe(false);
    expect(after.map(({ id: _id, ...p }) => p)).toEqual(before.map(({ id: _id, ...p }) => p));
    const old = await call<Seleccion[]>('GET', `/api/rodox/selecciones/todas_pn/?proyeccion_id=${before[0]!.id}`);
    expect(old.body).toEqual([]);
    expect((await proyectar(999999)).status).toBe(404);
  });

  it('selections by sigla and kardinal, with the day of the draw', async () => {
    const dia = await call<SeleccionesDelDia>('GET', '/api/rodox/selecciones/todas_pn/?sigla=prueba-jornada&kardinal=61');
    expect(dia.status).toBe(200);
    // Draw 61 does not exist yet: the day after draw 60.
    expect(dia.body.fecha).toBe(new Date(Date.parse(HISTORIA[59]!.fecha_utc) + 86_400_000).toISOString().slice(0, 10));
    expect(dia.body.selecciones.length).toBeGreaterThan(0);
    const lista = await call<Seleccion[]>('GET', '/api/rodox/selecciones/prueba-jornada/61/');
    expect(lista.body).toEqual(dia.body.selecciones);
    expect((await call('GET', '/api/rodox/selecciones/todas_pn/')).status).toBe(400);
    expect((await call('GET', '/api/rodox/selecciones/no-existe/61/')).status).toBe(404);
  });

  it('a draw arriving through actualizar fills numeros_comunes_cantidad of the selections that waited for it', async () => {
    fuentes.csv('fuente.csv', SORTEOS);
    expect((await actualizar()).body).toEqual({ detail: 'Se agregó 1 sorteo.', agregados: 1 });
    const lista = (await call<Seleccion[]>('GET', '/api/rodox/selecciones/prueba-jornada/61/')).body;
    for (const s of lista) expect(s.numeros_comunes_cantidad).toBe(comunes(s.numeros_lista, SORTEOS[60]!.numeros_lista));
    const dia = await call<SeleccionesDelDia>('GET', '/api/rodox/selecciones/todas_pn/?sigla=prueba-jornada&kardinal=61');
    expect(dia.body.fecha).toBe(SORTEOS[60]!.fecha_utc.slice(0, 10));
  });

  it('one jornada and one configuration by id, as their rows in the lists; 404 for an unknown id; 403 without view_', async () => {
    const reader = caller(app, (await createUser(app, { permissions: ['rodox.view_jornada', 'rodox.view_metricaconfig'] })).headers);
    const row = (await reader<Paginated<Jornada>>('GET', '/api/rodox/jornadas/?ordering=kandidatura')).body.results.at(-1);
    expect(await reader<Jornada>('GET', `/api/rodox/jornadas/${jornada.id}/`)).toMatchObject({ status: 200, body: row });
    const config = (await reader<Paginated<MetricaConfig>>('GET', '/api/rodox/metrica-configs/?ordering=-id')).body.results[0]!;
    expect(await reader<MetricaConfig>('GET', `/api/rodox/metrica-configs/${config.id}/`)).toMatchObject({ status: 200, body: config });
    expect(config).toEqual(configs.at(-1));
    expect(await reader('GET', '/api/rodox/jornadas/999999/')).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
    const other = caller(app, (await createUser(app, { permissions: ['rodox.view_jornada'] })).headers);
    expect((await other('GET', `/api/rodox/metrica-configs/${config.id}/`)).status).toBe(403);
  });

  it('one projection by id, as its row in its jornada\'s list; the file of one jornada is named after it', async () => {
    const row = (await proyecciones(jornada.id)).body.results[0]!;
    expect(await call<Proyeccion>('GET', `/api/rodox/proyecciones/${row.id}/`)).toMatchObject({ status: 200, body: row });
    const file = await call<string>('GET', `/api/rodox/proyecciones/exportar/?jornada_id=${jornada.id}`);
    expect(file.status).toBe(200);
    expect(file.response.headers['content-disposition']).toContain(`proyecciones-jornada-${jornada.id}-`);
  });

  it('needs its permissions: 403 without, 401 without a token', async () => {
    const viewer = caller(app, (await createUser(app, { permissions: ['rodox.view_jornada'] })).headers);
    expect((await viewer('POST', `/api/rodox/jornadas/${jornada.id}/proyectar/`)).status).toBe(403);
    expect((await viewer('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: 1 })).status).toBe(403);
    expect((await viewer('GET', `/api/rodox/proyecciones/?jornada_id=${jornada.id}`)).status).toBe(403);
    expect((await viewer('GET', '/api/rodox/selecciones/prueba-jornada/61/')).status).toBe(403);
    expect((await request(app, { method: 'GET', url: '/api/rodox/jornadas/' })).status).toBe(401);
    expect((await request(app, { method: 'POST', url: `/api/rodox/jornadas/${jornada.id}/proyectar/` })).status).toBe(401);
  });
});
