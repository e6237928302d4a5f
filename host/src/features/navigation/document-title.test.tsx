import { sessionStore } from '@gestion/session';
import type { AreaNavigation } from '@gestion/ui/area';
import { act, render } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { validToken } from '../../test/api-server';
import { AREAS, useFixtureNavigation } from '../../test/navigation-fixture';
import { DocumentTitleSync } from './document-title-sync';
import { documentTitle, fillTitle, screenTitle } from './document-title';
import { navigationStore } from './navigation-store';

const titleAt = (path: string, signedIn = true) => documentTitle(screenTitle(AREAS, path, signedIn));

describe('document title', () => {
  it("names each area's screen by its descriptor's title", () => {
    expect(titleAt('/auth/user/list')).toBe('Usuarios · Gestión');
    expect(titleAt('/rodox/jornada/list')).toBe('Jornadas · Gestión');
    expect(titleAt('/user/dashboard')).toBe('Dashboard · Gestión');
    expect(titleAt('/user/password/edit/')).toBe('Cambiar contraseña · Gestión');
    // A public screen of an area, opened signed out.
    expect(titleAt('/auth/usuario/ana/activate', false)).toBe('Activación de usuario · Gestión');
  });

  it("puts the route's parameters in the title", () => {
    expect(titleAt('/rodox/lesa/paquete')).toBe('Paquete lesa · Gestión');
    expect(titleAt('/terra/tareas/list')).toBe('Tareas Terra · Gestión');
    expect(titleAt('/acmia/tareas/list')).toBe('Tareas Acmia · Gestión');
  });

  it("names the host's own screens by their headings", () => {
    expect(titleAt('/login', false)).toBe('Iniciar Sesión · Gestión');
    expect(titleAt('/register', false)).toBe('Registrarse · Gestión');
    expect(titleAt('/', false)).toBe('Registrarse · Gestión');
    expect(titleAt('/catastro', false)).toBe('Catastro · Gestión');
    expect(titleAt('/error/403')).toBe('Acceso denegado · Gestión');
  });

  it('an unknown path shows the login signed out, and is about to leave for the dashboard signed in', () => {
    expect(titleAt('/no/existe', false)).toBe('Iniciar Sesión · Gestión');
    expect(titleAt('/no/existe', true)).toBe('Gestión');
  });

  it("falls back to 'Gestión' for a route of an older remote's document, without titles", () => {
    expect(titleAt('/main/sprint/7')).toBe('Gestión');
    const old: AreaNavigation[] = [{ name: 'user', resources: [{ path: '/user/dashboard' }], nav: [] }];
    expect(documentTitle(screenTitle(old, '/user/dashboard', true))).toBe('Gestión');
    // A document is data from another deploy: a title that is not text is ignored.
    const odd = [{ name: 'user', resources: [{ path: '/user/dashboard', title: 42 }], nav: [] }] as unknown as AreaNavigation[];
    expect(documentTitle(screenTitle(odd, '/user/dashboard', true))).toBe('Gestión');
  });

  it('fills {param} as written and {Param} with a capital first letter; a missing one is dropped', () => {
    expect(fillTitle('Paridad {familia} {tipo}', { familia: 'lesa', tipo: 'mill' })).toBe('Paridad lesa mill');
    expect(fillTitle('Tareas {Subproyecto}', { subproyecto: 'terra' })).toBe('Tareas Terra');
    expect(fillTitle('Paridad {familia} {kardinal_menor}', { familia: 'lesa' })).toBe('Paridad lesa');
  });
});

describe('DocumentTitleSync', () => {
  beforeEach(() => {
    sessionStore.clear();
    useFixtureNavigation();
    document.title = 'Gestión';
  });

  it('sets the tab title when a route is shown and follows navigation', async () => {
    sessionStore.setToken(validToken());
    const { getByText } = render(
      <MemoryRouter initialEntries={['/auth/user/list']}>
        <DocumentTitleSync />
        <Link to="/rodox/lesa/paquete">paquete</Link>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Usuarios · Gestión');
    await act(async () => getByText('paquete').click());
    expect(document.title).toBe('Paquete lesa · Gestión');
  });

  it('takes the title of a navigation document that arrives later', () => {
    sessionStore.setToken(validToken());
    navigationStore.setAreas([]);
    render(
      <MemoryRouter initialEntries={['/user/dashboard']}>
        <DocumentTitleSync />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Gestión');
    act(() => navigationStore.setAreas(AREAS));
    expect(document.title).toBe('Dashboard · Gestión');
  });
});
