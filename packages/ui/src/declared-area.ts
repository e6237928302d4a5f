// A declared model's screens in a remote's area descriptor, in one entry: its list and its
// record's page, and its sidebar item, each behind the model's `view_` permission. A remote's
// `src/area.ts` imports this module at run time, so it imports nothing at run time itself but the
// screens, lazily (`import('@gestion/ui')`: the design system the page shares, loaded when a
// screen is first opened); the build evaluates it to publish `navigation.json`
// (tools/build/navigation.cjs).
import type { PermissionKey } from '@gestion/contract/permissions';
import type { ResourceDeclaration } from '@gestion/contract/resource';
import type { AreaNavItem, AreaResource } from './area';
import type { DeclaredDetailPageProps } from './declared-detail-page';
import type { DeclaredListPageProps } from './declared-list-page';

export interface DeclaredScreensOptions {
  /** The list's route, `/{area}/{modelo}/list`; the record's page is `/{area}/{modelo}/:id`. */
  list: string;
  /** The list's heading, tab and sidebar label ('Productos'). */
  title: string;
  /** What one record is called ('Producto'): the record's heading and tab. */
  recordTitle: string;
  /** The list page's other props (its own create page, its empty texts, the create form's button). */
  listProps?: Omit<DeclaredListPageProps<never>, 'resource' | 'title' | 'detailPath' | 'overrides'>;
  /** The record page's other props (its load error's text). */
  detailProps?: Pick<DeclaredDetailPageProps<never>, 'loadError'>;
  /** The sidebar's item: its section and position (its label is `title` unless said). Absent: reached by its address. */
  nav?: Omit<AreaNavItem, 'to' | 'permission' | 'label'> & { label?: string };
}

export interface DeclaredScreens {
  resources: AreaResource[];
  nav: AreaNavItem[];
}

type Declared = ResourceDeclaration<{ id: string | number }>;

/**
 * The area entries of a declared model: `...declared.resources` in the descriptor's `resources`,
 * `...declared.nav` in its `nav`.
 */
export function declaredScreens<T extends { id: string | number }>(resource: ResourceDeclaration<T>, options: DeclaredScreensOptions): DeclaredScreens {
  const { list, title, recordTitle, listProps, detailProps, nav } = options;
  if (!list.endsWith('/list')) throw new Error(`${list}: la lista de un modelo declarado es /{area}/{modelo}/list`);
  const detail = `${list.slice(0, -'/list'.length)}/:id`;
  const permission = `${resource.app}.view_${resource.model}` as PermissionKey;
  const declared = resource as unknown as Declared;
  const screens = () => import('@gestion/ui');
  return {
    resources: [
      {
        path: list,
        title,
        permission,
        screen: () => screens().then((ui) => ({ default: ui.declaredListScreen(declared, { ...listProps, title, detailPath: detail }) })),
      },
      {
        path: detail,
        title: `${recordTitle} {id}`,
        permission,
        screen: () => screens().then((ui) => ({ default: ui.declaredDetailScreen(declared, { ...detailProps, title: recordTitle, listPath: list, listTitle: title }) })),
      },
    ],
    nav: nav ? [{ ...nav, label: nav.label ?? title, to: list, permission }] : [],
  };
}
