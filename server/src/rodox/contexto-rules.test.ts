import { describe, expect, it } from 'vitest';
import { CONTEXTO_DEMO } from './demo-sorteos.js';
import { SEGMENTO_URL, erroresRangoContexto, leerParametros } from './contexto-rules.js';

describe('erroresRangoContexto', () => {
  it('accepts the demo context', () => {
    expect(erroresRangoContexto(CONTEXTO_DEMO)).toEqual({});
    expect(erroresRangoContexto({ numero_min: 0, numero_max: 99, cantidad: 100 })).toEqual({});
  });

  it('refuses an empty or too wide range and a cantidad the range cannot hold', () => {
    expect(erroresRangoContexto({ numero_min: 10, numero_max: 10, cantidad: 1 })).toEqual({ numero_max: ['Debe ser mayor que numero_min.'] });
    expect(erroresRangoContexto({ numero_min: -1, numero_max: 100, cantidad: 0 })).toEqual({
      numero_min: ['Asegúrese de que este valor sea mayor o igual a 0.'],
      numero_max: ['Asegúrese de que este valor sea menor o igual a 99.'],
      cantidad: ['Asegúrese de que este valor sea mayor o igual a 1.'],
    });
    expect(erroresRangoContexto({ numero_min: 1, numero_max: 5, cantidad: 6 })).toEqual({
      cantidad: ['No puede ser mayor que los 5 números del rango 1..5.'],
    });
  });
});

describe('leerParametros', () => {
  it('keeps ventana, magnitud and any other key', () => {
    expect(leerParametros({ ventana: 40, magnitud: 23, nota: 'x' })).toEqual({ ok: true, parametros: { ventana: 40, magnitud: 23, nota: 'x' } });
  });

  it('refuses missing, non-integer, zero and too large values under dotted keys', () => {
    expect(leerParametros({ ventana: 0, magnitud: 2.5 })).toEqual({
      ok: false,
      errores: {
        'parametros.ventana': ['Asegúrese de que este valor sea mayor o igual a 1.'],
        'parametros.magnitud': ['Se requiere un número entero válido.'],
      },
    });
    expect(leerParametros({ ventana: 1001, magnitud: '23' })).toEqual({
      ok: false,
      errores: {
        'parametros.ventana': ['Asegúrese de que este valor sea menor o igual a 1000.'],
        'parametros.magnitud': ['Se requiere un número entero válido.'],
      },
    });
    expect(leerParametros({})).toMatchObject({ ok: false, errores: { 'parametros.ventana': ['Este campo es requerido.'] } });
    const noDiccionario = (tipo: string) => ({ ok: false, errores: { parametros: [`Datos inválidos. Se esperaba un diccionario, pero se obtuvo ${tipo}.`] } });
    expect(leerParametros([40, 23])).toEqual(noDiccionario('list'));
    expect(leerParametros(null)).toEqual(noDiccionario('null'));
    expect(leerParametros('40')).toEqual(noDiccionario('str'));
    expect(leerParametros(4)).toEqual(noDiccionario('int'));
    expect(leerParametros(true)).toEqual(noDiccionario('bool'));
  });
});

describe('SEGMENTO_URL', () => {
  it('takes lower-case words joined by hyphens', () => {
    expect(['lesa-mill', 'lesa', 'a1-b2-c3'].every((s) => SEGMENTO_URL.test(s))).toBe(true);
    expect(['Lesa', 'lesa mill', '-lesa', 'lesa-', 'lesa--mill', 'peña', '', 'a/b'].some((s) => SEGMENTO_URL.test(s))).toBe(false);
  });
});
