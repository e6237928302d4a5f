import type { PermissionKey } from '@gestion/contract';
import { AreaRoutes } from '@gestion/ui';
import { renderArea, signInForTest, TEST_API } from '@gestion/ui/testing';
import type { ReactElement } from 'react';
import area from '../area';

export { mockApi as mockServer } from '@gestion/ui/testing';
export const API = TEST_API;

export function signInAs(permissions: PermissionKey[], opts: { superuser?: boolean; groups?: string[] } = {}) {
  signInForTest({ permissions, ...opts, token: 'tok' });
}

/** Mounts the area's routes as the host derives them from its descriptor. */
export function renderAt(path: string) {
  return renderArea(<AreaRoutes area={area} />, path, { probes: { '/error/403': '403', '/user/dashboard': 'dashboard' } });
}

/** Renders one shared component of the area (not a screen) with the same providers, at `path`. */
export function renderComponent(element: ReactElement, path = '/') {
  return renderArea(element, path);
}
