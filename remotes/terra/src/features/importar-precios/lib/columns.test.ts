import { autoMapColumns, dedupeHeaders, emptyColumns, headersKey, isComplete, lacksHeaderRow } from './columns';
import { tableFromRows } from './csv-table';

describe('columns', () => {
  it('renames repeated headers and lists them', () => {
    expect(dedupeHeaders(['Producto', 'Precio', 'precio', 'Precio', 'Precio_2'])).toEqual({
      headers: ['Producto', 'Precio', 'precio_2', 'Precio_3', 'Precio_2_2'],
      renombrados: ['precio_2', 'Precio_3', 'Precio_2_2'],
    });
  });

  it('maps targets by header name, ignoring case and accents', () => {
    const mapping = autoMapColumns(['PRODUCTO', 'Precio', 'fecha', 'Distribuidor', 'UNIDAD', 'Tipo', 'Categoría', 'otro']);
    expect(mapping).toEqual({ producto: 'PRODUCTO', precio: 'Precio', fecha: 'fecha', distribuidor: 'Distribuidor', unidad: 'UNIDAD', tipo: 'Tipo', categoria: 'Categoría' });
    expect(isComplete(mapping)).toBe(true);
    expect(isComplete({ ...mapping, tipo: undefined })).toBe(false);
  });

  it('tells a data row from a header row', () => {
    expect(lacksHeaderRow(['Cemento', '350', '2026-01-01'])).toBe(true);
    expect(lacksHeaderRow(['producto', ''])).toBe(true);
    expect(lacksHeaderRow(['solo'])).toBe(true);
    expect(lacksHeaderRow(['producto', 'precio'])).toBe(false);
  });

  it('finds the trailing and the unnamed empty columns', () => {
    expect(emptyColumns(['producto', 'precio', 'fecha', ''], tableFromRows([['a', '1', '2026-01-01', '']]))).toEqual([3]);
    expect(emptyColumns(['producto', ' ', 'precio', '', ''], tableFromRows([['a', '', '1', 'x', '']]))).toEqual([1, 3, 4]);
    expect(emptyColumns(['producto', '', 'precio'], tableFromRows([['a', 'gris', '1']]))).toEqual([]);
    const kept = tableFromRows([['a', 'b', 'c', 'd'], ['e', 'f']]).withoutColumns([1, 3]);
    expect([kept.row(0), kept.row(1)]).toEqual([['a', 'c'], ['e']]);
  });

  it('keys a set of headers whatever their order and case', () => {
    expect(headersKey(['Precio', 'Producto'])).toBe(headersKey(['producto', 'PRECIO']));
    expect(headersKey(['Precio', 'Producto'])).not.toBe(headersKey(['Precio', 'Producto', 'Fecha']));
  });
});
