import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@gestion/contract/errors';
import type { Contexto, MetricaConfig } from '@gestion/contract/rodox';
import { buildTestApp, createUser, request, type TestApp } from '../../../test-utils.js';
import { generarSorteosDemo } from '../domain/demo-sorteos.js';
import { calcularFaltantes } from '../domain/metrica-values.js';
import { guardarSorteos } from '../repositories/sorteos.js';
import { valoresGuardados } from '../repositories/metricas.js';
import { rodoxMetricaValores } from '../../../db/schema/index.js';
import { and, asc, eq } from 'drizzle-orm';
import { caller, crearContexto } from '../test-helpers.js';

const RANGO = { numero_min: 1, numero_max: 20, cantidad: 4 };
const SORTEOS = generarSorteosDemo({ contexto: RANGO, total: 60 });

let app: TestApp;
let call: ReturnType<typeof caller>;
let uno: Contexto;
let dos: Contexto;

beforeAll(async () => {
  app = await buildTestApp();
  call = caller(
    app,
    (await createUser(app, { permissions: ['rodox.add_contexto', 'rodox.view_metricaconfig', 'rodox.add_metricaconfig', 'rodox.change_metricaconfig'] })).headers,
  );
  uno = await crearContexto(call, { sigla: 'uno', tipo: 'uno', ...RANGO });
  dos = await crearContexto(call, { sigla: 'dos', tipo: 'dos', ...RANGO });
  await guardarSorteos(app.db, uno.id, SORTEOS.slice(0, 50));
  await guardarSorteos(app.db, dos.id, SORTEOS.slice(0, 12));
});
afterAll(async () => app?.close());

const crear = (body: object) => call<MetricaConfig & Record<string, string[]>>('POST', '/api/rodox/metrica-configs/', body);
const faltantes = (config_id: number) => call<MetricaConfig>('POST', '/api/rodox/metrica/crear-faltantes/', { config_id });

describe('metric configurations', () => {
  it('creates configurations (201), for a context or for all', async () => {
    const a = await crear({ contexto: uno.id, tipo: 'frecuencial', parametros: { ventana: 10, magnitud: 8, umbral: 0.5 } });
    expect([a.status, a.body]).toEqual([
      201,
      { id: expect.any(Number), contexto: uno.id, contexto_sigla: 'uno', tipo: 'frecuencial', parametros: { ventana: 10, magnitud: 8, umbral: 0.5 }, actualizado: false },
    ]);
    const global = await crear({ contexto: null, tipo: 'pasal', parametros: { ventana: 20, magnitud: 5 } });
    expect(global.status).toBe(201);
    expect(global.body).toMatchObject({ contexto: null, contexto_sigla: null, tipo: 'pasal' });
  });

  it('validates with DRF messages', async () => {
    expect((await crear({ contexto: 999999, tipo: 'gradal', parametros: { ventana: 5, magnitud: 5 } })).body).toEqual({
      contexto: ['Clave primaria "999999" inválida - objeto no existe.'],
    });
    expect((await crear({ contexto: uno.id, tipo: 'gradal', parametros: { ventana: 0, magnitud: 'x' } })).body).toEqual({
      parametros: { ventana: ['Asegúrese de que este valor sea mayor o igual a 1.'], magnitud: ['Se requiere un número entero válido.'] },
    });
    expect((await crear({ contexto: uno.id, tipo: 'gradal', parametros: [] })).body).toEqual({
      parametros: ['Datos inválidos. Se esperaba un diccionario, pero se obtuvo list.'],
    });
    expect((await crear({ contexto: uno.id, tipo: 'gradal', parametros: { ventana: 5, magnitud: 5, nota: 'a\ud800' } })).body).toEqual({
      parametros: { nota: ['Se requiere un número válido.'] },
    });
    expect((await crear({ contexto: uno.id, tipo: 'gradal', parametros: { ventana: 5, magnitud: 5, nota: 'a\u0000' } })).body).toEqual({
      parametros: { nota: ['Los caracteres nulos no están permitidos.'] },
    });
    // parametros are a handful of numbers under short snake_case keys.
    const muchas = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    expect(await crear({ contexto: uno.id, tipo: 'gradal', parametros: { ventana: 5, magnitud: 5, ...muchas } })).toMatchObject({
      status: 400,
      body: { parametros: ['Asegúrese de que no haya más de 12 parámetros.'] },
    });
    expect((await crear({ contexto: null, tipo: 'gradal', parametros: { ventana: 5, magnitud: 5, 'Clave Mala': 1 } })).body).toEqual({
      parametros: ['El nombre de parámetro «Clave Mala» no es válido: solo letras minúsculas sin acentos y guiones bajos, hasta 40 caracteres.'],
    });
    // magnitud: at most the context's 20 numbers; 100 for every context.
    expect((await crear({ contexto: uno.id, tipo: 'gradal', parametros: { ventana: 5, magnitud: 21 } })).body).toEqual({
      parametros: { magnitud: ['Asegúrese de que este valor sea menor o igual a 20.'] },
    });
    expect((await crear({ contexto: null, tipo: 'gradal', parametros: { ventana: 5, magnitud: 101 } })).body).toEqual({
      parametros: { magnitud: ['Asegúrese de que este valor sea menor o igual a 100.'] },
    });
    expect((await crear({ contexto: null, tipo: 'gradal', parametros: { magnitud: 5 } })).body).toEqual({
      parametros: { ventana: ['Este campo es requerido.'] },
    });
    const tipo = await crear({ contexto: uno.id, tipo: 'otro', parametros: { ventana: 5, magnitud: 5 } });
    expect(tipo.status).toBe(400);
    expect(Object.keys(tipo.body)).toEqual(['tipo']);
  });

  it('lists a page, id ascending by default, searchable and sortable', async () => {
    const page = await call<Paginated<MetricaConfig>>('GET', '/api/rodox/metrica-configs/?page=1&page_size=20');
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(2);
    expect(page.body.results.map((c) => c.tipo)).toEqual(['frecuencial', 'pasal']);
    const desc = await call<Paginated<MetricaConfig>>('GET', '/api/rodox/metrica-configs/?ordering=-id');
    expect(desc.body.results.map((c) => c.tipo)).toEqual(['pasal', 'frecuencial']);
    const search = await call<Paginated<MetricaConfig>>('GET', '/api/rodox/metrica-configs/?search=UNO');
    expect(search.body.results.map((c) => c.tipo)).toEqual(['frecuencial']);
    const bad = await call('GET', '/api/rodox/metrica-configs/?ordering=parametros');
    expect(bad.status).toBe(400);
  });

  it('crear-faltantes values only what is missing, and sets actualizado', async () => {
    const config = (await call<Paginated<MetricaConfig>>('GET', '/api/rodox/metrica-configs/?search=frecuencial')).body.results[0]!;
    const first = await faltantes(config.id);
    expect([first.status, first.body]).toEqual([200, { ...config, actualizado: true }]);
    // A whole window fits from kardinal 10 (ventana) to 50.
    expect(await valoresGuardados(app.db, config.id, uno.id)).toEqual({ n: 41, ultimo: 50 });
    const stored = await app.db
      .select({ kardinal: rodoxMetricaValores.kardinal, numeros: rodoxMetricaValores.numeros })
      .from(rodoxMetricaValores)
      .where(and(eq(rodoxMetricaValores.config_id, config.id), eq(rodoxMetricaValores.kardinal, 50)));
    const expected = calcularFaltantes({ contexto: RANGO, config: { tipo: 'frecuencial', parametros: { ventana: 10, magnitud: 8 } }, sorteos: SORTEOS.slice(0, 50), ultimoCalculado: 49 });
    expect(stored[0]!.numeros).toEqual(expected[0]!.numeros);

    // A new draw: the configuration is out of date; the next run adds one value only.
    await guardarSorteos(app.db, uno.id, SORTEOS.slice(50, 51));
    const marked = (await call<Paginated<MetricaConfig>>('GET', '/api/rodox/metrica-configs/?search=frecuencial')).body.results[0]!;
    expect(marked.actualizado).toBe(false);
    const before = await app.db.select().from(rodoxMetricaValores).where(eq(rodoxMetricaValores.config_id, config.id)).orderBy(asc(rodoxMetricaValores.kardinal));
    expect((await faltantes(config.id)).body.actualizado).toBe(true);
    const after = await app.db.select().from(rodoxMetricaValores).where(eq(rodoxMetricaValores.config_id, config.id)).orderBy(asc(rodoxMetricaValores.kardinal));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((v) => v.kardinal).slice(-2)).toEqual([50, 51]);
    expect((await faltantes(config.id)).status).toBe(200);
    expect(await valoresGuardados(app.db, config.id, uno.id)).toEqual({ n: 42, ultimo: 51 });
  });

  it('a configuration for all contexts values each of them', async () => {
    const global = (await call<Paginated<MetricaConfig>>('GET', '/api/rodox/metrica-configs/?search=pasal')).body.results[0]!;
    expect((await faltantes(global.id)).body.actualizado).toBe(true);
    expect(await valoresGuardados(app.db, global.id, uno.id)).toEqual({ n: 32, ultimo: 51 });
    // Twelve draws do not fill a window of 20: nothing to value yet.
    expect(await valoresGuardados(app.db, global.id, dos.id)).toEqual({ n: 0, ultimo: null });
    const unknown = await faltantes(999999);
    expect([unknown.status, unknown.body]).toEqual([400, { config_id: ['Clave primaria "999999" inválida - objeto no existe.'] }]);
  });

  it('needs its permissions: 403 without, 401 without a token', async () => {
    const viewer = caller(app, (await createUser(app, { permissions: ['rodox.view_metricaconfig'] })).headers);
    expect((await viewer('POST', '/api/rodox/metrica-configs/', { contexto: null, tipo: 'pasal', parametros: { ventana: 2, magnitud: 2 } })).status).toBe(403);
    expect((await viewer('POST', '/api/rodox/metrica/crear-faltantes/', { config_id: 1 })).status).toBe(403);
    const none = caller(app, (await createUser(app)).headers);
    expect((await none('GET', '/api/rodox/metrica-configs/')).status).toBe(403);
    expect((await request(app, { method: 'GET', url: '/api/rodox/metrica-configs/' })).status).toBe(401);
  });
});
