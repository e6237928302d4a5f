import { sessionStore, setTheme } from '@gestion/session';
import { signInForTest } from '@gestion/session/testing';
import { AppThemeProvider } from '@gestion/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { validToken } from '../../test/api-server';
import { AppLayout, COPYRIGHT } from './app-layout';

function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/user/dashboard']}>
      <AppThemeProvider>
        <AppLayout>
          <p>contenido</p>
        </AppLayout>
      </AppThemeProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.clear();
  signInForTest({ token: validToken(), permissions: ['auth.view_user'] });
  setTheme('light');
});

describe('AppLayout', () => {
  it("theme toggle: 'Oscuro' switches to dark, persists, then reads 'Claro'", async () => {
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: /Oscuro/ }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: /Claro/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Claro/ }));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('header: username links to the password change; footer has the 2025 copyright', () => {
    renderLayout();
    const links = screen.getAllByRole('link', { name: /ana/ });
    expect(links.every((a) => a.getAttribute('href') === '/user/password/edit')).toBe(true);
    expect(screen.getByText(COPYRIGHT).textContent).toContain('© 2025');
    expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy();
  });

  it('draws the content first, and the sidebar and the controls beside it once that has been painted', async () => {
    renderLayout();
    expect(screen.getByText('contenido')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Oscuro/ })).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Oscuro/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contraer menú' })).toBeTruthy();
  });

  it('sidebar: sections start collapsed, hidden without items; collapse persists', async () => {
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByText('Usuario')).toBeTruthy();
    expect(within(nav).getByText('Autenticación')).toBeTruthy();
    expect(within(nav).queryByText('Rodox')).toBeNull();
    expect(within(nav).queryByText('Users')).toBeNull(); // collapsed
    await userEvent.click(within(nav).getByText('Autenticación'));
    expect(await within(nav).findByText('Users')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Contraer menú' }));
    expect(localStorage.getItem('sidebar_expandido')).toBe('false');
    expect(screen.getByRole('button', { name: 'Expandir menú' })).toBeTruthy();
  });

  it('mandatory change: yellow banner for 5 s', () => {
    vi.useFakeTimers();
    sessionStore.setMustChangePassword(true);
    renderLayout();
    expect(screen.getByText('Debes cambiar tu contraseña antes de continuar.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Debes cambiar tu contraseña antes de continuar.')).toBeNull();
    vi.useRealTimers();
  });
});
