import type { PermissionKey } from '@gestion/contract';
import { IMPORT_CALL_PERMISSIONS, IMPORT_CALLS_AL_CREAR, type ImportCalls } from './run-import';

// What a user needs to get through the wizard, beyond terra.import_precioproducto (the route's
// gate): the routes behind the final step's calls (IMPORT_CALL_PERMISSIONS) and those of the
// steps' own calls. vincular-variante (pueblo.add_unidadmedidavariante) is left out: its
// failure is ignored (spec section 4) and stops nothing.

/** The lists the steps match values against: without one, its step cannot continue. */
const LECTURAS: readonly PermissionKey[] = ['pueblo.view_unidadmedida', 'pueblo.view_recursotipo', 'pueblo.view_recursocategoria', 'terra.view_distribuidor'];
/** The category step creates a category on the server when a value matches none. */
const CREAR_CATEGORIA: PermissionKey = 'pueblo.add_recursocategoria';

const alCrear = new Set<keyof ImportCalls>(IMPORT_CALLS_AL_CREAR);
const calls = Object.keys(IMPORT_CALL_PERMISSIONS) as (keyof ImportCalls)[];

export const PERMISOS_IMPORTACION = {
  /** needed whatever the file */
  siempre: [...new Set([...calls.filter((c) => !alCrear.has(c)).map((c) => IMPORT_CALL_PERMISSIONS[c]), ...LECTURAS])],
  /** needed when the file brings types, categories or distributors that do not exist yet */
  alCrear: [...new Set([...IMPORT_CALLS_AL_CREAR.map((c) => IMPORT_CALL_PERMISSIONS[c]), CREAR_CATEGORIA])],
};

export const PERMISOS_MESSAGES = {
  faltan: (permisos: readonly string[]) => `No podrás completar la importación: te faltan los permisos ${permisos.join(', ')}.`,
  alCrear: (permisos: readonly string[]) =>
    `Si el archivo trae tipos, categorías o distribuidores que aún no existen, no podrás crearlos: te faltan los permisos ${permisos.join(', ')}.`,
} as const;

/** The permissions of PERMISOS_IMPORTACION that `has` denies (a superuser's `has` denies none). */
export function permisosFaltantes(has: (key: PermissionKey) => boolean): { siempre: PermissionKey[]; alCrear: PermissionKey[] } {
  return { siempre: PERMISOS_IMPORTACION.siempre.filter((p) => !has(p)), alCrear: PERMISOS_IMPORTACION.alCrear.filter((p) => !has(p)) };
}
