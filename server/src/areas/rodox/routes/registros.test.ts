// The paged reads of contexts and draws beside the spec's calls of the same url, which keep their
// shapes: a plain array of contexts, the last draws of one context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@gestion/contract/errors';
import type { Contexto, Sorteo, SorteoListResponse } from '@gestion/contract/rodox';
import { buildTestApp, createUser, type TestApp } from '../../../test-utils.js';
import { generarSorteosDemo } from '../domain/demo-sorteos.js';
import { caller, crearContexto, sourceFolder } from '../test-helpers.js';

const RANGO = { numero_min: 1, numero_max: 20, cantidad: 4 };
const SORTEOS = generarSorteosDemo({ contexto: RANGO, total: 12 });

let app: TestApp;
let admin: ReturnType<typeof caller>;
let viewer: ReturnType<typeof caller>;
let uno: Contexto;
let dos: Contexto;
const fuentes = sourceFolder();

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').trim().split('\r\n');

beforeAll(async () => {
  app = await buildTestApp(fuentes.config);
  admin = caller(app, (await createUser(app, { permissions: ['rodox.add_contexto', 'rodox.view_contexto', 'rodox.add_sorteo', 'rodox.view_sorteo'] })).headers);
  viewer = caller(app, (await createUser(app, { permissions: ['rodox.view_contexto'] })).headers);
  uno = await crearContexto(admin, { sigla: 'uno-reg', familia: 'reg', tipo: 'uno', nombre: 'Primero', ...RANGO, fuente_url: fuentes.csv('uno.csv', SORTEOS) });
  dos = await crearContexto(admin, { sigla: 'dos-reg', familia: 'reg', tipo: 'dos', nombre: 'Segundo', ...RANGO, fuente_url: fuentes.csv('dos.csv', SORTEOS.slice(0, 3)) });
  for (const sigla of [uno.sigla, dos.sigla]) {
    const { status } = await admin('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: true, contexto_sigla: sigla });
    expect(status).toBe(200);
  }
});
afterAll(async () => {
  await app?.close();
  fuentes.cleanup();
});

describe('GET /api/rodox/contextos/registros/ and /api/rodox/contextos/{id}/ (rodox.view_contexto)', () => {
  it('pages, searches and orders the contexts; the spec\'s list stays a plain array', async () => {
    const page = await viewer<Paginated<Contexto>>('GET', '/api/rodox/contextos/registros/?search=segundo');
    expect([page.status, page.body.count, page.body.results.map((c) => c.sigla)]).toEqual([200, 1, ['dos-reg']]);
    const ordered = await viewer<Paginated<Contexto>>('GET', '/api/rodox/contextos/registros/?ordering=-nombre&page_size=1');
    expect([ordered.body.count, ordered.body.results.map((c) => c.nombre)]).toEqual([2, ['Segundo']]);
    const plain = await viewer<Contexto[]>('GET', '/api/rodox/contextos/');
    expect(plain.body.map((c) => c.sigla)).toEqual(['dos-reg', 'uno-reg']);
  });

  it('reads one context, its source only for those who may create or change contexts; 404 for none', async () => {
    expect(await viewer('GET', `/api/rodox/contextos/${uno.id}/`)).toMatchObject({ status: 200, body: { ...uno, fuente_url: null } });
    expect((await admin('GET', `/api/rodox/contextos/${uno.id}/`)).body).toEqual(uno);
    const page = await viewer<Paginated<Contexto>>('GET', '/api/rodox/contextos/registros/');
    expect(page.body.results.map((c) => c.fuente_url)).toEqual([null, null]);
    expect((await admin<Paginated<Contexto>>('GET', '/api/rodox/contextos/registros/?ordering=sigla')).body.results[1]?.fuente_url).toBe(uno.fuente_url);
    expect(await viewer('GET', '/api/rodox/contextos/999999/')).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
  });

  it('exports the list as its file, without the source', async () => {
    const file = await viewer<string>('GET', '/api/rodox/contextos/registros/exportar/?search=primero');
    expect(file.status).toBe(200);
    expect(file.response.headers['content-disposition']).toContain('contextos-');
    expect(lines(file.body)).toEqual(['Sigla;Familia;Tipo;Nombre;Número mínimo;Número máximo;Cantidad', 'uno-reg;reg;uno;Primero;1;20;4']);
  });

  it('403 without rodox.view_contexto, whatever else is held', async () => {
    const other = caller(app, (await createUser(app, { permissions: ['rodox.view_sorteo', 'rodox.change_contexto'] })).headers);
    for (const url of ['/api/rodox/contextos/registros/', '/api/rodox/contextos/registros/exportar/', `/api/rodox/contextos/${uno.id}/`]) {
      expect((await other('GET', url)).status, url).toBe(403);
    }
  });
});

describe('GET /api/rodox/sorteos/registros/ and /api/rodox/sorteos/{id}/ (rodox.view_sorteo or rodox.view_seleccion)', () => {
  it('pages every draw, by kardinal, filtered by its context; the spec\'s last draws keep their shape', async () => {
    const all = await admin<Paginated<Sorteo>>('GET', '/api/rodox/sorteos/registros/');
    expect(all.body.count).toBe(15);
    const page = await admin<Paginated<Sorteo>>('GET', `/api/rodox/sorteos/registros/?contexto_id=${dos.id}`);
    expect([page.status, page.body.count, page.body.results.map((s) => s.kardinal)]).toEqual([200, 3, [3, 2, 1]]);
    const up = await admin<Paginated<Sorteo>>('GET', `/api/rodox/sorteos/registros/?contexto_id=${uno.id}&ordering=kardinal&page_size=2`);
    expect([up.body.count, up.body.results.map((s) => s.kardinal)]).toEqual([12, [1, 2]]);
    expect(up.body.results[0]).toEqual({ id: expect.any(Number), ...SORTEOS[0], pares_cantidad: expect.any(Number) });
    const ultimos = await admin<SorteoListResponse>('GET', `/api/rodox/sorteos/?contexto_sigla=${uno.sigla}&ultimos=2`);
    expect([ultimos.body.count, ultimos.body.results.map((s) => s.kardinal)]).toEqual([2, [12, 11]]);
    expect((await admin('GET', '/api/rodox/sorteos/registros/?contexto_id=x')).status).toBe(400);
  });

  it('reads one draw and exports a context\'s draws; 404 for none', async () => {
    const [ultimo] = (await admin<Paginated<Sorteo>>('GET', `/api/rodox/sorteos/registros/?contexto_id=${dos.id}&page_size=1`)).body.results;
    expect(await admin('GET', `/api/rodox/sorteos/${ultimo!.id}/`)).toMatchObject({ status: 200, body: ultimo });
    expect(await admin('GET', '/api/rodox/sorteos/999999/')).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
    const file = await admin<string>('GET', `/api/rodox/sorteos/registros/exportar/?contexto_id=${dos.id}&ordering=kardinal`);
    expect(file.status).toBe(200);
    const rows = lines(file.body);
    expect(rows[0]).toBe('Kardinal;Fecha (UTC);Números;Pares');
    expect(rows.slice(1).map((r) => r.split(';')[0])).toEqual(['1', '2', '3']);
    expect(rows[1]).toContain(SORTEOS[0]!.numeros_lista.join(' '));
  });

  it('is read by whoever reads the selections, as the spec\'s draws are; 403 for anyone else', async () => {
    const lector = caller(app, (await createUser(app, { permissions: ['rodox.view_seleccion'] })).headers);
    expect((await lector<Paginated<Sorteo>>('GET', `/api/rodox/sorteos/registros/?contexto_id=${dos.id}`)).body.count).toBe(3);
    for (const url of ['/api/rodox/sorteos/registros/', '/api/rodox/sorteos/registros/exportar/', '/api/rodox/sorteos/1/']) {
      expect((await viewer('GET', url)).status, url).toBe(403);
    }
  });
});
