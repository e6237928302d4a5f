// Standalone development mount (webpack serve on :3005); the host only loads ./routes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppThemeProvider, Toaster } from '@gestion/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import UserRoutes from './routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <AppThemeProvider>
          <div style={{ padding: 24 }}>
            <Routes>
              <Route path="/user/*" element={<UserRoutes />} />
              <Route path="*" element={<Navigate to="/user/dashboard" replace />} />
            </Routes>
          </div>
          <Toaster />
        </AppThemeProvider>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
