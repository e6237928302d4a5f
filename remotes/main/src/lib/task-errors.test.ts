import { httpErrorForTest as httpError } from '@gestion/api/testing';
import { describe, expect, it } from 'vitest';
import { taskUpdateError } from './task-errors';

describe('taskUpdateError', () => {
  it('uses the server detail after Motivo:', () => {
    expect(taskUpdateError(httpError(403, { detail: 'No tienes permiso para realizar esta acción.' }))).toEqual({
      title: 'No se pudo actualizar la tarea.',
      description: 'Motivo: No tienes permiso para realizar esta acción.',
    });
  });

  it('uses a field error as the reason', () => {
    expect(taskUpdateError(httpError(400, { estado: ['"x" no es una elección válida.'] })).description).toBe(
      'Motivo: "x" no es una elección válida.',
    );
  });

  it('finds the reason inside nested field errors (DRF shapes), never "[object Object]"', () => {
    expect(taskUpdateError(httpError(400, { tareas: { '1': ['Este campo no puede estar en blanco.'] } })).description).toBe(
      'Motivo: Este campo no puede estar en blanco.',
    );
    expect(taskUpdateError(httpError(400, { tareas: [{}, { descripcion: ['Este campo es requerido.'] }] })).description).toBe(
      'Motivo: Este campo es requerido.',
    );
  });

  it.each([
    [403, 'No tienes permisos para modificar esta tarea.'],
    [404, 'La tarea no existe o fue eliminada.'],
    [500, 'Error interno del servidor.'],
  ])('without a detail, status %i gives its text', (status, text) => {
    expect(taskUpdateError(httpError(status, '<html>'))).toEqual({ title: 'No se pudo actualizar la tarea.', description: text });
  });

  it('other failures give only the title', () => {
    expect(taskUpdateError(new Error('Network Error'))).toEqual({ title: 'No se pudo actualizar la tarea.' });
    expect(taskUpdateError(httpError(502, null))).toEqual({ title: 'No se pudo actualizar la tarea.' });
  });
});
