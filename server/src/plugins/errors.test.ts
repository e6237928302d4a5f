import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../lib/schemas.js';
import { buildTestApp, request } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';

// Routes used only here, to reach every branch of the error handler.
const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/test/validate/:id/',
    {
      config: { access: 'public' },
      schema: {
        params: Type.Object({ id: Type.Integer() }),
        querystring: Type.Object({ limite: Type.Optional(Type.Integer({ minimum: 1 })) }),
        body: Type.Object({
          nombre: Type.String({ minLength: 1, maxLength: 5 }),
          edad: Type.Optional(Type.Integer({ minimum: 0 })),
          estado: Type.Optional(Type.Union([Type.Literal('pendiente'), Type.Literal('completada')])),
          correo: Type.Optional(Type.String({ format: 'email' })),
          fecha: Type.Optional(Type.String({ format: 'date' })),
          activo: Type.Optional(Type.Boolean()),
          tareas: Type.Optional(Type.Array(Type.Object({ descripcion: Type.String() }), { minItems: 1 })),
          etiquetas: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
          direccion: Type.Optional(Type.Object({ calle: Type.String(), numero: Type.Optional(Type.Integer()) })),
        }),
        // The real 400 schema: the answers below go through fastify's response serializer.
        response: { 200: Type.Object({ ok: Type.Boolean() }), ...errorResponses },
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/test/boom/', { config: { access: 'public' } }, async () => {
    throw new Error('secret internal detail: password=hunter2');
  });
};

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, [probeRoutes]);
});
afterAll(async () => {
  await app?.close();
});

const post = (payload: unknown, url = '/test/validate/1/', headers: Record<string, string> = {}) =>
  request<Record<string, unknown>>(app, { method: 'POST', url, payload: payload as string, headers });

describe('error shapes', () => {
  it('unknown route: 404 {detail}', async () => {
    for (const [method, url] of [
      ['GET', '/no/existe'],
      ['POST', '/api/no-existe/'],
      // A method the path does not take (DELETE takes a user's id: the removal).
      ['PUT', '/api/auth/users/me/'],
    ] as const) {
      const res = await request(app, { method, url });
      expect(res).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
    }
  });

  it('malformed JSON: 400 {detail}', async () => {
    const res = await post('{"nombre": ', undefined, { 'content-type': 'application/json' });
    expect(res).toMatchObject({ status: 400, body: { detail: 'JSON mal formado.' } });
  });

  it('an empty body reads as {} and gives required-field errors', async () => {
    const res = await post('', undefined, { 'content-type': 'application/json' });
    expect(res).toMatchObject({ status: 400, body: { nombre: ['Este campo es requerido.'] } });
    const none = await request(app, { method: 'POST', url: '/test/validate/1/' });
    expect(none).toMatchObject({ status: 400, body: { nombre: ['Este campo es requerido.'] } });
  });

  it('a body that is not an object: non_field_errors', async () => {
    const res = await post('[1,2]', undefined, { 'content-type': 'application/json' });
    expect(res).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Datos inválidos. Se esperaba un diccionario, pero se obtuvo list.'] },
    });
  });

  it('field errors in DRF shape with Spanish messages, every field at once', async () => {
    const res = await post({
      nombre: 'demasiado largo',
      edad: 'x',
      estado: 'otro',
      correo: 'no-es-correo',
      fecha: '31/12/2024',
      activo: 'quizas',
      tareas: [],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      nombre: ['Asegúrese de que este campo no tenga más de 5 caracteres.'],
      edad: ['Se requiere un número entero válido.'],
      estado: ['"otro" no es una elección válida.'],
      correo: ['Introduzca una dirección de correo electrónico válida.'],
      fecha: ['La fecha tiene un formato incorrecto. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.'],
      activo: ['Debe ser un valor booleano válido.'],
      tareas: ['Esta lista no puede estar vacía.'],
    });
  });

  it('nested fields are nested as DRF does; null is reported as such', async () => {
    const res = await post({ nombre: null, tareas: [{ descripcion: 'a' }, {}] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      nombre: ['Este campo no puede ser nulo.'],
      tareas: [{}, { descripcion: ['Este campo es requerido.'] }],
    });
  });

  it('list of objects: one entry per item sent, {} for the valid ones (ListSerializer)', async () => {
    const res = await post({ nombre: 'a', tareas: [{ descripcion: 'a' }, { descripcion: 5 }, { descripcion: 'c' }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ tareas: [{}, { descripcion: ['No es una cadena válida.'] }, {}] });
  });

  it('list of scalars: a dict keyed by the index of its first bad item (ListField; bounded cost)', async () => {
    const res = await post({ nombre: 'a', etiquetas: ['a', '', 'c', 4] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ etiquetas: { '1': ['Este campo no puede estar en blanco.'] } });
    expect(res.response.body).toBe('{"etiquetas":{"1":["Este campo no puede estar en blanco."]}}');
  });

  it('nested object: a dict by sub-field (nested serializer); all three forms at once', async () => {
    const res = await post({ nombre: '', direccion: { numero: 'x' }, etiquetas: [''], tareas: [{}] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      nombre: ['Este campo no puede estar en blanco.'],
      direccion: { calle: ['Este campo es requerido.'], numero: ['Se requiere un número entero válido.'] },
      etiquetas: { '0': ['Este campo no puede estar en blanco.'] },
      tareas: [{ descripcion: ['Este campo es requerido.'] }],
    });
  });

  it('query-string errors are field errors; a bad path parameter is a 404', async () => {
    expect(await post({ nombre: 'a' }, '/test/validate/1/?limite=0')).toMatchObject({
      status: 400,
      body: { limite: ['Asegúrese de que este valor sea mayor o igual a 1.'] },
    });
    expect(await post({ nombre: 'a' }, '/test/validate/abc/')).toMatchObject({
      status: 404,
      body: { detail: 'No encontrado.' },
    });
    expect(await post({ nombre: 'a' })).toMatchObject({ status: 200 });
  });

  it('unsupported media type: 415 {detail}', async () => {
    const res = await post('nombre=a', undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/^Tipo de medio/);
  });

  it('5xx hides the internals', async () => {
    const res = await request(app, { method: 'GET', url: '/test/boom/' });
    expect(res).toEqual(expect.objectContaining({ status: 500, body: { detail: 'Error interno del servidor.' } }));
    expect(res.response.body).not.toContain('hunter2');
  });
});

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  const nul = 'a\u0000b';
  it('are refused in a body field, nested too, with the field named', async () => {
    let res = await request(app, { method: 'POST', url: '/test/validate/1/', payload: { nombre: nul } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ nombre: ['Los caracteres nulos no están permitidos.'] });
    res = await request(app, { method: 'POST', url: '/test/validate/1/', payload: { nombre: 'x', tareas: [{ descripcion: nul }] } });
    expect(res.body).toEqual({ tareas: [{ descripcion: ['Los caracteres nulos no están permitidos.'] }] });
    res = await request(app, {
      method: 'POST',
      url: '/test/validate/1/',
      payload: { nombre: 'x', tareas: [{ descripcion: 'a' }, { descripcion: nul }, { descripcion: 'c' }] },
    });
    expect(res.body).toEqual({ tareas: [{}, { descripcion: ['Los caracteres nulos no están permitidos.'] }, {}] });
    res = await request(app, { method: 'POST', url: '/test/validate/1/', payload: { nombre: 'x', etiquetas: ['a', nul] } });
    expect(res.body).toEqual({ etiquetas: { '1': ['Los caracteres nulos no están permitidos.'] } });
    res = await request(app, { method: 'POST', url: '/test/validate/1/', payload: { nombre: 'x', direccion: { calle: nul } } });
    expect(res.body).toEqual({ direccion: { calle: ['Los caracteres nulos no están permitidos.'] } });
  });

  it('are refused in the query string and on public routes (sign-in answers 400, never 500)', async () => {
    const q = await request(app, { method: 'POST', url: '/test/validate/1/?limite=%00', payload: { nombre: 'x' } });
    expect(q.status).toBe(400);
    const login = await request(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: nul, password: 'x' } });
    expect(login.status).toBe(400);
    const token = await request(app, { method: 'POST', url: '/api/auth/jwt/create/', payload: { username: nul, password: 'x' } });
    expect(token.status).toBe(400);
    const activate = await request(app, { method: 'GET', url: '/api/auth/users/activate/x%00y/?token=abc' });
    expect(activate.status).toBe(400);
  });
});

describe('control and bidi characters (they change how a name or a text reads)', () => {
  const CONTROL = 'No se permiten caracteres de control ni de dirección del texto (como U+202E o ESC).';
  const post = (payload: object, url = '/test/validate/1/') => request(app, { method: 'POST', url, payload });

  it('are refused in any field, named, with a Spanish message: RLO, isolates, marks, ESC, other C0 and C1, DEL', async () => {
    for (const bad of ['factura\u202Egpj.exe', 'a\u2066b\u2069', 'a\u200Fb', '\u001B[31mrojo', 'a\u0007b', 'a\u0085b', 'a\u007Fb', 'a\u202Ab']) {
      const res = await post({ nombre: bad });
      expect([bad, res.status, res.body]).toEqual([bad, 400, { nombre: [CONTROL] }]);
    }
    expect((await post({ nombre: 'x', tareas: [{ descripcion: 'ok' }, { descripcion: 'mal\u202E' }] })).body).toEqual({ tareas: [{}, { descripcion: [CONTROL] }] });
    expect((await request(app, { method: 'POST', url: '/test/validate/1/?limite=%1B', payload: { nombre: 'x' } })).body).toEqual({ limite: [CONTROL] });
  });

  it('are refused however the JSON text writes them: escapes of either case, \\b and \\f, in a key', async () => {
    const raw = (text: string) => request(app, { method: 'POST', url: '/test/validate/1/', payload: text, headers: { 'content-type': 'application/json' } });
    for (const text of ['{"nombre":"factura\\u202egpj.exe"}', '{"nombre":"a\\u001Bb"}', '{"nombre":"a\\bb"}', '{"nombre":"a\\fb"}', '{"nombre":"a\\u0000b"}']) {
      const res = await raw(text);
      expect([text, res.status]).toEqual([text, 400]);
    }
    expect((await raw('{"nombre":"x","clave\\u202e":1}')).status).toBe(400);
  });

  it('tabs and line breaks stay allowed in free text, and accents, ñ and emoji are plain characters', async () => {
    const res = await post({ nombre: 'Año ñ', tareas: [{ descripcion: 'línea 1\nlínea 2\r\n\tsangría — «niño» ✔️' }] });
    expect(res.status).toBe(200);
  });

  it('a password is only hashed: anything but NUL reaches the sign-in (401, not 400)', async () => {
    const login = await request(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: 'nadie', password: 'clave\u001Bcon\u202Eesc' } });
    expect(login.status).toBe(401);
    const username = await request(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: 'ad\u202Emin', password: 'x' } });
    expect([username.status, username.body]).toEqual([400, { username: [CONTROL] }]);
  });
});
