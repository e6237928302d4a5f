import { describe, expect, it } from 'vitest';
import { nestFieldErrors } from './nest-field-errors.js';

const REQUIRED = ['Este campo es requerido.'];
const BLANK = ['Este campo no puede estar en blanco.'];

describe('nestFieldErrors', () => {
  it('keeps top-level keys and non_field_errors as they are', () => {
    const flat = { nombre: BLANK, non_field_errors: ['Datos inválidos.'] };
    expect(nestFieldErrors(flat)).toEqual(flat);
    expect(nestFieldErrors({})).toEqual({});
  });

  it('list of objects (ListSerializer): one entry per item sent, {} for the valid ones', () => {
    const flat = { 'tareas.1.descripcion': REQUIRED };
    const sent = { tareas: [{ descripcion: 'a' }, {}, { descripcion: 'c' }] };
    expect(nestFieldErrors(flat, sent)).toEqual({ tareas: [{}, { descripcion: REQUIRED }, {}] });
  });

  it('list of objects without the data: padded with {} up to the last item with errors', () => {
    expect(nestFieldErrors({ 'tareas.2.descripcion': REQUIRED, 'tareas.0.estado': ['"x" no es una elección válida.'] })).toEqual({
      tareas: [{ estado: ['"x" no es una elección válida.'] }, {}, { descripcion: REQUIRED }],
    });
  });

  it('list of scalars (ListField): a dict keyed by the index as text', () => {
    const out = nestFieldErrors({ 'tareas.1': BLANK, 'tareas.3': ['No es una cadena válida.'] }, { tareas: ['a', ' ', 'c', 1] });
    expect(out).toEqual({ tareas: { '1': BLANK, '3': ['No es una cadena válida.'] } });
    expect(Array.isArray(out.tareas)).toBe(false);
  });

  it('nested object (nested serializer): a dict by sub-field, at any depth', () => {
    expect(nestFieldErrors({ 'direccion.calle': REQUIRED, 'direccion.pais.codigo': BLANK, nombre: BLANK })).toEqual({
      direccion: { calle: REQUIRED, pais: { codigo: BLANK } },
      nombre: BLANK,
    });
  });

  it('combines the forms: objects inside lists inside objects, lists of scalars inside list items', () => {
    const flat = { 'sprint.tareas.1.etiquetas.0': BLANK, 'sprint.tareas.1.descripcion': REQUIRED };
    expect(nestFieldErrors(flat, { sprint: { tareas: [{}, {}] } })).toEqual({
      sprint: { tareas: [{}, { etiquetas: { '0': BLANK }, descripcion: REQUIRED }] },
    });
  });

  it('an item of a list of objects that is not an object gets non_field_errors, as DRF says of it', () => {
    const notDict = ['Datos inválidos. Se esperaba un diccionario, pero se obtuvo str.'];
    expect(nestFieldErrors({ 'tareas.0.descripcion': REQUIRED, 'tareas.1': notDict }, { tareas: [{}, 'x'] })).toEqual({
      tareas: [{ descripcion: REQUIRED }, { non_field_errors: notDict }],
    });
  });

  it("a field's own messages win over its sub-fields'", () => {
    const tooMany = ['Asegúrese de que este campo no tenga más de 2 elementos.'];
    expect(nestFieldErrors({ tareas: tooMany, 'tareas.3.descripcion': REQUIRED, 'tareas.4': BLANK })).toEqual({ tareas: tooMany });
  });

  it('numeric keys of a dict that was sent stay keys; no huge padding without the data', () => {
    expect(nestFieldErrors({ 'mapa.7.x': REQUIRED }, { mapa: { '7': {} } })).toEqual({ mapa: { '7': { x: REQUIRED } } });
    expect(nestFieldErrors({ 'lista.999999999.x': REQUIRED })).toEqual({ lista: { '999999999': { x: REQUIRED } } });
  });

  it('any key is an own property (constructor, __proto__) and messages are not repeated', () => {
    const out = nestFieldErrors({ 'a.__proto__': REQUIRED, 'a.constructor': BLANK, constructor: BLANK });
    expect(Object.keys(out.a as object)).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(out))).toEqual(JSON.parse('{"a":{"__proto__":["Este campo es requerido."],"constructor":["Este campo no puede estar en blanco."]},"constructor":["Este campo no puede estar en blanco."]}'));
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('does not change its input', () => {
    const flat = { 'tareas.0.descripcion': REQUIRED };
    nestFieldErrors(flat);
    expect(flat).toEqual({ 'tareas.0.descripcion': REQUIRED });
  });
});
