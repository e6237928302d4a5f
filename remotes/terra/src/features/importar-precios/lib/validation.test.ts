import type { Target } from './columns';
import { tableFromRows } from './csv-table';
import { parseFecha, ROW_MESSAGES, validateRows, type ValidationContext } from './validation';

const columns: Record<Target, number> = { producto: 0, precio: 1, fecha: 2, distribuidor: 3, unidad: 4, tipo: 5, categoria: 6 };
const ctx: ValidationContext = {
  columns,
  unidades: { KG: 1 },
  tipos: { Material: 'nuevo-material' },
  categorias: { Obra: 3 },
  distribuidores: { Ferre: 4 },
};
const row = (over: Partial<Record<Target, string>> = {}) => {
  const r = { producto: 'Cemento', precio: '350.5', fecha: '2026-01-15', distribuidor: 'Ferre', unidad: 'KG', tipo: 'Material', categoria: 'Obra', ...over };
  return [r.producto, r.precio, r.fecha, r.distribuidor, r.unidad, r.tipo, r.categoria];
};

describe('parseFecha', () => {
  it.each([
    ['2026-01-15', '2026-01-15'],
    ['2026/1/5', '2026-01-05'],
    ['15/01/2026', '2026-01-15'],
    ['5-1-2026', '2026-01-05'],
    ['2026-01-15 10:30', '2026-01-15'],
  ])('%s → %s', (text, iso) => expect(parseFecha(text)).toBe(iso));
  it.each(['2026-02-30', '31/04/2026', 'ayer', '15/01/26', ''])('%s is invalid', (text) => expect(parseFecha(text)).toBeNull());
});

describe('validateRows', () => {
  it('gives each problem the spec message, numbering rows from 2', () => {
    const { validas, errores } = validateRows(
      tableFromRows([
        row(),
        row({ producto: '' }),
        row({ precio: 'gratis' }),
        row({ precio: '0' }),
        row({ precio: '-5' }),
        row({ fecha: '32/01/2026' }),
        row({ distribuidor: 'Desconocido' }),
        row({ producto: 'CEMENTO', precio: '1' }),
        row({ fecha: '2026-01-16' }),
        row({ categoria: '' }),
        row({ distribuidor: 'FERRÉ', fecha: '2026-01-17' }),
      ]),
      ctx,
    );
    expect(errores).toEqual([
      { fila: 3, mensaje: ROW_MESSAGES.incompleta },
      { fila: 4, mensaje: ROW_MESSAGES.incompleta },
      { fila: 5, mensaje: ROW_MESSAGES.precio },
      { fila: 6, mensaje: ROW_MESSAGES.precio },
      { fila: 7, mensaje: ROW_MESSAGES.fecha },
      { fila: 8, mensaje: ROW_MESSAGES.distribuidor },
      { fila: 9, mensaje: ROW_MESSAGES.duplicada },
      { fila: 11, mensaje: ROW_MESSAGES.incompleta },
    ]);
    expect(validas).toEqual([
      { fila: 2, producto: 'Cemento', precio: '350.50', fecha: '2026-01-15', unidad: 1, tipo: 'nuevo-material', categoria: 3, distribuidor: 4 },
      { fila: 10, producto: 'Cemento', precio: '350.50', fecha: '2026-01-16', unidad: 1, tipo: 'nuevo-material', categoria: 3, distribuidor: 4 },
      // another spelling of a matched value (the steps list it once)
      { fila: 12, producto: 'Cemento', precio: '350.50', fecha: '2026-01-17', unidad: 1, tipo: 'nuevo-material', categoria: 3, distribuidor: 4 },
    ]);
    expect(ROW_MESSAGES).toEqual({
      incompleta: 'Datos incompletos o inválidos',
      precio: 'Precio no válido',
      fecha: 'Fecha inválida',
      distribuidor: 'Distribuidor no encontrado',
      duplicada: 'Fila duplicada. Seran omitidas.',
    });
  });

  it('rounds a third decimal and refuses prices the server cannot hold', () => {
    const { validas, errores } = validateRows(tableFromRows([row({ precio: '10.005' }), row({ precio: '1000000000000', fecha: '2026-01-02' })]), ctx);
    expect(validas.map((v) => v.precio)).toEqual(['10.01']);
    expect(errores).toEqual([{ fila: 3, mensaje: ROW_MESSAGES.precio }]);
  });
});
