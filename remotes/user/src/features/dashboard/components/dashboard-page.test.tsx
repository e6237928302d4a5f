import { sessionStore } from '@gestion/session';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardPage from './dashboard-page';

describe('DashboardPage', () => {
  afterEach(() => act(() => sessionStore.clear()));

  it('greets the user and shows roles and the permission count', () => {
    sessionStore.setToken('t');
    sessionStore.setUser({
      id: 1,
      username: 'ana',
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Pérez',
      is_superuser: false,
      is_active: true,
      must_change_password: false,
      groups: [],
    });
    sessionStore.setAccess(['a.b', 'c.d', 'e.f'], [{ id: 1, name: 'acmia_miembros' }]);
    render(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Hola, Ana Pérez')).toBeTruthy();
    expect(screen.getByText('acmia_miembros')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });
});
