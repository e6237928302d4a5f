import { describe, expect, it } from 'vitest';
import { changedValues, INTEGERS, wireValue, type EditableField } from './record-values';

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

  it('takes a text left blank for one the record has none of (null) as no change', () => {
    const sinCodigo = { ...CASA, codigo: null as unknown as string };
    expect(changedValues(FIELDS, sinCodigo, { codigo: '  ' })).toEqual({});
    expect(changedValues(FIELDS, sinCodigo, { codigo: 'C-3' })).toEqual({ codigo: 'C-3' });
    expect(changedValues(FIELDS, CASA, { codigo: '' })).toEqual({ codigo: '' });
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

describe('whole numbers in a line (a draw\'s numbers)', () => {
  const NUMEROS: EditableField<{ numeros: number[] }>[] = [{ name: 'numeros', field: { label: 'Números', input: 'integers' } }];

  it('sends the typed numbers as a list, and nothing when they are the record\'s', () => {
    expect(wireValue({ input: 'integers' }, ' 3  14,27 ')).toEqual([3, 14, 27]);
    expect(changedValues(NUMEROS, { numeros: [3, 14, 27] }, { numeros: '3 14 27' })).toEqual({});
    expect(changedValues(NUMEROS, { numeros: [3, 14, 27] }, { numeros: '3 14' })).toEqual({ numeros: [3, 14] });
    expect(changedValues(NUMEROS, { numeros: [3, 14, 27] }, { numeros: '3 15 27' })).toEqual({ numeros: [3, 15, 27] });
  });

  it('INTEGERS takes whole numbers separated by spaces or commas, nothing else', () => {
    expect(['1', ' 3 14 27 ', '3,14, 27'].filter((t) => INTEGERS.test(t))).toHaveLength(3);
    expect(['', '3 x', '3.5', '-1 2', '3 14 ,'].filter((t) => INTEGERS.test(t))).toEqual([]);
  });
});
