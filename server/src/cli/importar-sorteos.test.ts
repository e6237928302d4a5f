import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../test-utils.js';
import { generarSorteosDemo } from '../areas/rodox/domain/demo-sorteos.js';
import { ultimosSorteos } from '../areas/rodox/repositories/sorteos.js';
import { caller, crearContexto, sourceFolder } from '../areas/rodox/test-helpers.js';
import { importarSorteos } from './importar-sorteos.js';

const RANGO = { numero_min: 1, numero_max: 20, cantidad: 4 };
const SORTEOS = generarSorteosDemo({ contexto: RANGO, total: 25 });

let app: TestApp;
let contextoId: number;
const archivos = sourceFolder();

beforeAll(async () => {
  app = await buildTestApp();
  const call = caller(app, (await createUser(app, { permissions: ['rodox.add_contexto'] })).headers);
  contextoId = (await crearContexto(call, { sigla: 'historia', tipo: 'historia', ...RANGO })).id;
});
afterAll(async () => {
  await app?.close();
  archivos.cleanup();
});

describe('importar-sorteos', () => {
  it('imports a CSV history, then nothing more from the same file', async () => {
    const file = archivos.csv('historia.csv', SORTEOS);
    expect(await importarSorteos(app.db, 'historia', file)).toEqual({ ok: true, agregados: 25 });
    expect(await importarSorteos(app.db, 'historia', file)).toEqual({ ok: true, agregados: 0 });
    expect((await ultimosSorteos(app.db, contextoId, 1))[0]).toMatchObject({ kardinal: 25, numeros_lista: SORTEOS[24]!.numeros_lista });
  });

  it('refuses a file with a bad draw, a JSON file and an unknown sigla, adding nothing', async () => {
    const bad = archivos.text('malo.csv', 'kardinal,fecha_utc,numeros\n26,2026-01-01,1 2 3 99\n');
    const result = await importarSorteos(app.db, 'historia', bad);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.detail).toMatch(/^Sorteo 26: /);
    const json = archivos.text('sorteos.json', JSON.stringify([{ kardinal: 26, fecha_utc: '2026-01-01', numeros_lista: [1, 2, 3, 4] }]));
    expect((await importarSorteos(app.db, 'historia', json)).ok).toBe(false);
    expect(await importarSorteos(app.db, 'nada', bad)).toEqual({ ok: false, detail: 'No existe un contexto con la sigla "nada".' });
    expect((await ultimosSorteos(app.db, contextoId, 1))[0]!.kardinal).toBe(25);
  });
});
