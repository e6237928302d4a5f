import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contexto, ContextoConSorteo } from '@gestion/contract/rodox';
import { buildTestApp, createUser, request, type TestApp } from '../../../test-utils.js';
import { generarSorteosDemo } from '../domain/demo-sorteos.js';
import { caller, contextoBody, crearContexto, sourceFolder } from '../test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let viewer: ReturnType<typeof caller>;
const fuentes = sourceFolder();

beforeAll(async () => {
  app = await buildTestApp(fuentes.config);
  call = caller(app, (await createUser(app, { permissions: ['rodox.view_contexto', 'rodox.add_contexto', 'rodox.add_sorteo'] })).headers);
  viewer = caller(app, (await createUser(app, { permissions: ['rodox.view_contexto'] })).headers);
});
afterAll(async () => {
  await app?.close();
  fuentes.cleanup();
});

describe('contexts', () => {
  it('creates a context (201) and lists it', async () => {
    const { status, body } = await call<Contexto>('POST', '/api/rodox/contextos/', contextoBody({ sigla: ' uno-dos ', fuente_url: ' ' }));
    expect([status, body]).toEqual([
      201,
      { id: expect.any(Number), sigla: 'uno-dos', familia: 'prueba', tipo: 'seis', nombre: 'Contexto de prueba', numero_min: 1, numero_max: 20, cantidad: 4, fuente_url: null },
    ]);
    const list = await viewer<Contexto[]>('GET', '/api/rodox/contextos/');
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.sigla)).toEqual(['uno-dos']);
  });

  it('shows a context\'s source only to those who may create or change contexts', async () => {
    const fuente = `${fuentes.dir}/fuente-oculta.csv`;
    await call<Contexto>('POST', '/api/rodox/contextos/', contextoBody({ sigla: 'con-fuente', tipo: 'fuente', fuente_url: fuente }));
    const de = (body: Contexto[]) => body.find((c) => c.sigla === 'con-fuente')?.fuente_url;
    expect(de((await call<Contexto[]>('GET', '/api/rodox/contextos/')).body)).toBe(fuente);
    expect(de((await viewer<Contexto[]>('GET', '/api/rodox/contextos/')).body)).toBeNull();
    expect(de((await viewer<ContextoConSorteo[]>('GET', '/api/rodox/contextos/con-sorteo')).body)).toBeNull();
  });

  it('validates fields with DRF messages', async () => {
    const bad = await call('POST', '/api/rodox/contextos/', {
      ...contextoBody({ sigla: 'Con Espacio', familia: '', numero_min: 10, numero_max: 5, fuente_url: 'relativa/archivo.csv' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      sigla: ['Solo letras minúsculas sin acentos, dígitos y guiones (sin guion al inicio ni al final).'],
      familia: ['Este campo no puede estar en blanco.'],
      fuente_url: ['La fuente de sorteos debe ser una URL http(s) o una ruta absoluta en el servidor.'],
      numero_max: ['Debe ser mayor que numero_min.'],
    });
    const cantidad = await call('POST', '/api/rodox/contextos/', contextoBody({ sigla: 'otro', tipo: 'otro', numero_max: 3, cantidad: 5 }));
    expect([cantidad.status, cantidad.body]).toEqual([400, { cantidad: ['No puede ser mayor que los 3 números del rango 1..3.'] }]);
    const missing = await call<Record<string, string[]>>('POST', '/api/rodox/contextos/', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body).sort()).toEqual(['cantidad', 'familia', 'nombre', 'numero_max', 'numero_min', 'sigla', 'tipo']);
  });

  it('refuses a source the server must not read: outside the sources folder, private addresses, credentials', async () => {
    const privada = (d: string) => `La fuente de sorteos apunta a una dirección local o privada (${d}); el servidor solo lee fuentes en direcciones públicas.`;
    const fuera = `La ruta de la fuente de sorteos debe estar dentro de la carpeta de fuentes del servidor (${fuentes.dir}).`;
    const casos: [string, string][] = [
      ['/etc/passwd', fuera],
      [`${fuentes.dir}/../otro.csv`, fuera],
      ['http://127.0.0.1:8000/api/rodox/contextos/', privada('127.0.0.1')],
      ['http://localhost:5432/', privada('localhost')],
      ['http://169.254.169.254/latest/meta-data/', privada('169.254.169.254')],
      ['http://[::1]/x.csv', privada('::1')],
      ['http://192.168.1.20/sorteos.csv', privada('192.168.1.20')],
      ['https://usuario:clave@sorteos.example.com/x.csv', 'La URL de la fuente de sorteos no puede llevar usuario ni contraseña.'],
      ['file:///etc/passwd', 'La fuente de sorteos debe ser una URL http(s) o una ruta absoluta en el servidor.'],
    ];
    for (const [fuente_url, mensaje] of casos) {
      const { status, body } = await call('POST', '/api/rodox/contextos/', contextoBody({ sigla: 'rechazo', tipo: 'rechazo', fuente_url }));
      expect([status, body], fuente_url).toEqual([400, { fuente_url: [mensaje] }]);
    }
    for (const [i, fuente_url] of [`${fuentes.dir}/lesa.csv`, 'https://sorteos.example.com/lesa.json'].entries()) {
      const { status, body } = await call<Contexto>('POST', '/api/rodox/contextos/', contextoBody({ sigla: `bien-${i}`, tipo: `bien-${i}`, fuente_url }));
      expect([status, body.fuente_url]).toEqual([201, fuente_url]);
    }
  });

  it('refuses a taken sigla, and a taken familia and tipo', async () => {
    const sigla = await call('POST', '/api/rodox/contextos/', contextoBody({ sigla: 'uno-dos', tipo: 'distinto' }));
    expect([sigla.status, sigla.body]).toEqual([400, { sigla: ['Ya existe un contexto con esta sigla.'] }]);
    const par = await call('POST', '/api/rodox/contextos/', contextoBody({ sigla: 'tres' }));
    expect([par.status, par.body]).toEqual([400, { familia: ['Ya existe un contexto con esta familia y este tipo.'] }]);
  });

  it('con-sorteo gives each context its last draw, or null', async () => {
    const sorteos = generarSorteosDemo({ contexto: { numero_min: 1, numero_max: 20, cantidad: 4 }, total: 5 });
    await crearContexto(call, { sigla: 'con-datos', tipo: 'datos', fuente_url: fuentes.csv('a.csv', sorteos) });
    const update = await call('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: true, contexto_sigla: 'con-datos' });
    expect(update.status).toBe(200);
    const { status, body } = await viewer<ContextoConSorteo[]>('GET', '/api/rodox/contextos/con-sorteo');
    expect(status).toBe(200);
    const bySigla = Object.fromEntries(body.map((c) => [c.sigla, c]));
    expect(bySigla['uno-dos']).toMatchObject({ sorteo_fecha_mayor: null, sorteo_kardinal_mayor: null });
    expect(bySigla['con-datos']).toMatchObject({
      sorteo_fecha_mayor: { fecha_utc: sorteos[4]!.fecha_utc },
      sorteo_kardinal_mayor: { kardinal: 5, numeros_lista: sorteos[4]!.numeros_lista },
    });
  });

  it('por-familia answers the context of a familia and tipo to whoever reads draws or selections, without its source', async () => {
    const fuente = `${fuentes.dir}/por-familia.csv`;
    await call<Contexto>('POST', '/api/rodox/contextos/', contextoBody({ sigla: 'fam-tipo', familia: 'fam', tipo: 'tipo', fuente_url: fuente }));
    const url = '/api/rodox/contextos/por-familia/fam/tipo/';
    for (const permiso of ['rodox.view_seleccion', 'rodox.view_sorteo'] as const) {
      const lector = caller(app, (await createUser(app, { permissions: [permiso] })).headers);
      const { status, body } = await lector<Contexto>('GET', url);
      expect([status, body], permiso).toEqual([200, expect.objectContaining({ sigla: 'fam-tipo', familia: 'fam', tipo: 'tipo', fuente_url: null })]);
      // The list of every context stays behind its own permission.
      expect((await lector('GET', '/api/rodox/contextos/')).status, permiso).toBe(403);
    }
    expect((await call<Contexto>('GET', url)).body.fuente_url).toBe(fuente);
  });

  it('por-familia: 404 {detail} for an unknown familia and tipo, ones that are no URL segment or too long', async () => {
    const lector = caller(app, (await createUser(app, { permissions: ['rodox.view_seleccion'] })).headers);
    const unknown = await lector('GET', '/api/rodox/contextos/por-familia/nada/mill/');
    expect([unknown.status, unknown.body]).toEqual([404, { detail: 'No existe un contexto con la familia "nada" y el tipo "mill".' }]);
    const odd = await lector('GET', '/api/rodox/contextos/por-familia/%20/Con%20Espacio/');
    expect(odd.status).toBe(404);
    const long = await lector('GET', `/api/rodox/contextos/por-familia/${'a'.repeat(51)}/mill/`);
    expect(long.status).toBe(404);
  });

  it('needs its permissions: 403 without, 401 without a token', async () => {
    expect((await viewer('POST', '/api/rodox/contextos/', contextoBody({ sigla: 'x', tipo: 'x' }))).status).toBe(403);
    const none = caller(app, (await createUser(app)).headers);
    expect((await none('GET', '/api/rodox/contextos/')).status).toBe(403);
    expect((await none('GET', '/api/rodox/contextos/con-sorteo')).status).toBe(403);
    expect((await none('GET', '/api/rodox/contextos/por-familia/prueba/seis/')).status).toBe(403);
    expect((await request(app, { method: 'GET', url: '/api/rodox/contextos/' })).status).toBe(401);
  });
});
