import { AreaRoutes } from '@gestion/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route } from 'react-router-dom';
import area from './area';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AreaRoutes area={area}>
        <Route path="/user/dashboard" element={<p>en /user/dashboard</p>} />
      </AreaRoutes>
    </MemoryRouter>,
  );
}

describe('terra area', () => {
  it.each([
    ['/terra/checkgrafia/create', 'Crear Checkgrafía'],
    ['/terra/informe/create', 'Crear Informe de Tasación'],
  ])('%s shows its heading', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('an unknown sub-path goes to the dashboard', () => {
    renderAt('/terra/nada');
    expect(screen.getByText('en /user/dashboard')).toBeTruthy();
  });
});
