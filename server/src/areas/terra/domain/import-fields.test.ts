import { describe, expect, it } from 'vitest';
import { TextFields } from '../../../lib/text-fields.js';
import { fechaValida, IMPORT_MESSAGES, precioValido } from './import-fields.js';

const precio = (value: number | string) => {
  const fields = new TextFields();
  return [precioValido(fields, 'precio', value), fields.errors.precio?.[0] ?? null];
};
const fecha = (value: string) => {
  const fields = new TextFields();
  return [fechaValida(fields, 'fecha', value), fields.errors.fecha?.[0] ?? null];
};

describe('precioValido', () => {
  it('answers numeric text with two decimals', () => {
    expect(precio(350.5)).toEqual(['350.50', null]);
    expect(precio(' 1200 ')).toEqual(['1200.00', null]);
    expect(precio('0.10')).toEqual(['0.10', null]);
    expect(precio('007.5000')).toEqual(['7.50', null]);
    expect(precio('999999999999.99')).toEqual(['999999999999.99', null]);
  });
  it('refuses what is not a non-negative decimal of 14 digits and 2 decimals', () => {
    expect(precio('abc')).toEqual([null, IMPORT_MESSAGES.numero]);
    expect(precio('1e5')).toEqual([null, IMPORT_MESSAGES.numero]);
    expect(precio(Number.NaN)).toEqual([null, IMPORT_MESSAGES.numero]);
    expect(precio('')).toEqual([null, IMPORT_MESSAGES.numero]);
    expect(precio(-1)).toEqual([null, IMPORT_MESSAGES.negativo]);
    expect(precio('1.005')).toEqual([null, IMPORT_MESSAGES.decimales]);
    expect(precio('1234567890123')).toEqual([null, IMPORT_MESSAGES.enteros]);
    expect(precio(1e21)).toEqual([null, IMPORT_MESSAGES.numero]);
  });
});

describe('fechaValida', () => {
  it('accepts real days only', () => {
    expect(fecha('2026-02-28')).toEqual(['2026-02-28', null]);
    expect(fecha('2024-02-29')).toEqual(['2024-02-29', null]);
    for (const bad of ['2026-02-29', '2026-13-01', '26-01-01', '2026/01/01', '0000-01-01', '']) {
      expect(fecha(bad)).toEqual([null, IMPORT_MESSAGES.fecha]);
    }
  });
});
