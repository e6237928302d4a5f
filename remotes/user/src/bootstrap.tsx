// Standalone development mount (webpack serve on :3005); the host only loads ./area.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppThemeProvider, AreaRoutes, Toaster } from '@gestion/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import area from './area';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <AppThemeProvider>
          <div style={{ padding: 24 }}>
            <AreaRoutes area={area} />
          </div>
          <Toaster />
        </AppThemeProvider>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
