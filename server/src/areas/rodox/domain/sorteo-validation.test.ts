import { describe, expect, it } from 'vitest';
import { motivoNumerosInvalidos, normalizarSorteo, validarSecuencia } from './sorteo-validation.js';
import { normalizarInstante } from './iso-instant.js';
import type { Sorteo } from './types.js';

const CONTEXTO = { numero_min: 1, numero_max: 31, cantidad: 5 };
const bueno = { kardinal: 12, fecha_utc: '2025-03-01T20:00:00Z', numeros_lista: [1, 5, 9, 20, 31] };
const normalizar = (cambios: Record<string, unknown>) => normalizarSorteo({ ...bueno, ...cambios }, CONTEXTO, 'Elemento 3');

describe('normalizarSorteo', () => {
  it('accepts a valid draw and normalises its instant to UTC', () => {
    expect(normalizar({})).toEqual({ ok: true, sorteo: { ...bueno, fecha_utc: '2025-03-01T20:00:00.000Z' } });
    // CSV cells: kardinal as text, numbers separated by spaces or '-'.
    expect(normalizar({ kardinal: '12', numeros_lista: '01-05-09 20  31' })).toMatchObject({ ok: true, sorteo: { kardinal: 12, numeros_lista: [1, 5, 9, 20, 31] } });
  });

  it.each([
    [{ kardinal: 0 }, 'Elemento 3: el kardinal 0 no es un entero positivo.'],
    [{ kardinal: -4 }, 'Elemento 3: el kardinal -4 no es un entero positivo.'],
    [{ kardinal: 1.5 }, 'Elemento 3: el kardinal 1.5 no es un entero positivo.'],
    [{ kardinal: 'doce' }, 'Elemento 3: el kardinal "doce" no es un entero positivo.'],
    [{ kardinal: null }, 'Elemento 3: el kardinal null no es un entero positivo.'],
    [{ kardinal: 2 ** 31 }, 'Elemento 3: el kardinal 2147483648 no es un entero positivo.'],
  ])('refuses a bad kardinal %j by position', (cambio, detail) => {
    expect(normalizar(cambio)).toEqual({ ok: false, kardinal: null, detail });
  });

  it.each([
    [{ fecha_utc: '2025-02-30T10:00:00Z' }, 'Sorteo 12: la fecha_utc "2025-02-30T10:00:00Z" no es un instante ISO 8601 válido.'],
    [{ fecha_utc: '2025-03-01T10:00:00' }, 'Sorteo 12: la fecha_utc "2025-03-01T10:00:00" no es un instante ISO 8601 válido.'],
    [{ fecha_utc: 1740000000 }, 'Sorteo 12: la fecha_utc 1740000000 no es un instante ISO 8601 válido.'],
    [{ numeros_lista: { a: 1 } }, 'Sorteo 12: los números deben ser una lista.'],
    [{ numeros_lista: [1, 5, 'x', 20, 31] }, 'Sorteo 12: "x" no es un número entero.'],
    [{ numeros_lista: '1 5 9,5 20 31' }, 'Sorteo 12: "9,5" no es un número entero.'],
    [{ numeros_lista: [1, 5, 9, 20, 99] }, 'Sorteo 12: el número 99 está fuera del rango 1..31.'],
    [{ numeros_lista: [0, 5, 9, 20, 31] }, 'Sorteo 12: el número 0 está fuera del rango 1..31.'],
    [{ numeros_lista: [1, 5, 5, 20, 31] }, 'Sorteo 12: el número 5 está repetido.'],
    [{ numeros_lista: [5, 1, 9, 20, 31] }, 'Sorteo 12: los números deben estar ordenados de menor a mayor.'],
    [{ numeros_lista: [1, 5, 9, 20] }, 'Sorteo 12: tiene 4 números y deben ser 5.'],
    [{ numeros_lista: [] }, 'Sorteo 12: tiene 0 números y deben ser 5.'],
  ])('refuses %j naming the kardinal', (cambio, detail) => {
    expect(normalizar(cambio)).toEqual({ ok: false, kardinal: 12, detail });
  });

  it('cuts long echoed values short', () => {
    const largo = 'x'.repeat(500);
    const resultado = normalizar({ fecha_utc: largo });
    expect(!resultado.ok && resultado.detail.length).toBeLessThan(120);
  });

  it('motivoNumerosInvalidos says nothing for a valid list', () => {
    expect(motivoNumerosInvalidos([1, 2, 3, 4, 5], CONTEXTO)).toBeNull();
  });
});

describe('normalizarInstante', () => {
  it.each([
    ['2025-03-01T20:00:00Z', '2025-03-01T20:00:00.000Z'],
    ['2025-03-01T20:00:00.5+02:00', '2025-03-01T18:00:00.500Z'],
    ['2025-03-01 20:00-0300', '2025-03-01T23:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2025-03-01T20:00:00.123456789z', '2025-03-01T20:00:00.123Z'],
    ['2025-03-01 20:00:00.5+00', '2025-03-01T20:00:00.500Z'],
  ])('%s -> %s', (texto, esperado) => {
    expect(normalizarInstante(texto)).toBe(esperado);
  });

  it.each(['2025-02-29', '2025-13-01', '2025-03-01T24:00Z', '2025-03-01T20:60Z', '2025-03-01T20:00:00+25:00', '01/03/2025', '', 'T20:00Z'])(
    'refuses %j',
    (texto) => {
      expect(normalizarInstante(texto)).toBeNull();
    },
  );
});

const sorteo = (kardinal: number, dia = kardinal): Sorteo => ({
  kardinal,
  fecha_utc: `2025-01-${String(dia).padStart(2, '0')}T00:00:00.000Z`,
  numeros_lista: [1, 2, 3, 4, 5],
});

describe('validarSecuencia', () => {
  it('sorts by kardinal and accepts a run that continues the history', () => {
    expect(validarSecuencia([sorteo(5), sorteo(3), sorteo(4)], { kardinal: 2, fecha_utc: sorteo(2).fecha_utc })).toEqual({
      ok: true,
      sorteos: [sorteo(3), sorteo(4), sorteo(5)],
    });
    // Overlapping the history, or all of it already known.
    expect(validarSecuencia([sorteo(1), sorteo(2), sorteo(3)], { kardinal: 2, fecha_utc: sorteo(2).fecha_utc }).ok).toBe(true);
    expect(validarSecuencia([sorteo(1)], { kardinal: 2, fecha_utc: sorteo(2).fecha_utc }).ok).toBe(true);
    expect(validarSecuencia([], null).ok).toBe(true);
  });

  it('refuses repeats, gaps inside the source and gaps after the history', () => {
    expect(validarSecuencia([sorteo(1), sorteo(2), sorteo(2)], null)).toEqual({
      ok: false,
      kardinal: 2,
      detail: 'Sorteo 2: el kardinal aparece más de una vez en la fuente.',
    });
    expect(validarSecuencia([sorteo(1), sorteo(2), sorteo(4)], null)).toEqual({
      ok: false,
      kardinal: 4,
      detail: 'Sorteo 4: falta el sorteo 3 (los kardinales deben seguir sin huecos).',
    });
    expect(validarSecuencia([sorteo(12), sorteo(13)], { kardinal: 10, fecha_utc: sorteo(10).fecha_utc })).toEqual({
      ok: false,
      kardinal: 12,
      detail: 'Sorteo 12: falta el sorteo 11 (los kardinales deben seguir sin huecos).',
    });
    expect(validarSecuencia([sorteo(2)], null)).toMatchObject({ kardinal: 2, detail: expect.stringContaining('falta el sorteo 1') });
  });

  it('refuses a new draw dated before the one it follows', () => {
    expect(validarSecuencia([sorteo(3, 2)], { kardinal: 2, fecha_utc: sorteo(2, 5).fecha_utc })).toEqual({
      ok: false,
      kardinal: 3,
      detail: 'Sorteo 3: su fecha es anterior a la del sorteo 2.',
    });
    expect(validarSecuencia([sorteo(1, 9), sorteo(2, 8)], null)).toMatchObject({ kardinal: 2 });
    // The stored date as PostgreSQL writes it.
    expect(validarSecuencia([sorteo(3, 2)], { kardinal: 2, fecha_utc: '2025-01-05 00:00:00+00' })).toMatchObject({ kardinal: 3 });
    // Same instant is fine (two draws the same day).
    expect(validarSecuencia([sorteo(1, 9), sorteo(2, 9)], null).ok).toBe(true);
  });
});
