import { sessionStore } from '@gestion/session';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequirePermission } from './require-permission';

const user = (is_superuser = false) => ({
  id: 1,
  username: 'ana',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Pérez',
  is_superuser,
  is_active: true,
  must_change_password: false,
  groups: [],
});

function renderGate() {
  return render(
    <MemoryRouter initialEntries={['/auth/user/list']}>
      <Routes>
        <Route
          path="/auth/user/list"
          element={
            <RequirePermission permission="auth.view_user">
              <p>Usuarios</p>
            </RequirePermission>
          }
        />
        <Route path="/error/403" element={<p>403</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequirePermission', () => {
  afterEach(() => act(() => sessionStore.clear()));

  it('renders the page when the permission is loaded and present', () => {
    sessionStore.setUser(user());
    sessionStore.setAccess(['auth.view_user'], []);
    renderGate();
    expect(screen.getByText('Usuarios')).toBeTruthy();
  });

  it('redirects to /error/403 when the loaded permissions lack it', () => {
    sessionStore.setUser(user());
    sessionStore.setAccess(['auth.view_group'], []);
    renderGate();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.queryByText('Usuarios')).toBeNull();
  });

  it('lets a superuser through without the permission', () => {
    sessionStore.setUser(user(true));
    sessionStore.setAccess([], []);
    renderGate();
    expect(screen.getByText('Usuarios')).toBeTruthy();
  });

  it('does not decide while the permissions are not loaded, then applies the check', () => {
    sessionStore.setUser(user());
    renderGate();
    expect(screen.getByText('Usuarios')).toBeTruthy();
    act(() => sessionStore.setAccess([], []));
    expect(screen.getByText('403')).toBeTruthy();
  });
});
