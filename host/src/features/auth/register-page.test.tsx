import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setupApiServer, url } from '../../test/api-server';
import { RegisterPage, RESEND_SUMMARY } from './register-page';

const server = setupApiServer();

const SAME = 'Si hay un registro pendiente con ese correo, te enviamos un nuevo enlace de activación. Revisa tu correo.';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RegisterPage: asking for the activation link again', () => {
  it('is closed by default, sends the email and shows the server’s answer', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(url('/auth/users/resend_activation/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ detail: SAME });
      }),
    );
    renderAt('/register');
    const details = screen.getByText(RESEND_SUMMARY).closest('details')!;
    expect(details.open).toBe(false);
    const user = userEvent.setup();
    await user.click(screen.getByText(RESEND_SUMMARY));
    await user.type(screen.getByLabelText('Correo del registro'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect((await screen.findByRole('status')).textContent).toBe(SAME);
    expect(sent).toEqual([{ email: 'ana@example.com' }]);
    // The registration form keeps its own fields and texts.
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar registro' })).toBeTruthy();
  });

  it('opens with ?reenviar and shows the limit’s answer', async () => {
    server.use(
      http.post(url('/auth/users/resend_activation/'), () =>
        HttpResponse.json({ detail: 'Demasiados registros desde esta dirección. Intenta de nuevo más tarde.' }, { status: 429 })),
    );
    renderAt('/register?reenviar');
    expect(screen.getByText(RESEND_SUMMARY).closest('details')!.open).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo del registro'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect((await screen.findByRole('status')).textContent).toBe('Demasiados registros desde esta dirección. Intenta de nuevo más tarde.');
  });
});
