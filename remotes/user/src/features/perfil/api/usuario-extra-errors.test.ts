import { describe, expect, it } from 'vitest';
import { httpErrorForTest, networkErrorForTest } from '@gestion/api/testing';
import { usuarioExtraFieldErrors } from './usuario-extra-errors';

describe('usuarioExtraFieldErrors', () => {
  it('puts top-level field errors on their fields', () => {
    const err = httpErrorForTest(400, { avatar: ['Introduzca una URL válida.'], bio: ['Demasiado larga.', 'Otra.'] });
    expect(usuarioExtraFieldErrors(err)).toEqual([
      { name: ['avatar'], errors: ['Introduzca una URL válida.'] },
      { name: ['bio'], errors: ['Demasiado larga.', 'Otra.'] },
    ]);
  });

  it('puts phone errors listed per row on that row', () => {
    const err = httpErrorForTest(400, { telefonos: [{}, { numero: ['Este campo no puede estar en blanco.'], tipo: ['Elija una opción válida.'] }] });
    expect(usuarioExtraFieldErrors(err)).toEqual([
      { name: ['telefonos', 1, 'numero'], errors: ['Este campo no puede estar en blanco.'] },
      { name: ['telefonos', 1, 'tipo'], errors: ['Elija una opción válida.'] },
    ]);
  });

  it('reads phone errors keyed by index, and other row errors on the number', () => {
    const err = httpErrorForTest(400, { telefonos: { '2': { non_field_errors: ['Número repetido.'] } } });
    expect(usuarioExtraFieldErrors(err)).toEqual([{ name: ['telefonos', 2, 'numero'], errors: ['Número repetido.'] }]);
  });

  it('keeps errors about the whole list on the list', () => {
    const err = httpErrorForTest(400, { telefonos: ['Demasiados teléfonos.'] });
    expect(usuarioExtraFieldErrors(err)).toEqual([{ name: ['telefonos'], errors: ['Demasiados teléfonos.'] }]);
  });

  it('finds nothing in a detail, a 500 or a network failure', () => {
    expect(usuarioExtraFieldErrors(httpErrorForTest(400, { detail: 'No.' }))).toEqual([]);
    expect(usuarioExtraFieldErrors(httpErrorForTest(500, { avatar: ['x'] }))).toEqual([]);
    expect(usuarioExtraFieldErrors(networkErrorForTest())).toEqual([]);
    expect(usuarioExtraFieldErrors(new Error('x'))).toEqual([]);
  });
});
