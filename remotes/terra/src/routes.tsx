import { Navigate, Route, Routes } from 'react-router-dom';
import { CheckgrafiaCreatePage, InformeCreatePage } from './features/stubs/stub-pages';

/** Terra area, mounted by the host at `/terra/*`; paths here are relative to it. */
export default function TerraRoutes() {
  return (
    <Routes>
      <Route path="checkgrafia/create" element={<CheckgrafiaCreatePage />} />
      <Route path="informe/create" element={<InformeCreatePage />} />
      <Route path="*" element={<Navigate to="/user/dashboard" replace />} />
    </Routes>
  );
}
