import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contexto } from '@gestion/contract/rodox';
import { buildTestApp, createUser, type TestApp } from '../test-utils.js';
import { CABECERA_CSV } from '../areas/rodox/domain/fuente-parse.js';
import { SORTEOS_DEMO } from '../areas/rodox/domain/demo-sorteos.js';
import { caller } from '../areas/rodox/test-helpers.js';
import { escribirFuenteDemo } from './demo-fuente.js';

let app: TestApp;
let carpeta: string;

beforeAll(async () => {
  carpeta = mkdtempSync(path.join(tmpdir(), 'rodox-demo-'));
  app = await buildTestApp({ rodoxFuentes: { carpeta, privadas: false } });
});
afterAll(async () => {
  await app?.close();
  rmSync(carpeta, { recursive: true, force: true });
});

describe('demo-fuente', () => {
  it('writes the demo history as a feed that creates lesa-mill and loads through sorteos/actualizar', async () => {
    const demo = escribirFuenteDemo(path.join(carpeta, 'sub', 'lesa-mill.csv'));
    expect(demo.sorteos).toBe(SORTEOS_DEMO);
    const lineas = readFileSync(demo.archivo, 'utf8').trim().split('\n');
    expect(lineas[0]).toBe(CABECERA_CSV);
    expect(lineas).toHaveLength(SORTEOS_DEMO + 1);
    expect(demo.contexto).toMatchObject({ sigla: 'lesa-mill', familia: 'lesa', tipo: 'mill', fuente_url: demo.archivo });
    expect(demo.contexto.nombre).toMatch(/demostración/);

    const call = caller(app, (await createUser(app, { permissions: ['rodox.add_contexto', 'rodox.add_sorteo'] })).headers);
    expect((await call<Contexto>('POST', '/api/rodox/contextos/', demo.contexto)).status).toBe(201);
    const update = await call('POST', '/api/rodox/sorteos/actualizar/', { actualizar_automaticamente: true, contexto_sigla: 'lesa-mill' });
    expect([update.status, update.body]).toEqual([200, { detail: `Se agregaron ${SORTEOS_DEMO} sorteos.`, agregados: SORTEOS_DEMO }]);
  });
});
