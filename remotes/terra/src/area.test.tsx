import { screen } from '@testing-library/react';
import { renderAt } from './test/render';

describe('terra area', () => {
  it.each([
    ['/terra/checkgrafia/create', 'Crear Checkgrafía'],
    ['/terra/informe/create', 'Crear Informe de Tasación'],
  ])('%s shows its heading', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('an unknown sub-path goes to the dashboard', () => {
    renderAt('/terra/nada', { '/user/dashboard': 'en /user/dashboard' });
    expect(screen.getByText('en /user/dashboard')).toBeTruthy();
  });
});
