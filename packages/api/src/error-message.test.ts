import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { errorBody, errorMessage, fieldErrorMessages, firstErrorText, formFieldErrors, withServerReason } from './index';
import { httpErrorForTest, networkErrorForTest } from './testing';

/** An axios error as a 400 with `data` would raise it. */
function answered(data: unknown, status = 400): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, {
    data,
    status,
    statusText: 'Bad Request',
    headers: {},
    config,
  });
}

// The shapes the server answers, as DRF nests them.
const LIST_OF_OBJECTS = { tareas: [{}, { descripcion: ['Este campo es requerido.'] }, {}] };
const LIST_OF_SCALARS = { tareas: { '1': ['Este campo no puede estar en blanco.'] } };
const NESTED_OBJECT = { direccion: { calle: ['Este campo es requerido.'], numero: ['Se requiere un número entero válido.'] } };

describe('errorMessage with nested field errors', () => {
  it('finds the first message inside each DRF form', () => {
    expect(errorMessage(answered(LIST_OF_OBJECTS), 'x')).toBe('Este campo es requerido.');
    expect(errorMessage(answered(LIST_OF_SCALARS), 'x')).toBe('Este campo no puede estar en blanco.');
    expect(errorMessage(answered(NESTED_OBJECT), 'x')).toBe('Este campo es requerido.');
  });

  it('depth-first, in the order of the answer; detail still comes first', () => {
    expect(errorMessage(answered({ ...LIST_OF_SCALARS, nombre: ['Ya existe.'] }), 'x')).toBe('Este campo no puede estar en blanco.');
    expect(errorMessage(answered({ nombre: ['Ya existe.'], ...LIST_OF_OBJECTS }), 'x')).toBe('Ya existe.');
    expect(errorMessage(answered({ tareas: [{ a: { b: [{}, { c: ['hondo'] }] } }] }), 'x')).toBe('hondo');
    expect(errorMessage(answered({ ...NESTED_OBJECT, detail: 'Motivo general.' }), 'x')).toBe('Motivo general.');
  });

  it('flat field errors as before; the fallback when there is no text at all', () => {
    expect(errorMessage(answered({ username: ['Ya existe un usuario con este nombre.'] }), 'x')).toBe('Ya existe un usuario con este nombre.');
    expect(errorMessage(answered({ non_field_errors: ['Datos inválidos.'] }), 'x')).toBe('Datos inválidos.');
    expect(errorMessage(answered({ tareas: [{}, {}], otro: { '1': [] }, vacio: [''] }), 'Error al crear')).toBe('Error al crear');
    expect(errorMessage(answered({}), 'Error al crear')).toBe('Error al crear');
  });

  it('never turns a nested value into "[object Object]"', () => {
    for (const data of [LIST_OF_OBJECTS, LIST_OF_SCALARS, NESTED_OBJECT, { tareas: [{ x: {} }] }]) {
      expect(errorMessage(answered(data), 'fallback')).not.toContain('[object');
    }
  });
});

describe('firstErrorText', () => {
  it('reads a value of any depth, and nothing else', () => {
    expect(firstErrorText(['a', 'b'])).toBe('a');
    expect(firstErrorText([{}, { d: ['b'] }])).toBe('b');
    expect(firstErrorText({ '3': ['c'] })).toBe('c');
    expect(firstErrorText([1, null, true, {}])).toBeUndefined();
    expect(firstErrorText(undefined)).toBeUndefined();
  });
});

describe('fieldErrorMessages', () => {
  it("gives a form field its messages, nested ones flattened, and nothing for another field's", () => {
    const err = answered({ username: ['Ya existe.', 'Muy corto.'], ...LIST_OF_OBJECTS, ...NESTED_OBJECT });
    expect(fieldErrorMessages(err, 'username')).toEqual(['Ya existe.', 'Muy corto.']);
    expect(fieldErrorMessages(err, 'tareas')).toEqual(['Este campo es requerido.']);
    expect(fieldErrorMessages(err, 'direccion')).toEqual(['Este campo es requerido.', 'Se requiere un número entero válido.']);
    expect(fieldErrorMessages(err, 'email')).toBeUndefined();
    expect(fieldErrorMessages(err, 'constructor')).toBeUndefined();
    expect(fieldErrorMessages(answered({ detail: 'No.' }), 'username')).toBeUndefined();
    expect(fieldErrorMessages(answered({ tareas: [{}, {}] }), 'tareas')).toBeUndefined();
    expect(fieldErrorMessages(new Error('boom'), 'username')).toBeUndefined();
  });
});

describe('formFieldErrors', () => {
  it('gives form.setFields the fields the server named, each with its messages, in the order asked', () => {
    const err = answered({ username: ['Ya existe.'], email: ['No válido.'], detail: 'No.' });
    expect(formFieldErrors(err, ['email', 'nombre', 'username'])).toEqual([
      { name: 'email', errors: ['No válido.'] },
      { name: 'username', errors: ['Ya existe.'] },
    ]);
    expect(formFieldErrors(answered({ detail: 'No.' }), ['username'])).toEqual([]);
    expect(formFieldErrors(new Error('boom'), ['username'])).toEqual([]);
  });
});

describe('errorBody', () => {
  it("gives the server's answer as it came, and nothing without an answer", () => {
    expect(errorBody(answered(LIST_OF_OBJECTS))).toEqual(LIST_OF_OBJECTS);
    expect(errorBody(httpErrorForTest(500, 'oops'))).toBe('oops');
    expect(errorBody(networkErrorForTest())).toBeUndefined();
    expect(errorBody(new Error('x'))).toBeUndefined();
  });
});

describe('withServerReason', () => {
  const text = 'Error al guardar grupos';
  it("adds the reason of a refusal to the screen's own text", () => {
    expect(withServerReason(text, httpErrorForTest(403, { detail: 'Solo un superusuario puede hacerlo.' }))).toBe(
      'Error al guardar grupos. Motivo: Solo un superusuario puede hacerlo.',
    );
    expect(withServerReason(text, httpErrorForTest(400, { groups_ids: ['No existe el grupo 9.'] }))).toBe(
      'Error al guardar grupos. Motivo: No existe el grupo 9.',
    );
  });

  it('keeps the text alone for a 5xx, a network failure or anything else', () => {
    expect(withServerReason(text, httpErrorForTest(500, { detail: 'Error interno del servidor.' }))).toBe(text);
    expect(withServerReason(text, networkErrorForTest())).toBe(text);
    expect(withServerReason(text, new Error('boom'))).toBe(text);
  });
});
