import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inmueble } from '@gestion/contract/terra';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, { permissions: ['terra.add_inmueble'] });
});
afterAll(async () => app?.close());

const crear = (payload: object, headers = user.headers) =>
  request<Inmueble & Record<string, string[]>>(app, { method: 'POST', url: '/api/terra/inmuebles/', headers, payload });

describe('POST /api/terra/inmuebles/', () => {
  it('registers a property with the defaults of the spec', async () => {
    const { status, body } = await crear({ codigo: ' INM-001 ', tipo_inmueble: 'casa' });
    expect([status, body]).toEqual([
      201,
      {
        id: expect.any(Number),
        codigo: 'INM-001',
        tipo_inmueble: 'casa',
        direccion: '',
        sector: '',
        ciudad: '',
        provincia: '',
        latitud: null,
        longitud: null,
        niveles: 1,
        habitaciones: 0,
        banos: 0,
        parqueos: 0,
        activo: true,
      },
    ]);
    const full = await crear({
      codigo: 'INM-002',
      tipo_inmueble: 'local',
      direccion: 'Calle 1',
      ciudad: 'Santo Domingo',
      latitud: 18.486058,
      longitud: '-69.931212',
      niveles: 3,
      habitaciones: 2,
      banos: 1,
      parqueos: 4,
      activo: false,
    });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({ latitud: '18.486058', longitud: '-69.931212', niveles: 3, parqueos: 4, activo: false });
  });

  it('codigo is unique, case-insensitively', async () => {
    const dup = await crear({ codigo: 'inm-001', tipo_inmueble: 'otro' });
    expect([dup.status, dup.body]).toEqual([400, { codigo: ['Ya existe un inmueble con este código.'] }]);
  });

  it('validates every field with DRF-shaped errors', async () => {
    const missing = await crear({});
    expect([missing.status, missing.body]).toEqual([400, { codigo: ['Este campo es requerido.'], tipo_inmueble: ['Este campo es requerido.'] }]);
    const bad = await crear({ codigo: ' ', tipo_inmueble: 'castillo', niveles: 0, banos: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['banos', 'niveles', 'tipo_inmueble']);
    const coords = await crear({ codigo: 'INM-9', tipo_inmueble: 'solar', latitud: '91', longitud: 1.1234567 });
    expect([coords.status, coords.body]).toEqual([
      400,
      { latitud: ['Asegúrese de que este valor sea menor o igual a 90.'], longitud: ['Asegúrese de que no haya más de 6 decimales.'] },
    ]);
    const blank = await crear({ codigo: ' ', tipo_inmueble: 'nave', latitud: 'abc' });
    expect([blank.status, blank.body]).toEqual([400, { codigo: ['Este campo no puede estar en blanco.'], latitud: ['Se requiere un número válido.'] }]);
  });

  it('401 without a token, 403 without terra.add_inmueble', async () => {
    expect((await request(app, { method: 'POST', url: '/api/terra/inmuebles/', payload: {} })).status).toBe(401);
    const other = await createUser(app, { permissions: ['terra.view_inmueble'] });
    expect((await crear({ codigo: 'X', tipo_inmueble: 'casa' }, other.headers)).status).toBe(403);
  });
});

describe('GET /api/terra/inmuebles/ and /api/terra/inmuebles/{id}/', () => {
  type Page = { count: number; results: Inmueble[] };
  let reader: TestUser;
  const leer = <T>(url: string, headers = reader.headers) => request<T>(app, { method: 'GET', url, headers });

  beforeAll(async () => {
    reader = await createUser(app, { permissions: ['terra.view_inmueble'] });
    await crear({ codigo: 'lec-a1', tipo_inmueble: 'local', direccion: 'Calle Sánchez 4', ciudad: 'Santiago', activo: false });
    await crear({ codigo: 'LEC-B2', tipo_inmueble: 'casa', sector: 'Los Jardines', ciudad: 'La Vega' });
  });

  it('lists the properties by codigo (any case), searched in codigo and address without accents or case', async () => {
    const todas = await leer<Page>('/api/terra/inmuebles/?page_size=100');
    expect(todas.status).toBe(200);
    // Case-insensitive: a case-sensitive order would put 'LEC-B2' before 'lec-a1'.
    expect(todas.body.results.map((i) => i.codigo)).toEqual(['INM-001', 'INM-002', 'lec-a1', 'LEC-B2']);
    expect((await leer<Page>('/api/terra/inmuebles/?search=SANCHEZ')).body.results.map((i) => i.codigo)).toEqual(['lec-a1']);
    expect((await leer<Page>('/api/terra/inmuebles/?search=jardínes%20vega')).body.results.map((i) => i.codigo)).toEqual(['LEC-B2']);
    expect((await leer<Page>('/api/terra/inmuebles/?search=LEC-A1')).body.results.map((i) => i.codigo)).toEqual(['lec-a1']);
  });

  it('filters by tipo_inmueble and activo, and refuses a value neither takes', async () => {
    const locales = await leer<Page>('/api/terra/inmuebles/?search=lec&tipo_inmueble=local');
    expect(locales.body.results.map((i) => i.codigo)).toEqual(['lec-a1']);
    const activas = await leer<Page>('/api/terra/inmuebles/?search=lec&activo=true');
    expect(activas.body.results.map((i) => i.codigo)).toEqual(['LEC-B2']);
    expect((await leer('/api/terra/inmuebles/?tipo_inmueble=castillo')).status).toBe(400);
    expect((await leer('/api/terra/inmuebles/?activo=quizas')).status).toBe(400);
  });

  it('answers one property as its row; 404 for none; 403 without terra.view_inmueble', async () => {
    const row = (await leer<Page>('/api/terra/inmuebles/?search=lec-b2')).body.results[0]!;
    expect(await leer<Inmueble>(`/api/terra/inmuebles/${row.id}/`)).toMatchObject({ status: 200, body: row });
    expect(await leer('/api/terra/inmuebles/999999/')).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
    expect((await leer(`/api/terra/inmuebles/${row.id}/`, user.headers)).status).toBe(403);
    expect((await leer('/api/terra/inmuebles/', user.headers)).status).toBe(403);
  });

  it('exports the filtered list with the declaration\'s headers', async () => {
    const file = await leer<string>('/api/terra/inmuebles/exportar/?search=lec&activo=false');
    expect(file.status).toBe(200);
    const [header, ...lines] = file.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('Código;Tipo;Dirección;Sector;Ciudad;Provincia;Niveles;Habitaciones;Baños;Parqueos;Estado');
    expect(lines).toEqual(['lec-a1;local;Calle Sánchez 4;;Santiago;;1;0;0;0;Inactivo']);
  });
});
