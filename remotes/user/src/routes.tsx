import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Skeleton } from 'antd';

const PasswordEditPage = lazy(() => import('./features/password/components/password-edit-page'));
const DesnudarPage = lazy(() => import('./features/desnudar/components/desnudar-page'));
const DashboardPage = lazy(() => import('./features/dashboard/components/dashboard-page'));

/** The user area, mounted by the host at /user/*: paths are relative to it. */
export default function UserRoutes() {
  return (
    <Suspense fallback={<Skeleton active />}>
      <Routes>
        <Route path="password/edit" element={<PasswordEditPage />} />
        <Route path="desnudar" element={<DesnudarPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="*" element={<Navigate to="/user/dashboard" replace />} />
      </Routes>
    </Suspense>
  );
}
