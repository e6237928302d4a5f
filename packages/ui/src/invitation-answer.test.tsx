import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InvitationAnswer } from './invitation-answer';
import { mockApi, renderArea, TEST_API } from './testing';

const answered: unknown[] = [];
let release: Promise<void> = Promise.resolve();
const server = mockApi(
  http.post(`${TEST_API}/terra/invitaciones/:id/responder/`, async ({ params, request }) => {
    answered.push({ id: params.id, ...((await request.json()) as object) });
    await release;
    return HttpResponse.json({ id: Number(params.id), estado: 'aceptada' });
  }),
);

// Without motion, a button's loading icon leaves as soon as its answer settles.
const still = (ui: ReactNode) => renderArea(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, '/');
const idle = (name: string) => waitFor(() => expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false));

describe('InvitationAnswer', () => {
  it('sends the message trimmed, and none when the box is blank; says "Respuesta enviada"', async () => {
    answered.length = 0;
    still(<InvitationAnswer invitacionId={20} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(answered).toEqual([{ id: '20', estado: 'rechazada' }]));
    expect(await screen.findByText('Respuesta enviada')).toBeTruthy();
    await idle('Aceptar');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensaje (opcional)' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(answered.at(-1)).toEqual({ id: '20', estado: 'aceptada' }));
    await idle('Aceptar');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensaje (opcional)' }), { target: { value: '  Cuenten conmigo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(answered.at(-1)).toEqual({ id: '20', estado: 'aceptada', mensaje: 'Cuenten conmigo' }));
  });

  it('keeps the box and the other button disabled until the answer settles, then frees them', async () => {
    let settle!: () => void;
    release = new Promise((resolve) => (settle = resolve));
    still(<InvitationAnswer invitacionId={21} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rechazar' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('textbox', { name: 'Mensaje (opcional)' })).toHaveProperty('disabled', true);
    settle();
    await idle('Rechazar');
    expect(screen.getByRole('textbox', { name: 'Mensaje (opcional)' })).toHaveProperty('disabled', false);
    release = Promise.resolve();
  });

  it("a refusal reads 'Error: ' and the server's reason: in an alert, or handed to onError", async () => {
    server.use(http.post(`${TEST_API}/terra/invitaciones/:id/responder/`, () => HttpResponse.json({ detail: 'Esta invitación ya fue respondida.' }, { status: 400 })));
    const onError = vi.fn();
    const { unmount } = still(<InvitationAnswer invitacionId={22} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Esta invitación ya fue respondida.');
    unmount();
    still(<InvitationAnswer invitacionId={22} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Error: Esta invitación ya fue respondida.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
