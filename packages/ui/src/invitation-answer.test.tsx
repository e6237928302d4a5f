import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InvitationAnswer } from './invitation-answer';

// Without motion, a button's loading icon leaves as soon as its answer settles.
const still = (ui: ReactNode) => render(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

describe('InvitationAnswer', () => {
  it('sends the message trimmed, and none when the box is blank', async () => {
    const onAnswer = vi.fn().mockResolvedValue(undefined);
    still(<InvitationAnswer onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith('rechazada', undefined));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rechazar' })).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensaje (opcional)' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith('aceptada', undefined));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensaje (opcional)' }), { target: { value: '  Cuenten conmigo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith('aceptada', 'Cuenten conmigo'));
  });

  it('keeps the box and the other button disabled until the answer settles, then frees them', async () => {
    let settle!: () => void;
    const onAnswer = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    still(
      <InvitationAnswer onAnswer={onAnswer}>
        <p>debajo</p>
      </InvitationAnswer>,
    );
    expect(screen.getByText('debajo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rechazar' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('textbox', { name: 'Mensaje (opcional)' })).toHaveProperty('disabled', true);
    settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rechazar' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('textbox', { name: 'Mensaje (opcional)' })).toHaveProperty('disabled', false);
  });
});
