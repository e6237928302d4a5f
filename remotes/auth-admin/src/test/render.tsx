import '@gestion/ui/test/dom-polyfills';
import { signInForTest } from '@gestion/session/testing';
import { configureApi } from '@gestion/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '@gestion/ui';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export const API = 'http://api.test';

// antd under happy-dom is slow: whole-form tests need more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });


configureApi({ baseURL: API });

// happy-dom has no alert: the screens' alerts are read through this spy.
if (typeof window.alert !== 'function') window.alert = () => {};

export function signInAs(opts: { permissions?: string[]; superuser?: boolean; username?: string } = {}): void {
  signInForTest({ ...opts, user: { username: opts.username ?? 'admin' } });
}

/** Renders `ui` at `path` (matched by `pattern`), with a fresh query client and a /login and /auth/usuario/list probe. */
export function renderAt(ui: ReactElement, path: string, pattern = '*') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="/login" element={<p>pantalla de login</p>} />
          <Route path="/auth/usuario/list" element={<p>lista tras crear</p>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
