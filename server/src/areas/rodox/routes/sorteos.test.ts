import { symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PuntoParidad, SorteoListResponse } from '@gestion/contract/rodox';
import { buildTestApp, createUser, request, type TestApp } from '../../../test-utils.js';
import { generarSorteosDemo } from '../domain/demo-sorteos.js';
import { sorteosCsv } from '../domain/sorteo-update.js';
import { paresCantidad } from '../domain/paridad.js';
import { guardarSorteos } from '../repositories/sorteos.js';
import { caller, crearContexto, sourceFolder } from '../test-helpers.js';

const RANGO = { numero_min: 1, numero_max: 20, cantidad: 4 };
const SORTEOS = generarSorteosDemo({ contexto: RANGO, total: 30 });

let app: TestApp;
let admin: ReturnType<typeof caller>;
let reader: ReturnType<typeof caller>;
let http: Server;
let httpBody = '';
// Its http source is a local server: private addresses allowed (contextos.test.ts checks the refusals).
const fuentes = sourceFolder({ privadas: true });

/** status and body only (the answer also carries headers). */
const sb = ({ status, body }: { status: number; body: unknown }) => ({ status, body });
const actualizar = (sigla: string, who = admin) =>
  who<{ detail: string; agregados: number }>('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: true, contexto_sigla: sigla });
const ultimos = (query: string, who = reader) => who<SorteoListResponse>('GET', `/api/rodox/sorteos/?${query}`);

beforeAll(async () => {
  app = await buildTestApp(fuentes.config);
  admin = caller(app, (await createUser(app, { permissions: ['rodox.add_contexto', 'rodox.add_sorteo', 'rodox.view_sorteo'] })).headers);
  reader = caller(app, (await createUser(app, { permissions: ['rodox.view_seleccion'] })).headers);
  http = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(httpBody));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => http?.close(resolve));
  fuentes.cleanup();
});

describe('sorteos/actualizar', () => {
  it('adds the new draws of a file source, then nothing (idempotent)', async () => {
    const file = fuentes.csv('historia.csv', SORTEOS.slice(0, 20));
    await crearContexto(admin, { sigla: 'archivo', tipo: 'archivo', ...RANGO, fuente_url: file });
    expect(sb(await actualizar('archivo'))).toEqual({ status: 200, body: { detail: 'Se agregaron 20 sorteos.', agregados: 20 } });
    expect(sb(await actualizar('archivo'))).toEqual({ status: 200, body: { detail: 'No hay sorteos nuevos.', agregados: 0 } });
    fuentes.csv('historia.csv', SORTEOS.slice(0, 21));
    expect((await actualizar('archivo')).body).toEqual({ detail: 'Se agregó 1 sorteo.', agregados: 1 });
    fuentes.csv('historia.csv', SORTEOS);
    expect((await actualizar('archivo')).body.agregados).toBe(9);
  });

  it('reads an http source too', async () => {
    httpBody = sorteosCsv(SORTEOS.slice(0, 12));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/sorteos.csv`;
    await crearContexto(admin, { sigla: 'remoto', tipo: 'remoto', ...RANGO, fuente_url: url });
    expect((await actualizar('remoto')).body).toEqual({ detail: 'Se agregaron 12 sorteos.', agregados: 12 });
  });

  it('a source with one bad draw adds nothing and names it', async () => {
    const malos = SORTEOS.slice(0, 10).map((s) => (s.kardinal === 7 ? { ...s, numeros_lista: [1, 2, 3, 99] } : s));
    await crearContexto(admin, { sigla: 'malo', tipo: 'malo', ...RANGO, fuente_url: fuentes.csv('malo.csv', malos) });
    const { status, body } = await actualizar('malo');
    expect(status).toBe(400);
    expect((body as unknown as { detail: string }).detail).toMatch(/^Sorteo 7: /);
    expect((await ultimos('contexto_sigla=malo&ultimos=10')).body).toEqual({ count: 0, results: [] });
  });

  it('refuses, when reading, a file that has become a link out of the sources folder', async () => {
    const fuera = sourceFolder();
    try {
      const enlace = path.join(fuentes.dir, 'enlace.csv');
      await crearContexto(admin, { sigla: 'enlace', tipo: 'enlace', ...RANGO, fuente_url: enlace });
      symlinkSync(fuera.csv('secreto.csv', SORTEOS), enlace);
      expect(sb(await actualizar('enlace'))).toEqual({
        status: 400,
        body: { detail: `La ruta de la fuente de sorteos debe estar dentro de la carpeta de fuentes del servidor (${fuentes.dir}).` },
      });
      expect((await ultimos('contexto_sigla=enlace&ultimos=10')).body).toEqual({ count: 0, results: [] });
    } finally {
      fuera.cleanup();
    }
  });

  it('answers 400 without a source and 404 for an unknown sigla', async () => {
    await crearContexto(admin, { sigla: 'sin-fuente', tipo: 'sin-fuente', ...RANGO });
    expect(sb(await actualizar('sin-fuente'))).toEqual({ status: 400, body: { detail: 'El contexto no tiene fuente de sorteos configurada.' } });
    expect((await actualizar('no-existe')).status).toBe(404);
    const missing = await fuentes.text('nada.txt', '');
    await crearContexto(admin, { sigla: 'vacio', tipo: 'vacio', ...RANGO, fuente_url: missing + '.no' });
    expect(sb(await actualizar('vacio'))).toEqual({ status: 400, body: { detail: 'No se encontró el archivo de la fuente de sorteos.' } });
    const manual = await admin('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: false, contexto_sigla: 'archivo' });
    expect(sb(manual)).toEqual({ status: 400, body: { actualizar_automaticamente: ['Los sorteos solo se actualizan desde la fuente del contexto: envíe true.'] } });
  });

  it('needs rodox.add_sorteo: 403 without, 401 without a token', async () => {
    expect((await actualizar('archivo', reader)).status).toBe(403);
    expect((await request(app, { method: 'POST', url: '/api/rodox/sorteos/actualizar/', payload: {} })).status).toBe(401);
  });
});

describe('reading draws', () => {
  it('ultimos=10 answers the newest ten, newest first, with view_seleccion or view_sorteo', async () => {
    const { status, body } = await ultimos('contexto_sigla=archivo&ultimos=10');
    expect(status).toBe(200);
    expect(body.count).toBe(10);
    expect(body.results.map((s) => s.kardinal)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(body.results[0]).toEqual({ id: expect.any(Number), ...SORTEOS[29], pares_cantidad: paresCantidad(SORTEOS[29]!.numeros_lista) });
    expect((await ultimos('contexto_sigla=archivo&ultimos=10', admin)).status).toBe(200);
  });

  it('ultimos=1&mayor_kardinal=true and sorteos/{sigla}/ultimos/1 answer the last draw', async () => {
    const last = await ultimos('contexto_sigla=archivo&ultimos=1&mayor_kardinal=true');
    expect(last.body.results.map((s) => s.kardinal)).toEqual([30]);
    const path = await reader<SorteoListResponse>('GET', '/api/rodox/sorteos/archivo/ultimos/1');
    expect([path.status, path.body]).toEqual([200, last.body]);
  });

  it('validates the query', async () => {
    expect((await ultimos('ultimos=10')).status).toBe(400);
    expect((await ultimos('contexto_sigla=archivo&ultimos=0')).status).toBe(400);
    expect((await ultimos('contexto_sigla=%00')).status).toBe(400);
    expect((await ultimos('contexto_sigla=no-existe')).status).toBe(404);
    const none = caller(app, (await createUser(app)).headers);
    expect((await ultimos('contexto_sigla=archivo', none)).status).toBe(403);
  });
});

describe('paridad/graficar', () => {
  const graficar = (query: string, who: ReturnType<typeof caller>) => who<PuntoParidad[]>('GET', `/api/rodox/paridad/graficar/?${query}`);

  it('answers kardinal and pares_cantidad ascending, within the range', async () => {
    const who = caller(app, (await createUser(app, { permissions: ['rodox.view_sorteometricaparidad'] })).headers);
    const all = await graficar('sorteo__contexto__familia=prueba&sorteo__contexto__tipo=archivo', who);
    expect(all.status).toBe(200);
    expect(all.body).toEqual(SORTEOS.map((s) => ({ kardinal: s.kardinal, pares_cantidad: paresCantidad(s.numeros_lista) })));
    const range = await graficar('sorteo__contexto__familia=prueba&sorteo__contexto__tipo=archivo&kardinal_menor=5&kardinal_mayor=7', who);
    expect(range.body.map((p) => p.kardinal)).toEqual([5, 6, 7]);
    expect((await graficar('sorteo__contexto__familia=nada&sorteo__contexto__tipo=mill', who)).body).toEqual([]);
    expect((await graficar('sorteo__contexto__familia=prueba', who)).status).toBe(400);
    expect((await graficar('sorteo__contexto__familia=prueba&sorteo__contexto__tipo=archivo&kardinal_menor=x', who)).status).toBe(400);
    expect((await graficar('sorteo__contexto__familia=prueba&sorteo__contexto__tipo=archivo', reader)).status).toBe(403);
  });

  // Its speed (≤ 50 ms over 5,000 draws) is measured by `pnpm bench` (server/bench/rodox-api.ts), not here.
  it('answers every draw of a 5,000-draw history, in order', async () => {
    const rango = { numero_min: 1, numero_max: 38, cantidad: 6 };
    const contexto = await crearContexto(admin, { sigla: 'grande', familia: 'grande', tipo: 'mill', ...rango });
    const sorteos = generarSorteosDemo({ contexto: rango, total: 5000 });
    await guardarSorteos(app.db, contexto.id, sorteos);
    const who = caller(app, (await createUser(app, { permissions: ['rodox.view_sorteometricaparidad'] })).headers);
    const res = await graficar('sorteo__contexto__familia=grande&sorteo__contexto__tipo=mill&kardinal_menor=1', who);
    expect(res.body).toEqual(sorteos.map((s) => ({ kardinal: s.kardinal, pares_cantidad: paresCantidad(s.numeros_lista) })));
  });
});
