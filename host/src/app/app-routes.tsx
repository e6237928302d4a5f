import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CatastroPage } from '../features/auth/catastro-page';
import { LoginPage } from '../features/auth/login-page';
import { ProtectedApp } from '../features/guard/protected-app';
import { SessionOverlays } from '../features/guard/session-overlays';
import { DocumentTitleSync } from '../features/navigation/document-title-sync';
import { withApiClient } from '../lib/api-client';

// Registration calls the API at once (the API client, axios): not loaded with the login page.
const RegisterPage = lazy(() =>
  withApiClient(import('../features/auth/register-page')).then((m) => ({ default: m.RegisterPage })),
);

// The password reset's screens call the API too; most visitors of /login never open them.
const ForgotPasswordPage = lazy(() =>
  withApiClient(import('../features/auth/forgot-password-page')).then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  withApiClient(import('../features/auth/reset-password-page')).then((m) => ({ default: m.ResetPasswordPage })),
);

const registerPage = (
  <Suspense fallback={null}>
    <RegisterPage />
  </Suspense>
);

export function AppRoutes() {
  return (
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={registerPage} />
        <Route path="/" element={registerPage} />
        <Route path="/catastro" element={<CatastroPage />} />
        <Route
          path="/recuperar-contrasena"
          element={
            <Suspense fallback={null}>
              <ForgotPasswordPage />
            </Suspense>
          }
        />
        <Route
          path="/restablecer-contrasena"
          element={
            <Suspense fallback={null}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        <Route path="*" element={<ProtectedApp />} />
      </Routes>
      <SessionOverlays />
      <DocumentTitleSync />
    </>
  );
}
