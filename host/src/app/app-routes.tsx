import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CatastroPage } from '../features/auth/catastro-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { ProtectedApp } from '../features/guard/protected-app';
import { SessionOverlays } from '../features/guard/session-overlays';

// Public screens served by a remote (the activation link of the registration mail is opened
// signed out): loaded with antd and the design system, never with the login page.
const PublicRemotePage = lazy(() => import('../features/remotes/public-remote-page'));

export function AppRoutes() {
  return (
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<RegisterPage />} />
        <Route path="/catastro" element={<CatastroPage />} />
        <Route
          path="/auth/usuario/:username/activate"
          element={
            <Suspense fallback={null}>
              <PublicRemotePage module="auth_admin/activate" />
            </Suspense>
          }
        />
        <Route path="*" element={<ProtectedApp />} />
      </Routes>
      <SessionOverlays />
    </>
  );
}
