import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import UserRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user/*" element={<UserRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('user routes', () => {
  it('sends unknown paths of the area to the dashboard', async () => {
    renderAt('/user/nada');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('mounts the password change relative to /user', async () => {
    renderAt('/user/password/edit');
    expect(await screen.findByLabelText('Contraseña actual')).toBeTruthy();
  });
});
