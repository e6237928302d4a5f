import type { PermissionKey } from '@gestion/contract';
import { renderArea, signInForTest, TEST_API } from '@gestion/ui/testing';
import MainRoutes from '../routes';

export { mockApi as mockServer } from '@gestion/ui/testing';
export const API = TEST_API;

export function signInAs(permissions: PermissionKey[], opts: { superuser?: boolean; groups?: string[] } = {}) {
  signInForTest({ permissions, ...opts, token: 'tok' });
}

/** Mounts the remote the way the host does (docs/frontend-contract.md, mounting table). */
export function renderAt(path: string) {
  return renderArea(<MainRoutes />, path, {
    mounts: ['/main/*', '/terra/unidad/list', '/:subproyecto/tareas/list'],
    probes: { '/error/403': '403', '/user/dashboard': 'dashboard' },
  });
}
