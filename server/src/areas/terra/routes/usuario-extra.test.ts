import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profesion, UsuarioExtra } from '@gestion/contract/usuario';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let ana: TestUser;
let beto: TestUser;
let catalogo: Profesion[];

beforeAll(async () => {
  app = await buildTestApp();
  ana = await createUser(app);
  beto = await createUser(app);
  catalogo = (await request<Profesion[]>(app, { method: 'GET', url: '/api/profesiones/', headers: ana.headers })).body;
});
afterAll(async () => app?.close());

type Answer = UsuarioExtra & Record<string, unknown>;
const leer = (who: TestUser) => request<UsuarioExtra[]>(app, { method: 'GET', url: '/api/usuario-extra/', headers: who.headers });
const perfil = async (who: TestUser) => (await leer(who)).body[0]!;
const guardar = (who: TestUser, id: number, payload: unknown) =>
  request<Answer>(app, { method: 'PUT', url: `/api/usuario-extra/${id}/`, headers: who.headers, payload: payload as object });
const id = (nombre: string) => catalogo.find((p) => p.nombre === nombre)!.id;

const completo = () => ({
  apodo: ' Anita ',
  avatar: 'https://example.com/ana.png',
  bio: 'Contadora del área de Terra.',
  profesiones: [id('Programador(a)'), id('Contador(a)')],
  telefonos: [
    { numero: '+1 (809) 555-1234', tipo: 'movil' },
    { numero: '809-555-0000', tipo: 'trabajo' },
  ],
});

describe('GET /api/profesiones/', () => {
  it('answers the catalogue of the migration, by nombre', () => {
    expect(catalogo.length).toBeGreaterThanOrEqual(10);
    expect(catalogo[0]).toEqual({ id: expect.any(Number), nombre: 'Abogado(a)' });
    const nombres = catalogo.map((p) => p.nombre);
    expect(nombres).toContain('Ingeniero(a) de sistemas');
    expect(nombres).toEqual([...nombres].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  it('needs a token', async () => {
    expect((await request(app, { method: 'GET', url: '/api/profesiones/' })).status).toBe(401);
  });
});

describe('GET /api/usuario-extra/', () => {
  it('answers the caller’s profile in a list, created empty on first read and the same afterwards', async () => {
    const { status, body } = await leer(ana);
    expect([status, body]).toEqual([200, [{ id: expect.any(Number), apodo: '', avatar: '', bio: '', profesiones: [], telefonos: [] }]]);
    expect((await leer(ana)).body).toEqual(body);
    expect((await perfil(beto)).id).not.toBe(body[0]!.id);
  });

  it('two first reads at once create one profile', async () => {
    const fresh = await createUser(app);
    const answers = await Promise.all([leer(fresh), leer(fresh), leer(fresh)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body[0]!.id)).size).toBe(1);
  });

  it('needs a token', async () => {
    const { status, body } = await request(app, { method: 'GET', url: '/api/usuario-extra/' });
    expect([status, body]).toEqual([401, { detail: 'Las credenciales de autenticación no se proveyeron.' }]);
  });
});

describe('PUT /api/usuario-extra/{id}/', () => {
  it('replaces the whole profile and answers it; GET reads it back', async () => {
    const { id: propio } = await perfil(ana);
    const expected = {
      id: propio,
      apodo: 'Anita',
      avatar: 'https://example.com/ana.png',
      bio: 'Contadora del área de Terra.',
      profesiones: [id('Programador(a)'), id('Contador(a)')].sort((a, b) => a - b),
      telefonos: [
        { numero: '+1 (809) 555-1234', tipo: 'movil' },
        { numero: '809-555-0000', tipo: 'trabajo' },
      ],
    };
    const { status, body } = await guardar(ana, propio, completo());
    expect([status, body]).toEqual([200, expected]);
    expect(await perfil(ana)).toEqual(expected);

    const second = await guardar(ana, propio, {
      apodo: '',
      avatar: '',
      bio: '',
      profesiones: [id('Otra'), id('Otra')],
      telefonos: [{ numero: '8095559999', tipo: 'casa' }],
    });
    expect(second.body).toEqual({ id: propio, apodo: '', avatar: '', bio: '', profesiones: [id('Otra')], telefonos: [{ numero: '8095559999', tipo: 'casa' }] });
    expect(await perfil(ana)).toEqual(second.body);
  });

  it('keeps the fields left out, and empty lists clear professions and phones', async () => {
    const { id: propio } = await perfil(ana);
    await guardar(ana, propio, completo());
    const partial = await guardar(ana, propio, { bio: 'Solo la bio.' });
    expect(partial.body).toMatchObject({ apodo: 'Anita', bio: 'Solo la bio.', telefonos: completo().telefonos });
    expect(partial.body.profesiones).toHaveLength(2);
    const cleared = await guardar(ana, propio, { profesiones: [], telefonos: [] });
    expect(cleared.body).toMatchObject({ apodo: 'Anita', profesiones: [], telefonos: [] });
  });

  it('refuses every bad field at once, nested as DRF does, and saves nothing', async () => {
    const { id: propio } = await perfil(ana);
    const before = (await guardar(ana, propio, completo())).body;
    const { status, body } = await guardar(ana, propio, {
      apodo: 'x'.repeat(61),
      avatar: 'javascript:alert(1)',
      bio: 'y'.repeat(2001),
      profesiones: [id('Otra'), 999999],
      telefonos: [
        { numero: '809-555-1234', tipo: 'movil' },
        { numero: 'llámame', tipo: 'casa' },
        { numero: '  ', tipo: 'fax' },
      ],
    });
    expect(status).toBe(400);
    // Schema errors come first (lengths, choices): the rules of the handler are not reached.
    expect(body).toEqual({
      apodo: ['Asegúrese de que este campo no tenga más de 60 caracteres.'],
      bio: ['Asegúrese de que este campo no tenga más de 2000 caracteres.'],
      telefonos: [{}, {}, { tipo: ['"fax" no es una elección válida.'] }],
    });
    const rules = await guardar(ana, propio, {
      apodo: 'Nuevo',
      avatar: 'javascript:alert(1)',
      profesiones: [id('Otra'), 999999],
      telefonos: [
        { numero: '809-555-1234', tipo: 'movil' },
        { numero: 'llámame', tipo: 'casa' },
        { numero: '  ', tipo: 'otro' },
      ],
    });
    expect([rules.status, rules.body]).toEqual([
      400,
      {
        avatar: ['Introduzca una URL válida.'],
        profesiones: ['Clave primaria "999999" inválida - objeto no existe.'],
        telefonos: [{}, { numero: ['Introduzca un número de teléfono válido.'] }, { numero: ['Este campo no puede estar en blanco.'] }],
      },
    ]);
    expect(await perfil(ana)).toEqual(before);
  });

  it('refuses wrong types, missing phone fields and too many phones', async () => {
    const { id: propio } = await perfil(ana);
    const types = await guardar(ana, propio, { apodo: null, profesiones: ['1'], telefonos: [{ tipo: 'movil' }] });
    expect([types.status, types.body]).toEqual([
      400,
      {
        apodo: ['Este campo no puede ser nulo.'],
        profesiones: { '0': ['Se requiere un número entero válido.'] },
        telefonos: [{ numero: ['Este campo es requerido.'] }],
      },
    ]);
    const many = await guardar(ana, propio, { telefonos: Array.from({ length: 11 }, () => ({ numero: '8095551234', tipo: 'movil' })) });
    expect([many.status, many.body]).toEqual([400, { telefonos: ['Asegúrese de que este campo no tenga más de 10 elementos.'] }]);
    const notObject = await guardar(ana, propio, []);
    expect(notObject.status).toBe(400);
  });

  it('concurrent saves leave one of them whole, never a mix', async () => {
    const { id: propio } = await perfil(ana);
    const versions = Array.from({ length: 5 }, (_, v) => ({
      apodo: `v${v}`,
      telefonos: Array.from({ length: v + 1 }, (_, i) => ({ numero: `809555${v}${i}00`, tipo: 'otro' as const })),
    }));
    const answers = await Promise.all(versions.map((v) => guardar(ana, propio, v)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const final = await perfil(ana);
    const winner = versions.find((v) => v.apodo === final.apodo)!;
    expect(final.telefonos).toEqual(winner.telefonos);
  });

  it('another user’s profile is a 404, and stays untouched', async () => {
    const ajeno = await perfil(beto);
    const { status, body } = await guardar(ana, ajeno.id, { apodo: 'Intruso' });
    expect([status, body]).toEqual([404, { detail: 'No encontrado.' }]);
    expect(await perfil(beto)).toEqual(ajeno);
    const superuser = await createUser(app, { is_superuser: true });
    expect((await guardar(superuser, ajeno.id, { apodo: 'Intruso' })).status).toBe(404);
    expect(await perfil(beto)).toEqual(ajeno);
  });

  it('an unknown or invalid id is a 404', async () => {
    expect((await guardar(ana, 999999, { apodo: 'x' })).status).toBe(404);
    const invalid = await request(app, { method: 'PUT', url: '/api/usuario-extra/abc/', headers: ana.headers, payload: {} });
    expect(invalid.status).toBe(404);
  });

  it('needs a token', async () => {
    const { id: propio } = await perfil(ana);
    const { status } = await request(app, { method: 'PUT', url: `/api/usuario-extra/${propio}/`, payload: { apodo: 'x' } });
    expect(status).toBe(401);
  });
});
