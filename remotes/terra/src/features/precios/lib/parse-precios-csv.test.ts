import { parsePreciosCsv } from './parse-precios-csv';

describe('parsePreciosCsv', () => {
  it('keeps only the rows with descripcion and precio, trimmed, and counts the others', () => {
    const csv = [
      'DESCRIPCION,TIPO,CATEGORIA,UNIDAD,PRECIO',
      'Cemento gris , Material,Construcción,KG, 12.50',
      'Sin precio,Material,Construcción,KG,',
      ',Material,Construcción,KG,3',
      '"Arena, lavada",Material,Agregados,M3,900',
      '',
    ].join('\r\n');
    expect(parsePreciosCsv(csv)).toEqual({
      ok: true,
      descartadas: 2,
      filas: [
        { descripcion: 'Cemento gris', tipo: 'Material', categoria: 'Construcción', unidad: 'KG', precio: '12.50' },
        { descripcion: 'Arena, lavada', tipo: 'Material', categoria: 'Agregados', unidad: 'M3', precio: '900' },
      ],
    });
  });

  it('reads the headers in any order, case and accents, after a BOM', () => {
    const csv = '\uFEFFPrecio;Unidad;Descripción;Categoria;Tipo\n5;UD;Clavo;Ferretería;Material\n';
    const result = parsePreciosCsv(csv);
    expect(result).toEqual({
      ok: true,
      descartadas: 0,
      filas: [{ descripcion: 'Clavo', tipo: 'Material', categoria: 'Ferretería', unidad: 'UD', precio: '5' }],
    });
  });

  it('names the missing headers', () => {
    expect(parsePreciosCsv('DESCRIPCION,PRECIO\nA,1\n')).toEqual({
      ok: false,
      error: 'Al archivo le faltan columnas: TIPO, CATEGORIA, UNIDAD. Se esperan DESCRIPCION, TIPO, CATEGORIA, UNIDAD, PRECIO.',
    });
  });
});
