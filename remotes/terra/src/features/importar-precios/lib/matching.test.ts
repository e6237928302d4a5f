import { unitIndex } from '../../../lib/unidades';
import { tableFromRows } from './csv-table';
import { allMatched, autoMatch, distinctValues, distinctValuesAsync, nameIndex, nuevoId } from './matching';

const unidades = [
  { id: 1, nombre: 'Kilogramo', abreviatura: 'KG', variantes: [{ id: 10, abreviatura_equivalente: 'KGS' }] },
  { id: 2, nombre: 'Metro cúbico', abreviatura: 'M3', variantes: [] },
];

describe('matching', () => {
  it('distinct values ignore blanks, case and accents, keeping the first spelling', () => {
    expect(distinctValues(tableFromRows([['a', 'Kilo'], ['b', 'kilo'], ['c', ' '], ['d', 'Kiló'], ['e', 'M3']]), 1)).toEqual(['Kilo', 'M3']);
  });

  it('the sliced version gives the same values for several columns', async () => {
    const rows = tableFromRows(Array.from({ length: 25 }, (_, i) => [`P${i % 7}`, i % 2 ? 'Kilo' : 'kiló', ' ']));
    expect(await distinctValuesAsync(rows, [0, 1, 2], 4)).toEqual([distinctValues(rows, 0), ['kiló'], []]);
  });

  it('matches units by name, abbreviation or variant, case- and accent-insensitively', () => {
    const index = unitIndex(unidades);
    expect(autoMatch(['kilogramo', 'kg', 'Kgs', 'METRO CUBICO', 'litro'], index, {})).toEqual({ kilogramo: 1, kg: 1, Kgs: 1, 'METRO CUBICO': 2 });
  });

  it('keeps manual choices, falls back to remembered ones whose record still exists', () => {
    const index = nameIndex([{ id: 5, nombre: 'Ferretería Ñoño' }, { id: 6, nombre: 'Bloques' }]);
    const matches = autoMatch(['ferreteria ñoño', 'FN', 'Viejo', 'Mio'], index, { Mio: 'nuevo-mio' as const }, { fn: 6, viejo: 99 });
    expect(matches).toEqual({ 'ferreteria ñoño': 5, FN: 6, Mio: 'nuevo-mio' });
    expect(allMatched(['ferreteria ñoño', 'FN', 'Mio'], matches)).toBe(true);
    expect(allMatched(['Viejo'], matches)).toBe(false);
  });

  it('a manual choice of a record that disappeared is dropped', () => {
    expect(autoMatch(['x'], new Map(), { x: 3 }, {}, () => false)).toEqual({});
  });

  it('local ids of new records start with nuevo-', () => {
    expect(nuevoId('Ferretería  Ñoño')).toBe('nuevo-ferreteria-nono');
  });
});
