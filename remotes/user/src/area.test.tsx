import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from './test/render';

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
