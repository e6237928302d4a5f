/** The sidebar of spec section 2 "Layout", as data. */
export interface SidebarItem {
  label: string;
  path: string;
  /** permission key; none = every signed-in user */
  permission?: string;
  /** also needs a group whose lowercased name starts with this */
  rolePrefix?: string;
}

export interface SidebarSection {
  key: string;
  label: string;
  items: SidebarItem[];
}

export const SIDEBAR_SECTIONS: SidebarSection[] = [
  { key: 'usuario', label: 'Usuario', items: [{ label: 'Dashboard', path: '/user/dashboard' }] },
  {
    key: 'auth',
    label: 'Autenticación',
    items: [
      { label: 'Users', path: '/auth/user/list', permission: 'auth.view_user' },
      { label: 'Groups', path: '/auth/group/list', permission: 'auth.view_group' },
    ],
  },
  {
    key: 'main',
    label: 'Main',
    items: [
      { label: 'Sprints', path: '/main/sprint/list', permission: 'main.view_sprint' },
      { label: 'Unidades', path: '/main/unidad/list', permission: 'pueblo.view_unidadmedida' },
    ],
  },
  {
    key: 'terra',
    label: 'Terra',
    items: [
      { label: 'Precios', path: '/terra/producto/precio/list', permission: 'terra.view_precioproducto' },
      { label: 'Importar Precios', path: '/terra/importar-precios', permission: 'terra.import_precioproducto' },
      { label: 'Tareas Terra', path: '/terra/tareas/list', permission: 'main.view_tareasprint', rolePrefix: 'terra_' },
    ],
  },
  {
    key: 'acmia',
    label: 'Acmia',
    items: [
      { label: 'Tareas Acmia', path: '/acmia/tareas/list', permission: 'main.view_tareasprint', rolePrefix: 'acmia_' },
    ],
  },
  {
    key: 'rodox',
    label: 'Rodox',
    items: [
      { label: 'Paridad Chart', path: '/rodox/lesa/mill/paridad/chart', permission: 'rodox.view_sorteometricaparidad' },
      { label: 'Paquete', path: '/rodox/lesa/mill/paquete', permission: 'rodox.view_seleccion' },
      { label: 'Jornadas', path: '/rodox/jornada/list/table', permission: 'rodox.view_jornada' },
      // The spec's misspelled key made it visible to all; DOMAIN.md fixes it to the real one.
      { label: 'Metrica Config', path: '/rodox/metrica-config/list/table', permission: 'rodox.view_metricaconfig' },
    ],
  },
];

export interface Access {
  isSuperuser: boolean;
  hasPermission(key: string): boolean;
  hasRolePrefix(prefix: string): boolean;
}

export function isItemVisible(item: SidebarItem, access: Access): boolean {
  if (access.isSuperuser) return true;
  if (item.permission && !access.hasPermission(item.permission)) return false;
  if (item.rolePrefix && !access.hasRolePrefix(item.rolePrefix)) return false;
  return true;
}

/** Sections with their visible items; a section left empty is dropped. */
export function visibleSections(access: Access, sections = SIDEBAR_SECTIONS): SidebarSection[] {
  return sections
    .map((s) => ({ ...s, items: s.items.filter((i) => isItemVisible(i, access)) }))
    .filter((s) => s.items.length > 0);
}
