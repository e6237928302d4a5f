import { Route, Routes } from 'react-router-dom';
import { CatastroPage } from '../features/auth/catastro-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { ProtectedApp } from '../features/guard/protected-app';
import { SessionOverlays } from '../features/guard/session-overlays';
import { DocumentTitleSync } from '../features/navigation/document-title-sync';

export function AppRoutes() {
  return (
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<RegisterPage />} />
        <Route path="/catastro" element={<CatastroPage />} />
        <Route path="*" element={<ProtectedApp />} />
      </Routes>
      <SessionOverlays />
      <DocumentTitleSync />
    </>
  );
}
