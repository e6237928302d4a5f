import { sessionStore } from '@gestion/session';
import { signInForTest } from '@gestion/session/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardPage from './dashboard-page';

describe('DashboardPage', () => {
  afterEach(() => act(() => sessionStore.clear()));

  it('greets the user and shows roles and the permission count', () => {
    signInForTest({ permissions: ['auth.view_user', 'main.view_sprint', 'pueblo.view_unidadmedida'], groups: ['acmia_miembros'] });
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
