import { describe, expect, it } from 'vitest';
import { AreaRoutes } from '@gestion/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import area from './area';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AreaRoutes area={area} />
    </MemoryRouter>,
  );
}

describe('user area', () => {
  it('sends unknown paths of the area to the dashboard', async () => {
    renderAt('/user/nada');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('mounts the password change', async () => {
    renderAt('/user/password/edit');
    expect(await screen.findByLabelText('Contraseña actual')).toBeTruthy();
  });
});
