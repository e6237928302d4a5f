import { describe, expect, it } from 'vitest';
import { changedValues, wireValue, type EditableField } from './record-values';

interface Casa {
  codigo: string;
  latitud: string | null;
  niveles: number;
  activo: boolean;
}

const FIELDS: EditableField<Casa>[] = [
  { name: 'codigo', field: { label: 'Código' } },
  { name: 'latitud', field: { label: 'Latitud', input: { decimals: 6 } } },
  { name: 'niveles', field: { label: 'Niveles', input: 'integer' } },
  { name: 'activo', field: { label: 'Estado', input: 'boolean' } },
];
const CASA: Casa = { codigo: 'C-1', latitud: '18.500000', niveles: 2, activo: true };

describe('changedValues', () => {
  it('sends nothing when the form holds what the record has', () => {
    expect(changedValues(FIELDS, CASA, { codigo: ' C-1 ', latitud: '18.5', niveles: 2, activo: true })).toEqual({});
  });

  it('sends only the changed fields, in the wire shape', () => {
    expect(changedValues(FIELDS, CASA, { codigo: 'C-2 ', latitud: null, niveles: 3, activo: true })).toEqual({ codigo: 'C-2', latitud: null, niveles: 3 });
    expect(changedValues(FIELDS, { ...CASA, latitud: null }, { latitud: '19.000001', activo: false })).toEqual({ latitud: '19.000001', activo: false });
  });
});

describe('wireValue', () => {
  it('trims text, keeps blank text blank and a cleared decimal null', () => {
    expect(wireValue({}, '  Kilo ')).toBe('Kilo');
    expect(wireValue({}, undefined)).toBe('');
    expect(wireValue({ input: { decimals: 6 } }, '')).toBeNull();
    expect(wireValue({ input: 'integer' }, 4)).toBe(4);
  });
});
