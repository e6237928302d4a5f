import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contexto, PuntoParidad, SorteoListResponse } from '@gestion/contract/rodox';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../test-utils.js';
import { SORTEOS_DEMO } from '../rodox/demo-draws.js';
import { seedRodoxDemo } from './seed-demo-rodox.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ seedDemo: true });
  admin = await createUser(app, { is_superuser: true });
});
afterAll(async () => app?.close());

const get = <T>(url: string) => request<T>(app, { method: 'GET', url, headers: admin.headers });

describe('rodox demo data', () => {
  it('seeds lesa-mill, named as demo data, with its generated draws', async () => {
    const contextos = (await get<Contexto[]>('/api/rodox/contextos/')).body;
    const demo = contextos.find((c) => c.sigla === 'lesa-mill');
    expect(demo).toMatchObject({ familia: 'lesa', tipo: 'mill', fuente_url: null });
    expect(demo?.nombre).toMatch(/demostración/);
    const last = (await get<SorteoListResponse>('/api/rodox/sorteos/?contexto_sigla=lesa-mill&ultimos=1&mayor_kardinal=true')).body;
    expect(last.results[0]?.kardinal).toBe(SORTEOS_DEMO);
    const chart = (await get<PuntoParidad[]>('/api/rodox/paridad/graficar/?sorteo__contexto__familia=lesa&sorteo__contexto__tipo=mill&kardinal_menor=1')).body;
    expect(chart).toHaveLength(SORTEOS_DEMO);
  });

  it('is idempotent', async () => {
    expect(await seedRodoxDemo(app.db)).toEqual({ contexto: false, sorteos: 0, config: false, jornada: false });
  });
});
