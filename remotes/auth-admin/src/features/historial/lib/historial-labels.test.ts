import { describe, expect, it } from 'vitest';
import * as auth from '@gestion/contract/resources/auth';
import * as main from '@gestion/contract/resources/main';
import * as pueblo from '@gestion/contract/resources/pueblo';
import * as rodox from '@gestion/contract/resources/rodox';
import * as terra from '@gestion/contract/resources/terra';
import { PERMISSION_MODELS } from '@gestion/contract/permissions';
import { declarationsIn } from '@gestion/contract/resource';
import { accionLabel, detalleLabel, formatFecha, formatValor, objetoTipoLabel, OBJETO_TIPO_LABELS, OBJETO_TIPO_OPTIONS } from './historial-labels';

/**
 * Every declared resource's history type (`app.model`): its corrections and removals write one.
 * Not the history's own declaration: a model with only a view permission, written by nobody.
 */
const declaredTypes = declarationsIn(auth, main, pueblo, rodox, terra)
  .filter((resource) => resource.model in (PERMISSION_MODELS as Record<string, object>)[resource.app]!)
  .map((resource) => `${resource.app}.${resource.model}`);

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

  it('names the object type of every declared resource', () => {
    expect(declaredTypes.length).toBeGreaterThan(20);
    expect(declaredTypes.filter((tipo) => !OBJETO_TIPO_LABELS[tipo])).toEqual([]);
    expect(objetoTipoLabel('terra.importacion')).toBe('Importación de precios');
    expect(OBJETO_TIPO_LABELS['auth.permission'], 'the catalogue is never written').toBeUndefined();
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
