import type { PermissionKey } from '@gestion/contract';
import { PERMISOS_IMPORTACION, PERMISOS_MESSAGES, permisosFaltantes } from './permisos';
import { IMPORT_CALL_PERMISSIONS } from './run-import';

const solo = (keys: readonly PermissionKey[]) => (key: PermissionKey) => keys.includes(key);

describe('permisos of the wizard', () => {
  it('lists every permission of the final calls, and the lists the steps read', () => {
    const todos = [...PERMISOS_IMPORTACION.siempre, ...PERMISOS_IMPORTACION.alCrear];
    for (const p of Object.values(IMPORT_CALL_PERMISSIONS)) expect(todos).toContain(p);
    expect(PERMISOS_IMPORTACION.siempre).toEqual([
      'terra.add_producto',
      'terra.add_precioproducto',
      'pueblo.view_unidadmedida',
      'pueblo.view_recursotipo',
      'pueblo.view_recursocategoria',
      'terra.view_distribuidor',
    ]);
    expect(PERMISOS_IMPORTACION.alCrear).toEqual(['pueblo.add_recursotipo', 'terra.add_distribuidor', 'pueblo.add_recursocategoria']);
  });

  it('names what a user with only the sidebar permission lacks; none for who has them all', () => {
    const faltan = permisosFaltantes(solo(['terra.import_precioproducto', 'pueblo.view_unidadmedida']));
    expect(faltan.siempre).toEqual(['terra.add_producto', 'terra.add_precioproducto', 'pueblo.view_recursotipo', 'pueblo.view_recursocategoria', 'terra.view_distribuidor']);
    expect(faltan.alCrear).toEqual(PERMISOS_IMPORTACION.alCrear);
    expect(permisosFaltantes(solo([...PERMISOS_IMPORTACION.siempre, ...PERMISOS_IMPORTACION.alCrear]))).toEqual({ siempre: [], alCrear: [] });
    expect(PERMISOS_MESSAGES.faltan(['terra.add_producto'])).toBe('No podrás completar la importación: te faltan los permisos terra.add_producto.');
  });
});
