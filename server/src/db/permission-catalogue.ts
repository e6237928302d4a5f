// The permission catalogue: view/add/change/delete for every model of the product, plus the
// extra permissions. Keys are `app.action_model` and are stored whole in `permissions.codename`.
// It is synchronised after the migrations at every start (inserting what is missing, never
// deleting), as Django's post_migrate signal does. The keys' type lives in the contract package,
// shared with the browser; the checks below keep this runtime list and that type equal.
import type { ExtraPermissionKey, PermissionAction, PermissionKey, PermissionModels } from '@gestion/contract/permissions';

export const ACTIONS = ['view', 'add', 'change', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const MODELS = {
  auth: ['user', 'group', 'permission'],
  main: ['sprint', 'tareasprint', 'subproyecto'],
  pueblo: ['unidadmedida', 'unidadmedidavariante', 'recursotipo', 'recursocategoria'],
  terra: [
    'producto',
    'precioproducto',
    'distribuidor',
    'equipo',
    'invitacion',
    'notificacion',
    'inmueble',
    'dashboardconfig',
    'usuarioextra',
    'profesion',
  ],
  acmia: ['expectativa'],
  rodox: [
    'contexto',
    'sorteo',
    'sorteometricaparidad',
    'metricaconfig',
    'metrica',
    'jornada',
    'proyeccion',
    'seleccion',
    'sonador',
  ],
} as const;

export type AppLabel = keyof typeof MODELS;
type ModelOf<A extends AppLabel> = (typeof MODELS)[A][number];

export const EXTRA_PERMISSIONS = [
  { key: 'terra.import_precioproducto', name: 'Can import precioproducto' },
  // The history is read only: no add/change/delete exists for it, so only its view.
  { key: 'auth.view_historial', name: 'Can view historial' },
] as const;

export type { PermissionKey };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RuntimeModels = { [A in AppLabel]: ModelOf<A> };
// Compile-time drift checks between this list and the contract's types.
const modelsMatch: Same<RuntimeModels, PermissionModels> = true;
const actionsMatch: Same<Action, PermissionAction> = true;
const extrasMatch: Same<(typeof EXTRA_PERMISSIONS)[number]['key'], ExtraPermissionKey> = true;
void [modelsMatch, actionsMatch, extrasMatch];

export interface PermissionDef {
  key: PermissionKey;
  app_label: AppLabel;
  model: string;
  name: string;
}

function build(): PermissionDef[] {
  const defs: PermissionDef[] = [];
  for (const app of Object.keys(MODELS) as AppLabel[]) {
    for (const model of MODELS[app]) {
      for (const action of ACTIONS) {
        defs.push({
          key: `${app}.${action}_${model}` as PermissionKey,
          app_label: app,
          model,
          name: `Can ${action} ${model}`,
        });
      }
    }
  }
  for (const extra of EXTRA_PERMISSIONS) {
    const [app, codename] = extra.key.split('.') as [AppLabel, string];
    defs.push({ key: extra.key, app_label: app, model: codename.slice(codename.indexOf('_') + 1), name: extra.name });
  }
  return defs;
}

export const PERMISSION_CATALOGUE: readonly PermissionDef[] = build();

const KEYS = new Set<string>(PERMISSION_CATALOGUE.map((p) => p.key));

export function isPermissionKey(value: string): value is PermissionKey {
  return KEYS.has(value);
}
