import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@gestion/contract/errors';
import type { Eliminacion } from '@gestion/contract/record';
import type { Contexto, Jornada, Metrica, MetricaConfig, Proyeccion, Seleccion, Sonador, Sorteo, SorteoListResponse } from '@gestion/contract/rodox';
import type { PermissionKey } from '@gestion/contract/permissions';
import { historial } from '../../../db/schema/index.js';
import { buildTestApp, createUser, type TestApp } from '../../../test-utils.js';
import { generarSorteosDemo } from '../domain/demo-sorteos.js';
import { calcularFaltantes } from '../domain/metrica-values.js';
import { paresCantidad } from '../domain/paridad.js';
import { comunes } from '../domain/seleccion-counts.js';
import type { Sorteo as SorteoCalculo } from '../domain/types.js';
import { caller, crearContexto, sourceFolder } from '../test-helpers.js';

// Corrections and removals of the Rodox records (resource/resource-writes.ts): each holder
// succeeds on a real record and leaves its history entry, each other caller gets 403, a bad
// input 400 with Spanish field errors, a refusal 409 with its reason, a missing record 404.

const RANGO = { numero_min: 1, numero_max: 20, cantidad: 4 };
const TODOS: PermissionKey[] = [
  'rodox.view_contexto', 'rodox.add_contexto', 'rodox.change_contexto', 'rodox.delete_contexto',
  'rodox.view_sorteo', 'rodox.add_sorteo', 'rodox.change_sorteo', 'rodox.delete_sorteo',
  'rodox.view_metricaconfig', 'rodox.add_metricaconfig', 'rodox.change_metricaconfig', 'rodox.delete_metricaconfig',
  'rodox.view_metrica', 'rodox.delete_metrica',
  'rodox.view_jornada', 'rodox.add_jornada', 'rodox.change_jornada', 'rodox.delete_jornada',
  'rodox.view_proyeccion', 'rodox.delete_proyeccion', 'rodox.view_seleccion', 'rodox.delete_seleccion',
  'rodox.view_sonador', 'rodox.add_sonador', 'rodox.change_sonador', 'rodox.delete_sonador',
];

let app: TestApp;
let admin: ReturnType<typeof caller>;
let adminName: string;
const fuentes = sourceFolder();
let n = 0;

beforeAll(async () => {
  app = await buildTestApp(fuentes.config);
  const user = await createUser(app, { permissions: TODOS });
  admin = caller(app, user.headers);
  adminName = user.user.username;
});
afterAll(async () => {
  await app?.close();
  fuentes.cleanup();
});

/** A caller holding only these permissions. */
const only = async (...permissions: PermissionKey[]) => caller(app, (await createUser(app, { permissions })).headers);

const entries = async (tipo: string, id: number, accion: string) =>
  app.db.select().from(historial).where(and(eq(historial.objeto_tipo, tipo), eq(historial.objeto_id, String(id)), eq(historial.accion, accion)));

/** A context with `total` draws read from its source, a configuration, and a projected jornada for the next kardinal. */
async function escenario(total = 40) {
  const sigla = `esc-${++n}`;
  const sorteos = generarSorteosDemo({ contexto: RANGO, total });
  const contexto = await crearContexto(admin, { sigla, tipo: sigla, ...RANGO, fuente_url: fuentes.csv(`${sigla}.csv`, sorteos) });
  expect((await admin('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: true, contexto_sigla: sigla })).status).toBe(200);
  const config = (await admin<MetricaConfig>('POST', '/api/rodox/metrica-configs/', { contexto: contexto.id, tipo: 'frecuencial', parametros: { ventana: 10, magnitud: 8 } })).body;
  expect((await admin('POST', '/api/rodox/metrica/crear-faltantes/', { config_id: config.id })).status).toBe(200);
  const jornada = (await admin<Jornada>('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: total + 1 })).body;
  expect((await admin('POST', `/api/rodox/jornadas/${jornada.id}/proyectar/`)).status).toBe(200);
  return { contexto, sorteos, config, jornada };
}

const ultimos = async (sigla: string, k = 1000) => (await admin<SorteoListResponse>('GET', `/api/rodox/sorteos/?contexto_sigla=${sigla}&ultimos=${k}`)).body.results;
const metricas = async (configId: number) =>
  (await admin<Paginated<Metrica>>('GET', `/api/rodox/metricas/?config_id=${configId}&ordering=kardinal&page_size=100`)).body;

describe('contextos: PATCH and DELETE', () => {
  it('corrects a context\'s fields for a holder of change_contexto, its favourites following a new sigla, with its history entry', async () => {
    const c = await crearContexto(admin, { sigla: 'para-corregir', tipo: 'corregir', ...RANGO });
    const who = caller(app, (await createUser(app, { permissions: ['rodox.change_contexto', 'rodox.view_contexto'] })).headers);
    expect((await who('POST', '/terra/dashboard_config/set_contextos/', { contextos_favoritos: ['para-corregir'] })).status).toBe(200);
    const res = await who<Contexto>('PATCH', `/api/rodox/contextos/${c.id}/`, { sigla: ' corregido ', nombre: 'Otro nombre', numero_max: 30 });
    expect([res.status, res.body]).toEqual([200, { ...c, sigla: 'corregido', nombre: 'Otro nombre', numero_max: 30 }]);
    expect((await who<{ contextos_favoritos: string[] }>('GET', '/api/terra/dashboard_config/')).body.contextos_favoritos).toEqual(['corregido']);
    const [entry] = await entries('rodox.contexto', c.id, 'modificar');
    expect(entry?.cambios).toEqual(expect.arrayContaining([{ campo: 'sigla', antes: 'para-corregir', despues: 'corregido' }, { campo: 'numero_max', antes: 20, despues: 30 }]));
  });

  it('refuses what the create refuses (400 in Spanish), the range of a context with draws, and a taken sigla; 404 and 403', async () => {
    const { contexto } = await escenario(12);
    const bad = await admin('PATCH', `/api/rodox/contextos/${contexto.id}/`, { sigla: 'Con Espacio', nombre: '  ', fuente_url: '/etc/passwd' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      sigla: ['Solo letras minúsculas sin acentos, dígitos y guiones (sin guion al inicio ni al final).'],
      nombre: ['Este campo no puede estar en blanco.'],
      fuente_url: [`La ruta de la fuente de sorteos debe estar dentro de la carpeta de fuentes del servidor (${fuentes.dir}).`],
    });
    const rango = await admin('PATCH', `/api/rodox/contextos/${contexto.id}/`, { cantidad: 5 });
    expect([rango.status, rango.body]).toEqual([400, { cantidad: ['No se puede cambiar mientras el contexto tenga sorteos (tiene 12 sorteos): sus números se juzgaron con el rango actual.'] }]);
    const cruzado = await admin('PATCH', `/api/rodox/contextos/${contexto.id}/`, { numero_max: 1 });
    expect([cruzado.status, cruzado.body]).toEqual([400, { numero_max: ['Debe ser mayor que numero_min.'] }]);
    const otro = await crearContexto(admin, { sigla: 'tomada', tipo: 'tomada', ...RANGO });
    const tomada = await admin('PATCH', `/api/rodox/contextos/${otro.id}/`, { sigla: contexto.sigla });
    expect([tomada.status, tomada.body]).toEqual([400, { sigla: ['Ya existe un contexto con esta sigla.'] }]);
    expect((await admin('PATCH', '/api/rodox/contextos/999999/', { nombre: 'x' })).status).toBe(404);
    const reader = await only('rodox.view_contexto', 'rodox.add_contexto', 'rodox.delete_contexto');
    expect((await reader('PATCH', `/api/rodox/contextos/${contexto.id}/`, { nombre: 'x' })).status).toBe(403);
  });

  it('removing a context says what goes with it, and takes it all (204), with its history entry', async () => {
    const { contexto, config, jornada } = await escenario(15);
    const who = await only('rodox.delete_contexto');
    expect((await (await only('rodox.change_contexto'))('DELETE', `/api/rodox/contextos/${contexto.id}/`)).status).toBe(403);
    const preview = await who<Eliminacion>('GET', `/api/rodox/contextos/${contexto.id}/eliminar/`);
    expect(preview.body).toEqual({
      repr: contexto.sigla,
      impide: null,
      arrastra: ['15 sorteos', '1 configuración de métricas', '6 métricas', '1 jornada', '1 proyección', expect.stringMatching(/^\d+ selecciones$/)],
    });
    expect((await who('DELETE', `/api/rodox/contextos/${contexto.id}/`)).status).toBe(204);
    expect((await admin('GET', `/api/rodox/metrica-configs/${config.id}/`)).status).toBe(404);
    expect((await admin('GET', `/api/rodox/jornadas/${jornada.id}/`)).status).toBe(404);
    const [entry] = await entries('rodox.contexto', contexto.id, 'eliminar');
    expect(entry?.cambios).toEqual(expect.arrayContaining([{ campo: 'sigla', antes: contexto.sigla, despues: null }]));
    expect((await who('DELETE', `/api/rodox/contextos/${contexto.id}/`)).status).toBe(404);
  });
});

/** The values of a frecuencial configuration (ventana 10, magnitud 8) computed from scratch. */
const esperadas = (sorteos: readonly SorteoCalculo[]) =>
  calcularFaltantes({ contexto: RANGO, config: { tipo: 'frecuencial', parametros: { ventana: 10, magnitud: 8 } }, sorteos, ultimoCalculado: null }).map((v) => ({
    kardinal: v.kardinal,
    numeros: v.numeros,
  }));

describe('sorteos: PATCH and DELETE', () => {
  it('corrects a draw\'s numbers and date, recomputing its parity, the metric values whose window holds it and the selections compared with it', async () => {
    const { contexto, sorteos, config, jornada } = await escenario(30);
    // The jornada projects 31; a second one, for 25 (a back-test), compares with draws 22..25.
    const pasada = (await admin<Jornada>('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: 25 })).body;
    expect((await admin('POST', `/api/rodox/jornadas/${pasada.id}/proyectar/`)).status).toBe(200);
    const sorteo = (await ultimos(contexto.sigla)).find((s) => s.kardinal === 24)!;
    const numeros = [1, 2, 3, 4].every((x) => sorteo.numeros_lista.includes(x)) ? [5, 6, 7, 8] : [1, 2, 3, 4];
    const who = await only('rodox.change_sorteo');
    const res = await who<Sorteo>('PATCH', `/api/rodox/sorteos/${sorteo.id}/`, { numeros_lista: numeros, fecha_utc: sorteo.fecha_utc.replace('Z', '+00:00') });
    expect([res.status, res.body]).toEqual([200, { ...sorteo, numeros_lista: numeros, pares_cantidad: paresCantidad(numeros) }]);

    const corregidos = sorteos.map((s) => (s.kardinal === 24 ? { ...s, numeros_lista: numeros } : s));
    // The correction changes what the configuration keeps: the stored values must follow it.
    expect(esperadas(corregidos)).not.toEqual(esperadas(sorteos));
    expect((await metricas(config.id)).results.map(({ kardinal, numeros: n }) => ({ kardinal, numeros: n }))).toEqual(esperadas(corregidos));
    const selecciones = (await admin<Seleccion[]>('GET', `/api/rodox/selecciones/${contexto.sigla}/25/`)).body;
    expect(selecciones.length).toBeGreaterThan(0);
    for (const s of selecciones) expect(s.comunes_a01_cantidad).toBe(comunes(s.numeros_lista, numeros));
    expect(jornada.kandidatura).toBe(31);

    const [entry] = await entries('rodox.sorteo', sorteo.id, 'modificar');
    expect(entry?.usuario_username).not.toBe(adminName);
    expect(entry?.cambios).toEqual([
      { campo: 'numeros_lista', antes: sorteo.numeros_lista, despues: numeros },
      { campo: 'pares_cantidad', antes: sorteo.pares_cantidad, despues: paresCantidad(numeros) },
    ]);
  });

  it('judges the correction as a source\'s draw: 400 in Spanish; 404; 403 without change_sorteo', async () => {
    const { contexto } = await escenario(12);
    const lista = await ultimos(contexto.sigla);
    const quinto = lista.find((s) => s.kardinal === 5)!;
    const fuera = await admin('PATCH', `/api/rodox/sorteos/${quinto.id}/`, { numeros_lista: [1, 2, 3, 25] });
    expect([fuera.status, fuera.body]).toEqual([400, { numeros_lista: ['El número 25 está fuera del rango 1..20.'] }]);
    const pocos = await admin('PATCH', `/api/rodox/sorteos/${quinto.id}/`, { numeros_lista: [1, 2, 3], fecha_utc: 'ayer' });
    expect([pocos.status, pocos.body]).toEqual([400, {
      fecha_utc: ['No es un instante ISO 8601 válido (por ejemplo 2024-05-01T20:00:00Z).'],
      numeros_lista: ['Tiene 3 números y deben ser 4.'],
    }]);
    const cuarto = lista.find((s) => s.kardinal === 4)!;
    const antes = await admin('PATCH', `/api/rodox/sorteos/${quinto.id}/`, { fecha_utc: '2000-01-01' });
    expect([antes.status, antes.body]).toEqual([400, { fecha_utc: [`No puede ser anterior a la del sorteo 4 (${cuarto.fecha_utc}).`] }]);
    expect((await admin('PATCH', '/api/rodox/sorteos/999999/', { fecha_utc: '2024-01-01' })).status).toBe(404);
    expect((await (await only('rodox.view_sorteo', 'rodox.delete_sorteo'))('PATCH', `/api/rodox/sorteos/${quinto.id}/`, { fecha_utc: '2024-01-01' })).status).toBe(403);
  });

  it('removes only the last draw, with its metric values, and not while a jornada projects the kardinal after it (409)', async () => {
    const { contexto, config, jornada } = await escenario(20);
    const lista = await ultimos(contexto.sigla);
    const who = await only('rodox.delete_sorteo');
    const medio = await who('DELETE', `/api/rodox/sorteos/${lista.find((s) => s.kardinal === 10)!.id}/`);
    expect([medio.status, medio.body]).toEqual([409, { detail: 'No se puede eliminar: solo se elimina el último sorteo de su contexto (el 20): los kardinales siguen sin huecos.' }]);
    const ultimo = lista[0]!;
    const conJornada = await who('DELETE', `/api/rodox/sorteos/${ultimo.id}/`);
    expect([conJornada.status, conJornada.body]).toEqual([409, { detail: 'No se puede eliminar: hay 1 jornada para el kardinal 21 o uno posterior, que lo siguen.' }]);
    expect((await admin('DELETE', `/api/rodox/jornadas/${jornada.id}/`)).status).toBe(204);
    expect((await who<Eliminacion>('GET', `/api/rodox/sorteos/${ultimo.id}/eliminar/`)).body).toEqual({ repr: `${contexto.sigla} · sorteo 20`, impide: null, arrastra: ['1 métrica'] });
    expect((await who('DELETE', `/api/rodox/sorteos/${ultimo.id}/`)).status).toBe(204);
    expect((await ultimos(contexto.sigla, 1))[0]!.kardinal).toBe(19);
    expect((await metricas(config.id)).results.at(-1)!.kardinal).toBe(19);
    expect((await entries('rodox.sorteo', ultimo.id, 'eliminar')).length).toBe(1);
    expect((await (await only('rodox.change_sorteo'))('DELETE', `/api/rodox/sorteos/${lista[1]!.id}/`)).status).toBe(403);
  });
});

describe('computed records: metric configs, metric values, jornadas, projections, selections', () => {
  it('a metric value is read with view_metrica and removed with the later ones of its run, leaving its configuration out of date', async () => {
    const { config } = await escenario(20);
    const lista = await metricas(config.id);
    expect(lista.count).toBe(11);
    expect((await (await only('rodox.view_metricaconfig'))('GET', '/api/rodox/metricas/')).status).toBe(403);
    const reader = await only('rodox.view_metrica');
    const octava = lista.results.find((m) => m.kardinal === 18)!;
    expect((await reader<Metrica>('GET', `/api/rodox/metricas/${octava.id}/`)).body).toEqual(octava);
    expect((await reader('DELETE', `/api/rodox/metricas/${octava.id}/`)).status).toBe(403);
    const who = await only('rodox.delete_metrica');
    expect((await who<Eliminacion>('GET', `/api/rodox/metricas/${octava.id}/eliminar/`)).body.arrastra).toEqual(['2 métricas posteriores']);
    expect((await who('DELETE', `/api/rodox/metricas/${octava.id}/`)).status).toBe(204);
    expect((await metricas(config.id)).results.map((m) => m.kardinal)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    expect((await admin<MetricaConfig>('GET', `/api/rodox/metrica-configs/${config.id}/`)).body.actualizado).toBe(false);
    expect((await entries('rodox.metrica', octava.id, 'eliminar'))[0]?.cambios).toEqual(expect.arrayContaining([{ campo: 'kardinal', antes: 18, despues: null }]));
    // crear-faltantes computes them again.
    expect((await admin('POST', '/api/rodox/metrica/crear-faltantes/', { config_id: config.id })).status).toBe(200);
    expect((await metricas(config.id)).count).toBe(11);
    expect((await who('DELETE', '/api/rodox/metricas/999999/')).status).toBe(404);
  });

  it('a metric configuration goes with its values and projections; a projection with its selections; a selection alone', async () => {
    const { config, jornada } = await escenario(20);
    const proyeccion = (await admin<Paginated<Proyeccion>>('GET', `/api/rodox/proyecciones/?jornada_id=${jornada.id}`)).body.results[0]!;
    const selecciones = (await admin<Paginated<Seleccion>>('GET', `/api/rodox/selecciones/?proyeccion_id=${proyeccion.id}&page_size=100`)).body;
    expect(selecciones.count).toBeGreaterThan(1);
    const sel = selecciones.results[0]!;
    const sinPermiso = await only('rodox.view_seleccion', 'rodox.view_proyeccion', 'rodox.view_metricaconfig');
    for (const url of [`/api/rodox/selecciones/${sel.id}/`, `/api/rodox/proyecciones/${proyeccion.id}/`, `/api/rodox/metrica-configs/${config.id}/`]) {
      expect((await sinPermiso('DELETE', url)).status, url).toBe(403);
    }
    const borraSel = await only('rodox.delete_seleccion');
    expect((await borraSel<Eliminacion>('GET', `/api/rodox/selecciones/${sel.id}/eliminar/`)).body).toEqual({ repr: `${sel.sonador_sigla}:${sel.ordinal} · kandidatura 21`, impide: null, arrastra: [] });
    expect((await borraSel('DELETE', `/api/rodox/selecciones/${sel.id}/`)).status).toBe(204);
    expect((await entries('rodox.seleccion', sel.id, 'eliminar')).length).toBe(1);

    const borraProy = await only('rodox.delete_proyeccion');
    expect((await borraProy<Eliminacion>('GET', `/api/rodox/proyecciones/${proyeccion.id}/eliminar/`)).body.arrastra).toEqual([`${selecciones.count - 1} selecciones`]);
    expect((await borraProy('DELETE', `/api/rodox/proyecciones/${proyeccion.id}/`)).status).toBe(204);
    expect((await entries('rodox.proyeccion', proyeccion.id, 'eliminar')).length).toBe(1);

    const borraConfig = await only('rodox.delete_metricaconfig');
    expect((await borraConfig<Eliminacion>('GET', `/api/rodox/metrica-configs/${config.id}/eliminar/`)).body.arrastra).toEqual(['11 métricas']);
    expect((await borraConfig('DELETE', `/api/rodox/metrica-configs/${config.id}/`)).status).toBe(204);
    expect((await metricas(config.id)).count).toBe(0);
    expect((await entries('rodox.metricaconfig', config.id, 'eliminar')).length).toBe(1);
  });

  it('a jornada goes with its projections and selections', async () => {
    const { jornada } = await escenario(20);
    const who = await only('rodox.delete_jornada');
    const preview = await who<Eliminacion>('GET', `/api/rodox/jornadas/${jornada.id}/eliminar/`);
    expect(preview.body.arrastra).toEqual(['1 proyección', expect.stringMatching(/^\d+ selecciones$/)]);
    expect((await who('DELETE', `/api/rodox/jornadas/${jornada.id}/`)).status).toBe(204);
    expect((await admin<Paginated<Proyeccion>>('GET', `/api/rodox/proyecciones/?jornada_id=${jornada.id}`)).body.count).toBe(0);
    expect((await entries('rodox.jornada', jornada.id, 'eliminar'))[0]?.cambios).toEqual(expect.arrayContaining([{ campo: 'kandidatura', antes: 21, despues: null }]));
    expect((await (await only('rodox.change_jornada'))('DELETE', `/api/rodox/jornadas/${jornada.id}/`)).status).toBe(403);
  });
});

describe('sonadores', () => {
  it('lists the four dreamers the product has always had', async () => {
    const { status, body } = await (await only('rodox.view_sonador'))<Paginated<Sonador>>('GET', '/api/rodox/sonadores/');
    expect(status).toBe(200);
    expect(body.results.filter((s) => ['A', 'B', 'C', 'D'].includes(s.sigla)).map((s) => [s.sigla, s.regla])).toEqual([
      ['A', 'primeros'], ['B', 'paridad'], ['C', 'residuos'], ['D', 'mitades'],
    ]);
  });

  it('a new dreamer makes its selections in the next projection; renaming it renames them; it is not removed while they exist', async () => {
    const who = await only('rodox.add_sonador', 'rodox.change_sonador', 'rodox.delete_sonador');
    const created = await who<Sonador>('POST', '/api/rodox/sonadores/', { sigla: ' E ', nombre: 'Otro par', regla: 'paridad' });
    expect([created.status, created.body]).toEqual([201, { id: expect.any(Number), sigla: 'E', nombre: 'Otro par', regla: 'paridad' }]);
    expect((await entries('rodox.sonador', created.body.id, 'crear')).length).toBe(1);
    const { jornada } = await escenario(20);
    const proyeccion = (await admin<Paginated<Proyeccion>>('GET', `/api/rodox/proyecciones/?jornada_id=${jornada.id}`)).body.results[0]!;
    const deE = async (sigla: string) =>
      (await admin<Seleccion[]>('GET', `/api/rodox/selecciones/todas_pn/?proyeccion_id=${proyeccion.id}`)).body.filter((s) => s.sonador_sigla === sigla);
    const deB = await deE('B');
    expect((await deE('E')).map((s) => s.numeros_lista)).toEqual(deB.map((s) => s.numeros_lista));

    const renamed = await who<Sonador>('PATCH', `/api/rodox/sonadores/${created.body.id}/`, { sigla: 'E2' });
    expect([renamed.status, renamed.body.sigla]).toEqual([200, 'E2']);
    expect((await deE('E2')).length).toBe(deB.length);
    expect((await entries('rodox.sonador', created.body.id, 'modificar'))[0]?.cambios).toEqual([{ campo: 'sigla', antes: 'E', despues: 'E2' }]);

    const refused = await who('DELETE', `/api/rodox/sonadores/${created.body.id}/`);
    expect([refused.status, refused.body]).toEqual([409, { detail: `No se puede eliminar: lo usan ${deB.length} selecciones.` }]);
    expect((await admin('DELETE', `/api/rodox/jornadas/${jornada.id}/`)).status).toBe(204);
    expect((await who('DELETE', `/api/rodox/sonadores/${created.body.id}/`)).status).toBe(204);
    expect((await entries('rodox.sonador', created.body.id, 'eliminar')).length).toBe(1);
  });

  it('refuses a bad or taken sigla, a blank name and an unknown rule (400 in Spanish); 404; 403', async () => {
    const bad = await admin('POST', '/api/rodox/sonadores/', { sigla: 'a:b', nombre: ' ', regla: 'paridad' });
    expect([bad.status, bad.body]).toEqual([400, { sigla: ['De 1 a 4 letras mayúsculas sin acentos o dígitos.'], nombre: ['Este campo no puede estar en blanco.'] }]);
    expect((await admin('POST', '/api/rodox/sonadores/', { sigla: 'F', nombre: 'x', regla: 'azar' })).status).toBe(400);
    const a = (await admin<Paginated<Sonador>>('GET', '/api/rodox/sonadores/?search=a')).body.results.find((s) => s.sigla === 'A')!;
    const taken = await admin('PATCH', `/api/rodox/sonadores/${a.id}/`, { sigla: 'B' });
    expect([taken.status, taken.body]).toEqual([400, { sigla: ['Ya existe un soñador con esta sigla.'] }]);
    expect((await admin('POST', '/api/rodox/sonadores/', { sigla: 'A', nombre: 'x', regla: 'paridad' })).body).toEqual({ sigla: ['Ya existe un soñador con esta sigla.'] });
    expect((await admin('PATCH', '/api/rodox/sonadores/999999/', { nombre: 'x' })).status).toBe(404);
    const reader = await only('rodox.view_sonador');
    expect((await reader('POST', '/api/rodox/sonadores/', { sigla: 'G', nombre: 'x', regla: 'paridad' })).status).toBe(403);
    expect((await reader('PATCH', `/api/rodox/sonadores/${a.id}/`, { nombre: 'x' })).status).toBe(403);
    expect((await reader('DELETE', `/api/rodox/sonadores/${a.id}/`)).status).toBe(403);
  });
});
