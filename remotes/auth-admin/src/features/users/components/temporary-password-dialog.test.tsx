import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, mockApi, renderAt, signInAs } from '../../../test/render';
import { TemporaryPasswordDialog } from './temporary-password-dialog';

const sent: unknown[] = [];
const server = mockApi(
  mock.post(`${API}/api/auth/users/7/contrasena-temporal/`, async ({ request }) => {
    const body = (await request.json()) as { password: string };
    sent.push(body);
    if (body.password === '123') return HttpResponse.json({ password: ['Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.'] }, { status: 400 });
    return HttpResponse.json({ detail: 'Contraseña temporal establecida: deberá cambiarla al iniciar sesión.' });
  }),
);

function open(onClose = vi.fn()) {
  signInAs({ permissions: ['auth.view_user', 'auth.change_user'] });
  renderAt(<TemporaryPasswordDialog user={{ id: 7, username: 'ana' }} onClose={onClose} />, '/auth/user/list');
  return screen.findByRole('dialog', { name: 'Contraseña temporal de ana' });
}

const fill = async (dialog: HTMLElement, password: string, confirmacion: string) => {
  const [first, second] = [within(dialog).getByLabelText('Contraseña temporal'), within(dialog).getByLabelText('Confirmar contraseña')];
  await userEvent.clear(first);
  await userEvent.type(first, password);
  await userEvent.clear(second);
  await userEvent.type(second, confirmacion);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
};

describe('TemporaryPasswordDialog', () => {
  it('says plainly that the user must change it at the next sign-in', async () => {
    const dialog = await open();
    expect(within(dialog).getByText(/ana deberá cambiarla por una suya al iniciar sesión con ella, y sus sesiones abiertas se cerrarán/)).toBeTruthy();
  });

  it('asks for the password twice and sends nothing until they match', async () => {
    sent.length = 0;
    const dialog = await open();
    await fill(dialog, 'Temporal-Casa-2026', 'Temporal-Casa-2027');
    expect(await within(dialog).findByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's password rules at the field, then sends it and closes", async () => {
    sent.length = 0;
    const onClose = vi.fn();
    const dialog = await open(onClose);
    await fill(dialog, '123', '123');
    expect(await within(dialog).findByText('Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.')).toBeTruthy();
    await fill(dialog, 'Temporal-Casa-2026', 'Temporal-Casa-2026');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ password: '123' }, { password: 'Temporal-Casa-2026' }]);
  });

  it("shows a refusal that is no field's in the dialog", async () => {
    server.use(mock.post(`${API}/api/auth/users/7/contrasena-temporal/`, () => HttpResponse.json({ detail: 'Solo un superusuario puede modificar a un superusuario.' }, { status: 403 })));
    const dialog = await open();
    await fill(dialog, 'Temporal-Casa-2026', 'Temporal-Casa-2026');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Solo un superusuario puede modificar a un superusuario.'));
  });
});
