// What an area (a remote) says about itself, in one file per remote (`src/area.ts`). The host
// derives its routes, guards and sidebar from it; the remote's build publishes the data part as
// `navigation.json` beside its `mf-manifest.json` (tools/build), so the host can draw the
// sidebar and know the routes before, or without, loading the remote's code.
// Types only: a remote's area file imports nothing at run time, so it stays a few hundred bytes.
import type { PermissionKey } from '@gestion/contract/permissions';
import type { ComponentType } from 'react';

export interface AreaResource {
  /** Absolute route pattern, as react-router writes it: `/main/sprint/:id`. */
  path: string;
  /** The route's gate: without it the user goes to /error/403 (a superuser passes). */
  permission?: PermissionKey;
  /**
   * The screen's name in the browser tab, from its Spanish heading or sidebar label: 'Usuarios'
   * makes the tab 'Usuarios · Gestión'. `{param}` puts the route's parameter in it ('Paquete
   * {sigla}'); `{Param}`, the same with a capital first letter. The host sets it whenever the route
   * is shown, before the screen's code loads; without it the tab reads 'Gestión'.
   */
  title?: string;
  /** Shown signed out too, outside the layout (an activation link opened from a mail). */
  public?: boolean;
  /** The screen, loaded when the route is first opened. */
  screen(): Promise<{ default: ComponentType }>;
  /**
   * Routes with the same `screenKey` (and the same `screen`) are one screen: moving between them
   * keeps it mounted, as for the steps of a wizard that each have their own path. Without it a
   * screen mounts afresh whenever the path changes, so that no page carries state from one record
   * to the next.
   */
  screenKey?: string;
}

/** One entry of the sidebar; it need not point at a route of this same area. */
export interface AreaNavItem {
  /** Section title as shown ('Main', 'Terra'...); the host orders the known ones. */
  section: string;
  label: string;
  to: string;
  /** Position inside the section (ascending); sections gather items of several areas. */
  order: number;
  permission?: PermissionKey;
  /** Also needs a group whose lowercased name starts with this (`terra_`). */
  rolePrefix?: string;
}

export interface AreaDescriptor {
  /** The federation name (apps.json). */
  name: string;
  resources: AreaResource[];
  nav: AreaNavItem[];
}

/** The published, code-free part of a descriptor (`navigation.json`). */
export interface AreaNavigation {
  name: string;
  resources: Omit<AreaResource, 'screen'>[];
  nav: AreaNavItem[];
}
