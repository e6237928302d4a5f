import { sessionStore } from '@gestion/session';
import { signInForTest } from '@gestion/session/testing';
import { AppThemeProvider } from '@gestion/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { validToken } from '../../test/api-server';
import { useFixtureNavigation } from '../../test/navigation-fixture';
import { SidebarMenu } from './sidebar-menu';

function renderMenu() {
  const preload = vi.fn(async () => true);
  render(
    <MemoryRouter initialEntries={['/user/dashboard']}>
      <AppThemeProvider>
        <SidebarMenu preload={preload} />
      </AppThemeProvider>
    </MemoryRouter>,
  );
  return preload;
}

beforeEach(() => {
  sessionStore.clear();
  useFixtureNavigation();
  signInForTest({ token: validToken(), permissions: ['terra.view_precioproducto', 'main.view_tareasprint'], groups: ['terra_sede'] });
});

describe('SidebarMenu preloads', () => {
  it("pointing at a section loads its areas' entries; at an item (hover or focus), its screen", async () => {
    const preload = renderMenu();
    const section = screen.getByText('Terra');
    fireEvent.mouseEnter(section.closest('[role="menuitem"]')!);
    // Terra's items come from two areas: main (Tareas Terra) and terra (Precios).
    await waitFor(() => expect(preload.mock.calls).toEqual(expect.arrayContaining([['main'], ['terra']])));
    expect(preload.mock.calls.every((c: unknown[]) => c.length === 1)).toBe(true);

    await userEvent.click(section);
    const precios = await screen.findByRole('link', { name: 'Precios' });
    preload.mockClear();
    fireEvent.mouseEnter(precios);
    expect(preload).toHaveBeenCalledWith('terra', '/terra/producto/precio/list');
    preload.mockClear();
    fireEvent.focus(screen.getByRole('link', { name: 'Tareas Terra' }));
    expect(preload).toHaveBeenCalledWith('main', '/:subproyecto/tareas/list');
  });
});
