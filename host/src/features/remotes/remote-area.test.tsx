import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createAreaLoader, type LoadScreen } from './area-loader';
import { AreaLoaderContext, REMOTE_ERROR_TITLE, RemoteScreen, ScreenSuspense, VERSION_ERROR_TITLE } from './remote-area';
import { SharedVersionMismatch } from './shared-version-check';

function renderArea(load: LoadScreen) {
  const loader = createAreaLoader(load);
  return render(
    <MemoryRouter initialEntries={['/terra/x']}>
      <AreaLoaderContext.Provider value={loader}>
        <ScreenSuspense>
          <RemoteScreen area="terra" path="/terra/x" />
        </ScreenSuspense>
      </AreaLoaderContext.Provider>
      <p>resto de la app</p>
    </MemoryRouter>,
  );
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('RemoteScreen', () => {
  it('a remote that is down shows the panel; Reintentar loads it afresh', async () => {
    let up = false;
    const load = vi.fn<LoadScreen>(async () => {
      if (!up) throw new Error('Failed to fetch mf-manifest.json');
      return { default: () => <h1>Área Terra</h1> };
    });
    renderArea(load);
    expect(await screen.findByText(REMOTE_ERROR_TITLE)).toBeTruthy();
    expect(screen.getByText('resto de la app')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('terra', '/terra/x', false);

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    // the panel again once the second attempt failed (the spinner stands in for it meanwhile)
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('terra', '/terra/x', true);

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Área Terra' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a remote that throws while rendering shows the panel, and retry renders again', async () => {
    let broken = true;
    function Area() {
      if (broken) throw new Error('boom');
      return <h1>Recuperado</h1>;
    }
    renderArea(async () => ({ default: Area }));
    expect(await screen.findByText(REMOTE_ERROR_TITLE)).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Recuperado' })).toBeTruthy();
  });

  it('a navigation keeps the screen left on view while the next one loads, with no spinner between them', async () => {
    let arrive = () => {};
    const load = vi.fn<LoadScreen>(async (_area, path) => {
      if (path === '/a') return { default: () => <Go /> };
      await new Promise<void>((resolve) => (arrive = resolve));
      return { default: () => <h1>Pantalla B</h1> };
    });
    function Go() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/b')}>Pantalla A</button>;
    }
    const { container } = render(
      <MemoryRouter initialEntries={['/a']}>
        <AreaLoaderContext.Provider value={createAreaLoader(load)}>
          <ScreenSuspense>
            <Routes>
              {['/a', '/b'].map((path) => (
                <Route key={path} path={path} element={<RemoteScreen area="terra" path={path} />} />
              ))}
            </Routes>
          </ScreenSuspense>
        </AreaLoaderContext.Provider>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pantalla A' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('terra', '/b', false));
    expect(screen.getByRole('button', { name: 'Pantalla A' })).toBeTruthy();
    expect(container.querySelector('.ant-spin')).toBeNull();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Pantalla B' })).toBeTruthy();
  });

  it('the same area is not reloaded on every render', async () => {
    const load = vi.fn<LoadScreen>(async () => ({ default: () => <h1>Main</h1> }));
    const loader = createAreaLoader(load);
    expect(loader.get('main', '/main/sprint/list')).toBe(loader.get('main', '/main/sprint/list'));
    expect(loader.get('main', '/main/sprint/list')).not.toBe(loader.get('main', '/main/unidad/list'));
  });

  it('routes that share a screenKey keep one mounted screen; others mount afresh on every path', async () => {
    const load = vi.fn<LoadScreen>(async () => ({ default: Wizard }));
    let mounts = 0;
    const next = ['/w/b', '/x/a', '/x/b'];
    function Wizard() {
      const [n] = useState(() => ++mounts);
      const navigate = useNavigate();
      return <button onClick={() => navigate(next.shift()!)}>montaje {n}</button>;
    }
    function Where() {
      return <output>{useLocation().pathname}</output>;
    }
    const loader = createAreaLoader(load);
    render(
      <MemoryRouter initialEntries={['/w/a']}>
        <AreaLoaderContext.Provider value={loader}>
          <ScreenSuspense>
            <Routes>
              {['/w/a', '/w/b'].map((path) => (
                <Route key={path} path={path} element={<RemoteScreen area="terra" path={path} screenKey="/w" />} />
              ))}
              {['/x/a', '/x/b'].map((path) => (
                <Route key={path} path={path} element={<RemoteScreen area="terra" path={path} />} />
              ))}
            </Routes>
          </ScreenSuspense>
          <Where />
        </AreaLoaderContext.Provider>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'montaje 1' }));
    // /w/a → /w/b: the same screen, its state kept, loaded once
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/w/b'));
    expect(screen.getByRole('button', { name: 'montaje 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    // /x/a, then /x/b: without a screenKey, a new screen on each path
    await userEvent.click(screen.getByRole('button', { name: 'montaje 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'montaje 2' }));
    expect(await screen.findByRole('button', { name: 'montaje 3' })).toBeTruthy();
    expect(loader.get('terra', '/w/b', '/w')).toBe(loader.get('terra', '/w/a', '/w'));
    expect(loader.get('terra', '/x/a')).not.toBe(loader.get('terra', '/x/b'));
  });

  it('a remote needing a newer shared package shows which one, which range and what the page holds', async () => {
    renderArea(async () => {
      throw new SharedVersionMismatch('@gestion/api', '^1.1.0', '1.0.0', 'terra');
    });
    expect(await screen.findByText(VERSION_ERROR_TITLE)).toBeTruthy();
    expect(screen.getByText(/«terra» necesita @gestion\/api \^1\.1\.0 y la página tiene 1\.0\.0/)).toBeTruthy();
    expect(screen.queryByText(REMOTE_ERROR_TITLE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(screen.getByText('resto de la app')).toBeTruthy();
  });
});
