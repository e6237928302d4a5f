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
  it('keeps ventana, magnitud and any other number', () => {
    expect(leerParametros({ ventana: 40, magnitud: 23, umbral: 0.5 })).toEqual({ ok: true, parametros: { ventana: 40, magnitud: 23, umbral: 0.5 } });
  });

  it('takes numbers only, at most 12 keys, each of at most 40 characters of [a-z_]', () => {
    const base = { ventana: 40, magnitud: 23 };
    expect(leerParametros({ ...base, nota: 'x', peso: null, lista: [1] })).toEqual({
      ok: false,
      errores: {
        'parametros.nota': ['Se requiere un número válido.'],
        'parametros.peso': ['Se requiere un número válido.'],
        'parametros.lista': ['Se requiere un número válido.'],
      },
    });
    const doce = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p_${'abcdefghij'[i]}`, i]));
    expect(leerParametros({ ...base, ...doce })).toMatchObject({ ok: true });
    expect(leerParametros({ ...base, ...doce, otro: 1 })).toEqual({ ok: false, errores: { parametros: ['Asegúrese de que no haya más de 12 parámetros.'] } });
    const muchas = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    expect(leerParametros({ ...base, ...muchas })).toEqual({ ok: false, errores: { parametros: ['Asegúrese de que no haya más de 12 parámetros.'] } });
    const mal = (clave: string) => ({
      ok: false,
      errores: { parametros: [`El nombre de parámetro «${clave}» no es válido: solo letras minúsculas sin acentos y guiones bajos, hasta 40 caracteres.`] },
    });
    expect(leerParametros({ ...base, Umbral: 1 })).toEqual(mal('Umbral'));
    expect(leerParametros({ ...base, 'peso-1': 1 })).toEqual(mal('peso-1'));
    expect(leerParametros({ ...base, '': 1 })).toEqual(mal(''));
    expect(leerParametros({ ...base, año: 1 })).toEqual(mal('año'));
    expect(leerParametros({ ...base, ['a'.repeat(40)]: 1 })).toMatchObject({ ok: true });
    expect(leerParametros({ ...base, ['a'.repeat(41)]: 1 })).toEqual(mal(`${'a'.repeat(40)}…`));
  });

  it("bounds magnitud by the context's count of numbers when there is one", () => {
    expect(leerParametros({ ventana: 40, magnitud: 20 }, 20)).toMatchObject({ ok: true });
    expect(leerParametros({ ventana: 40, magnitud: 21 }, 20)).toEqual({
      ok: false,
      errores: { 'parametros.magnitud': ['Asegúrese de que este valor sea menor o igual a 20.'] },
    });
    expect(leerParametros({ ventana: 40, magnitud: 101 })).toMatchObject({ ok: false });
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
