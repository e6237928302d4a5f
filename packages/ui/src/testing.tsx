// The test harness of every area (imported as '@gestion/ui/testing', never by app code): render a
// screen or a whole area at a route, as the host mounts it, with a signed-in session and the API
// mocked by MSW.
import './test/dom-polyfills';
import { configureApi } from '@gestion/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type MemoryRouterProps } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toast, Toaster } from './toast';

export { signInForTest } from '@gestion/session/testing';
export type { TestSignIn } from '@gestion/session/testing';

/** The API base URL of the tests: mock handlers are written against it. */
export const TEST_API = 'http://api.test';

configureApi({ baseURL: TEST_API });

// happy-dom has no alert: the screens use it for the spec's "alert" texts (spy on it to read them).
if (typeof window.alert !== 'function') window.alert = () => {};

/**
 * The mocked API of a test file: listens for the whole file, refuses requests it has no handler
 * for, and forgets `server.use` overrides and toasts after each test.
 */
export function mockApi(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    act(() => toast.clear());
  });
  afterAll(() => server.close());
  return server;
}

/** A path, or a path with its navigation state (`{ pathname, state }`). */
export type AreaEntry = NonNullable<MemoryRouterProps['initialEntries']>[number];

export interface RenderAreaOptions {
  /** The route patterns the element is mounted at, as the host mounts the area (e.g. '/auth/*'). */
  mounts?: string[];
  /** Other paths, each showing a text: to see where a screen navigated to. */
  probes?: Record<string, string>;
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders `element` at `path` with a fresh query client (no retries), antd without motion
 * (happy-dom never ends a transition, so dialogs would never close), the toasts, and an
 * `<output data-testid="location">` with the current path.
 */
export function renderArea(element: ReactElement, path: AreaEntry, { mounts = ['*'], probes = {} }: RenderAreaOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {mounts.map((at) => (
              <Route key={at} path={at} element={element} />
            ))}
            {Object.entries(probes).map(([at, text]) => (
              <Route key={at} path={at} element={<p>{text}</p>} />
            ))}
          </Routes>
          <Location />
        </MemoryRouter>
      </ConfigProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}
