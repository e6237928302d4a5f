import type { AreaNavigation, AreaNavItem, AreaResource } from '@gestion/ui/area';
import { matchRoutes } from 'react-router-dom';

export const PASSWORD_EDIT_PATH = '/user/password/edit';
export const FORBIDDEN_PATH = '/error/403';

export interface AreaRoute extends Omit<AreaResource, 'screen'> {
  area: string;
}

/** Every route of every area, each with the area that serves it. */
export function areaRoutes(areas: AreaNavigation[]): AreaRoute[] {
  return areas.flatMap((a) => a.resources.map((r) => ({ ...r, area: a.name })));
}

/** The route of `pathname`, the most specific one winning (react-router's ranking). */
export function matchAreaRoute(areas: AreaNavigation[], pathname: string): AreaRoute | null {
  const routes = areaRoutes(areas);
  const match = matchRoutes(routes, pathname);
  return match ? (match[match.length - 1]!.route as AreaRoute) : null;
}

export interface SidebarSection {
  label: string;
  items: AreaNavItem[];
}

// The spec's order of sections; a section an area adds later goes after these.
const SECTION_ORDER = ['Usuario', 'Autenticación', 'Main', 'Terra', 'Acmia', 'Rodox'];

export interface Access {
  isSuperuser: boolean;
  hasPermission(key: string): boolean;
  hasRolePrefix(prefix: string): boolean;
}

export function isItemVisible(item: AreaNavItem, access: Access): boolean {
  if (access.isSuperuser) return true;
  if (item.permission && !access.hasPermission(item.permission)) return false;
  if (item.rolePrefix && !access.hasRolePrefix(item.rolePrefix)) return false;
  return true;
}

/** The sidebar gathered from every area: sections in order, items by their `order`. */
export function sidebarSections(areas: AreaNavigation[]): SidebarSection[] {
  const sections = new Map<string, AreaNavItem[]>();
  for (const item of areas.flatMap((a) => a.nav)) {
    sections.set(item.section, [...(sections.get(item.section) ?? []), item]);
  }
  const rank = (label: string) => (SECTION_ORDER.includes(label) ? SECTION_ORDER.indexOf(label) : SECTION_ORDER.length);
  return [...sections.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([label, items]) => ({ label, items: [...items].sort((a, b) => a.order - b.order) }));
}

/** Sections with their visible items; a section left empty is dropped. */
export function visibleSections(sections: SidebarSection[], access: Access): SidebarSection[] {
  return sections
    .map((s) => ({ ...s, items: s.items.filter((i) => isItemVisible(i, access)) }))
    .filter((s) => s.items.length > 0);
}
