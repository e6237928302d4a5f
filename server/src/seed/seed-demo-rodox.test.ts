import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@gestion/contract/errors';
import type { Contexto, Jornada, MetricaConfig, Proyeccion, PuntoParidad, SeleccionesDelDia, SorteoListResponse } from '@gestion/contract/rodox';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../test-utils.js';
import { SORTEOS_DEMO } from '../areas/rodox/domain/demo-sorteos.js';
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

  it('seeds a valued configuration and a projected jornada for the next kardinal', async () => {
    const configs = (await get<Paginated<MetricaConfig>>('/api/rodox/metrica-configs/')).body.results;
    expect(configs.map(({ contexto_sigla, tipo, parametros, actualizado }) => ({ contexto_sigla, tipo, parametros, actualizado }))).toEqual([
      { contexto_sigla: 'lesa-mill', tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 }, actualizado: true },
    ]);
    const jornadas = (await get<Paginated<Jornada>>('/api/rodox/jornadas/')).body.results;
    expect(jornadas.map((j) => [j.contexto_sigla, j.kandidatura])).toEqual([['lesa-mill', SORTEOS_DEMO + 1]]);
    const proyecciones = (await get<Paginated<Proyeccion>>(`/api/rodox/proyecciones/?jornada_id=${jornadas[0]!.id}`)).body.results;
    expect(proyecciones).toHaveLength(1);
    const dia = (await get<SeleccionesDelDia>(`/api/rodox/selecciones/todas_pn/?sigla=lesa-mill&kardinal=${SORTEOS_DEMO + 1}`)).body;
    expect(dia.selecciones.length).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    expect(await seedRodoxDemo(app.db)).toEqual({ contexto: false, sorteos: 0, config: false, jornada: false });
  });
});
