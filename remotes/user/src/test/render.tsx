import type { PermissionKey } from '@gestion/contract';
import { AreaRoutes } from '@gestion/ui';
import { renderArea, signInForTest, TEST_API, type AreaEntry, type RenderAreaOptions } from '@gestion/ui/testing';
import area from '../area';

export { mockApi } from '@gestion/ui/testing';
export const API = TEST_API;

/** Signs in a test user with exactly these permissions (and groups), or as a superuser. */
export function signInAs(permissions: PermissionKey[], opts: { superuser?: boolean; groups?: string[] } = {}) {
  signInForTest({ permissions, ...opts, token: 'tok' });
}

/** Mounts the area's routes as the host derives them from its descriptor; `probes` show where a screen navigated to. */
export function renderAt(path: AreaEntry, probes: RenderAreaOptions['probes'] = { '/error/403': '403' }) {
  return renderArea(<AreaRoutes area={area} />, path, { probes });
}
