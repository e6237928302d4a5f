import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { RootErrorBoundary } from './root-error-boundary';

/** The page: its routes. The query cache is the signed-in layout's (query-client.tsx). */
export function App() {
  return (
    <RootErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RootErrorBoundary>
  );
}
