// The text fields of a correction, checked by the declaration's own flags (resource-writes.ts
// textChanges): what every declared correction of names and free text goes through.
import { describe, expect, it } from 'vitest';
import { defineResource } from '@gestion/contract/resource';
import { ApiError } from '../lib/http-errors.js';
import { TextFields } from '../lib/text-fields.js';
import { textChanges } from './resource-writes.js';

interface Fila {
  id: number;
  nombre: string;
  nota: string;
  nivel: number;
  tipo: string;
}
const DECLARADO = defineResource<Fila>()({
  app: 'terra',
  model: 'equipo',
  url: '/api/prueba/',
  plural: 'pruebas',
  fileName: 'pruebas',
  fields: {
    nombre: { label: 'Nombre', required: true },
    nota: { label: 'Nota' },
    nivel: { label: 'Nivel', input: 'integer' },
    tipo: { label: 'Tipo', input: { options: [' a ', 'b'] } },
  },
  defaultOrdering: 'nombre',
});

function errorsOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err instanceof ApiError ? err.body : err;
  }
  throw new Error('no error');
}

describe('textChanges', () => {
  it('trims the texts sent and leaves out what was not sent', () => {
    expect(textChanges(DECLARADO, { nombre: '  Norte ', nota: undefined })).toEqual({ nombre: 'Norte' });
    expect(textChanges(DECLARADO, { nota: '  ' })).toEqual({ nota: '' });
  });

  it('refuses a required text left blank, and control characters in any, all at once', () => {
    expect(errorsOf(() => textChanges(DECLARADO, { nombre: '   ', nota: 'a\u202Eb' }))).toEqual({
      nombre: ['Este campo no puede estar en blanco.'],
      nota: ['No se permiten caracteres de control ni de dirección del texto (como U+202E o ESC).'],
    });
  });

  it('passes what is not text as its schema checked it', () => {
    expect(textChanges(DECLARADO, { nivel: 3, tipo: ' a ' })).toEqual({ nivel: 3, tipo: ' a ' });
  });

  it('with the caller\'s own TextFields, records the errors and leaves the assertion to it', () => {
    const fields = new TextFields();
    expect(textChanges(DECLARADO, { nombre: '' }, fields)).toEqual({ nombre: '' });
    expect(fields.errors).toEqual({ nombre: ['Este campo no puede estar en blanco.'] });
  });
});
