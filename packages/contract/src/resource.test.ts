import { describe, expect, it } from 'vitest';
import { creatableFields, defineResource, editableFields, fieldText, listedFields, resourceColumns, resourcePermission, searchedLabels } from './resource.js';
import { UNIDAD_RESOURCE, variantesText } from './resources/pueblo.js';
import { indiceText } from './resources/rodox.js';

interface Fila {
  id: number;
  nombre: string;
  activo: boolean;
}

const FILAS = defineResource<Fila>()({
  app: 'main',
  model: 'subproyecto',
  url: '/api/filas/',
  plural: 'filas',
  fileName: 'filas',
  fields: {
    nombre: { label: 'Nombre', sorted: true, searched: true },
    activo: { label: 'Estado', text: (f) => (f.activo ? 'Activo' : 'Inactivo') },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre',
});

describe('a resource declaration', () => {
  it('lists its listed fields in order, each with its text or its value', () => {
    const row = { id: 7, nombre: 'Terra', activo: false };
    expect(listedFields(FILAS).map(({ name, field }) => [name, fieldText(name, field, row)])).toEqual([
      ['nombre', 'Terra'],
      ['activo', 'Inactivo'],
    ]);
  });

  it('gives a list screen its columns: header, cell and sorting', () => {
    const columns = resourceColumns(FILAS);
    expect(columns.map(({ key, title, dataIndex, sortField }) => ({ key, title, dataIndex, sortField }))).toEqual([
      { key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortField: 'nombre' },
      { key: 'activo', title: 'Estado', dataIndex: undefined, sortField: undefined },
    ]);
    expect(columns[1]!.render?.({ id: 1, nombre: 'x', activo: true })).toBe('Activo');
  });

  it('names its permissions and what its search reads', () => {
    expect(resourcePermission(FILAS, 'change')).toBe('main.change_subproyecto');
    expect(searchedLabels(FILAS)).toBe('nombre');
    expect(searchedLabels(UNIDAD_RESOURCE)).toBe('nombre, abreviatura y variantes');
    expect(searchedLabels({ fields: {} })).toBe('');
  });
});

describe('editableFields', () => {
  it('gives the form its fields in the order of `editable`, none without it', () => {
    const corregible = { ...FILAS, editable: ['activo', 'nombre'] as const };
    expect(editableFields(corregible).map(({ name, field }) => [name, field.label])).toEqual([
      ['activo', 'Estado'],
      ['nombre', 'Nombre'],
    ]);
    expect(editableFields(FILAS)).toEqual([]);
    expect(editableFields(UNIDAD_RESOURCE).map(({ name, field }) => [name, field.required, field.max])).toEqual([
      ['nombre', true, 100],
      ['abreviatura', true, 20],
    ]);
  });

  it('refuses an editable field that is not declared', () => {
    expect(() => editableFields({ fields: {}, editable: ['nombre'] as never })).toThrow("'nombre' es editable");
  });
});

describe('creatableFields', () => {
  it('gives the create form its fields in the order of `creatable`, none without it', () => {
    const creable = { ...FILAS, creatable: ['nombre', 'activo'] as const };
    expect(creatableFields(creable).map(({ name }) => name)).toEqual(['nombre', 'activo']);
    expect(creatableFields(FILAS)).toEqual([]);
    expect(() => creatableFields({ fields: {}, creatable: ['nombre'] as never })).toThrow("'nombre' es creatable");
  });
});

describe('the units', () => {
  it('show their variants\' abbreviations, or - without any', () => {
    expect(variantesText({ variantes: [] })).toBe('-');
    expect(variantesText({ variantes: [{ id: 1, abreviatura_equivalente: 'X' }, { id: 2, abreviatura_equivalente: 'KGS' }] })).toBe('X, KGS');
  });
});

describe('indiceText', () => {
  it('keeps at most 6 decimals without trailing zeros', () => {
    expect(indiceText(1 / 3)).toBe('0.333333');
    expect(indiceText(0.5)).toBe('0.5');
    expect(indiceText(7)).toBe('7');
  });
});
