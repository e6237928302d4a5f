import { describe, expect, it } from 'vitest';
import { accionLabel, detalleLabel, formatFecha, formatValor, objetoTipoLabel, OBJETO_TIPO_OPTIONS } from './historial-labels';

describe('historial labels', () => {
  it('names actions and object types, and keeps an unknown code as the server wrote it', () => {
    expect(accionLabel('crear')).toBe('Creación');
    expect(accionLabel('cambiar_contrasena')).toBe('Cambio de contraseña');
    expect(accionLabel('fusionar')).toBe('fusionar');
    expect(objetoTipoLabel('auth.user')).toBe('Usuario');
    expect(objetoTipoLabel('auth.group')).toBe('Grupo');
    expect(objetoTipoLabel('x.nuevo')).toBe('x.nuevo');
    expect(OBJETO_TIPO_OPTIONS[0]).toEqual({ value: 'pueblo.recursocategoria', label: 'Categoría de recurso' });
  });

  it('writes dates, numbers, booleans and lists the Spanish way', () => {
    expect(formatFecha('2026-03-05T12:00:00.000Z')).toMatch(/^0[45]\/03\/2026, \d{2}:00:00$/);
    expect(formatFecha('no')).toBe('no');
    expect(formatValor(null)).toBe('—');
    expect(formatValor('')).toBe('—');
    expect(formatValor(true)).toBe('Sí');
    expect(formatValor(false)).toBe('No');
    expect(formatValor(1234.5)).toBe('1234,5');
    expect(formatValor(12345.5)).toBe('12.345,5');
    expect(formatValor(['a', 'b'])).toBe('a, b');
    expect(formatValor([])).toBe('—');
    expect(formatValor({ ventana: 4 })).toBe('{"ventana":4}');
    expect(formatValor('2026-03-05T12:00:00.000Z')).toMatch(/\/03\/2026/);
    expect(formatValor('texto')).toBe('texto');
  });

  it('turns detalle keys into labels', () => {
    expect(detalleLabel('preciosRegistrados')).toBe('Precios registrados');
    expect(detalleLabel('sorteos_agregados')).toBe('Sorteos agregados');
    expect(detalleLabel('archivo')).toBe('Archivo');
  });
});
