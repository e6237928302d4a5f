import { unitIndex } from '../../../lib/unidades';
import { conUnidadId, parsePreciosCsv } from './parse-precios-csv';

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
        { descripcion: 'Cemento gris', tipo: 'Material', categoria: 'Construcción', unidad: 'KG', precio: '12.5', fila: 2 },
        { descripcion: 'Arena, lavada', tipo: 'Material', categoria: 'Agregados', unidad: 'M3', precio: '900', fila: 5 },
      ],
    });
  });

  it('reads the headers in any order, case and accents, after a BOM', () => {
    const csv = '\uFEFFPrecio;Unidad;Descripción;Categoria;Tipo\n5;UD;Clavo;Ferretería;Material\n';
    const result = parsePreciosCsv(csv);
    expect(result).toEqual({
      ok: true,
      descartadas: 0,
      filas: [{ descripcion: 'Clavo', tipo: 'Material', categoria: 'Ferretería', unidad: 'UD', precio: '5', fila: 2 }],
    });
  });

  it("reads prices as the wizard does ('1.250,50', '$350'); a text that is no number goes as written", () => {
    const csv = 'DESCRIPCION;TIPO;CATEGORIA;UNIDAD;PRECIO\nA;T;C;KG;1.250,50\nB;T;C;KG;$350\nC;T;C;KG;"1,250.75"\nD;T;C;KG;consultar\n';
    const result = parsePreciosCsv(csv);
    expect(result.ok && result.filas.map((f) => f.precio)).toEqual(['1250.5', '350', '1250.75', 'consultar']);
  });

  it('adds unidad_id where the unit text names a unit by name, abbreviation or variant, keeping the text', () => {
    const index = unitIndex([
      { id: 1, nombre: 'Kilogramo', abreviatura: 'KG', variantes: [{ id: 9, abreviatura_equivalente: 'Kgs' }] },
      { id: 2, nombre: 'Metro cúbico', abreviatura: 'M3', variantes: [] },
    ]);
    const fila = (unidad: string) => ({ descripcion: 'x', tipo: 't', categoria: 'c', unidad, precio: '1', fila: 2 });
    expect(conUnidadId([fila('kilógramo'), fila('KGS'), fila('metro  CUBICO'), fila('zzz'), fila('')], index)).toEqual([
      { ...fila('kilógramo'), unidad_id: 1 },
      { ...fila('KGS'), unidad_id: 1 },
      { ...fila('metro  CUBICO'), unidad_id: 2 },
      fila('zzz'),
      fila(''),
    ]);
    expect(conUnidadId([fila('KG')], null)).toEqual([fila('KG')]);
  });

  it('names the missing headers', () => {
    expect(parsePreciosCsv('DESCRIPCION,PRECIO\nA,1\n')).toEqual({
      ok: false,
      error: 'Al archivo le faltan columnas: TIPO, CATEGORIA, UNIDAD. Se esperan DESCRIPCION, TIPO, CATEGORIA, UNIDAD, PRECIO.',
    });
  });
});
