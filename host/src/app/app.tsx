import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { RootErrorBoundary } from './root-error-boundary';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A 401/403 will not fix itself on retry; one retry covers a transient network error.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
