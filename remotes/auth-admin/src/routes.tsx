import type { PermissionKey } from '@gestion/contract';
import { RequirePermission } from '@gestion/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Skeleton } from 'antd';

const UsersList = lazy(() => import('./features/users/components/users-list').then((m) => ({ default: m.UsersList })));
const CreateUserForm = lazy(() => import('./features/users/components/create-user-form').then((m) => ({ default: m.CreateUserForm })));
const GroupsList = lazy(() => import('./features/groups/components/groups-list').then((m) => ({ default: m.GroupsList })));
const GroupPermissionsPage = lazy(() =>
  import('./features/permissions/components/group-permissions-page').then((m) => ({ default: m.GroupPermissionsPage })),
);
const UserRolesPage = lazy(() => import('./features/roles/components/user-roles-page').then((m) => ({ default: m.UserRolesPage })));
const ActivateUser = lazy(() => import('./features/activation/components/activate-user'));

function Page({ children, permission }: { children: ReactNode; permission?: PermissionKey }) {
  const page = <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{children}</Suspense>;
  return permission ? <RequirePermission permission={permission}>{page}</RequirePermission> : page;
}

/** The Authentication area, mounted by the host at /auth/*. */
export default function AuthAdminRoutes() {
  return (
    <Routes>
      <Route path="user/list" element={<Page permission="auth.view_user"><UsersList /></Page>} />
      <Route path="usuario/list" element={<Page><UsersList /></Page>} />
      <Route path="usuario/create" element={<Page permission="auth.add_user"><CreateUserForm /></Page>} />
      <Route path="group/list" element={<Page permission="auth.view_group"><GroupsList /></Page>} />
      <Route path="permiso/list" element={<Page><GroupPermissionsPage /></Page>} />
      <Route path="usuario/:id/roles" element={<Page><UserRolesPage /></Page>} />
      <Route path="usuario/:username/activate" element={<Page><ActivateUser /></Page>} />
      <Route path="*" element={<Navigate to="/user/dashboard" replace />} />
    </Routes>
  );
}
