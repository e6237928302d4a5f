import { renderArea, signInForTest, TEST_API, type TestSignIn } from '@gestion/ui/testing';
import type { ReactElement } from 'react';

export { mockApi } from '@gestion/ui/testing';
export const API = TEST_API;

/** Signed in as 'admin' (id 1) unless told otherwise. */
export function signInAs(opts: Pick<TestSignIn, 'permissions' | 'superuser'> & { username?: string } = {}): void {
  signInForTest({ ...opts, user: { username: opts.username ?? 'admin' } });
}

/** Renders `ui` at `path` (matched by `pattern`), with probes at /login and /auth/usuario/list, and any `probes` (path → text). */
export function renderAt(ui: ReactElement, path: string, pattern = '*', probes: Record<string, string> = {}) {
  return renderArea(ui, path, { mounts: [pattern], probes: { '/login': 'pantalla de login', '/auth/usuario/list': 'lista tras crear', ...probes } });
}
