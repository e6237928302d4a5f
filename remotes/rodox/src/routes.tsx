import { Navigate, Route, Routes } from 'react-router-dom';

/** Area mounted by the host at `/rodox/*`; paths here are relative to it. Screens come with their issues. */
export default function RodoxRoutes() {
  return (
    <Routes>
      <Route path="*" element={<Navigate to="/user/dashboard" replace />} />
    </Routes>
  );
}
