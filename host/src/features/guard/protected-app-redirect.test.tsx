import { sessionStore } from '@gestion/session';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as Router from 'react-router-dom';
import { validToken } from '../../test/api-server';
import { ProtectedApp } from './protected-app';

// The router applies a redirect in a transition: until the next screen renders, the page shows
// what the guard rendered. Here the redirect never completes, so that is what the test sees.
const redirects: string[] = [];
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof Router>()),
  Navigate: ({ to }: { to: string }) => {
    redirects.push(to);
    return null;
  },
}));
vi.mock('../shell/signed-in-shell', () => ({ default: () => <div>shell</div> }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ProtectedApp />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.clear();
  redirects.length = 0;
});

describe('the guard while its redirect is under way', () => {
  it.each([
    ['a session that just ended (expiry, a 401)', '/auth/user/list', () => undefined, '/login'],
    ['a chosen sign-out (Salir)', '/auth/user/list', () => sessionStore.clear({}), '/login'],
    ['the mandatory password change', '/user/dashboard', () => (sessionStore.setToken(validToken()), sessionStore.setMustChangePassword(true)), '/user/password/edit'],
    ['an unknown path signed in', '/no/existe', () => sessionStore.setToken(validToken()), '/user/dashboard'],
  ])('never leaves the page blank: %s', (_, path, arrange, target) => {
    arrange();
    const { container } = renderAt(path);
    expect(redirects.at(-1)).toBe(target);
    expect(container.childElementCount).toBeGreaterThan(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
