import '@gestion/ui/test/dom-polyfills';
import { signInForTest } from '@gestion/session/testing';
import { configureApi } from '@gestion/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '@gestion/ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export const API = 'http://api.test';

configureApi({ baseURL: API });

// happy-dom has no alert: the screens' alerts are read through this spy.
if (typeof window.alert !== 'function') window.alert = () => {};

export function signInAs(opts: { permissions?: string[]; superuser?: boolean; username?: string } = {}): void {
  signInForTest({ ...opts, user: { username: opts.username ?? 'admin' } });
}

/** Renders `ui` at `path` (matched by `pattern`), with a fresh query client, probes at /login and /auth/usuario/list, and any `probes` (path → text). */
export function renderAt(ui: ReactElement, path: string, pattern = '*', probes: Record<string, string> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="/login" element={<p>pantalla de login</p>} />
          <Route path="/auth/usuario/list" element={<p>lista tras crear</p>} />
          {Object.entries(probes).map(([at, text]) => (
            <Route key={at} path={at} element={<p>{text}</p>} />
          ))}
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
