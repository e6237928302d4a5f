import '@gestion/ui/test/dom-polyfills';
import { signInForTest } from '@gestion/session/testing';
import { configureApi } from '@gestion/api';
import { AreaRoutes, Toaster, toast } from '@gestion/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, useLocation } from 'react-router-dom';
import area from '../area';

export const API = 'http://api.test';

// happy-dom has no window.alert; the screens use it for the spec's "alert" texts.
if (typeof window.alert !== 'function') window.alert = () => {};


export function mockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    configureApi({ baseURL: API });
  });
  afterEach(() => {
    server.resetHandlers();
    act(() => toast.clear());
  });
  afterAll(() => server.close());
  return server;
}

export function signInAs(permissions: string[], opts: { superuser?: boolean; groups?: string[] } = {}) {
  signInForTest({ permissions, ...opts, token: 'tok' });
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Mounts the area's routes as the host derives them from its descriptor. */
export function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* Without motion antd dialogs open and close at once (happy-dom never ends transitions). */}
      <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes area={area}>
          <Route path="/error/403" element={<p>403</p>} />
          <Route path="/user/dashboard" element={<p>dashboard</p>} />
        </AreaRoutes>
        <WhereAmI />
      </MemoryRouter>
      </ConfigProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}
