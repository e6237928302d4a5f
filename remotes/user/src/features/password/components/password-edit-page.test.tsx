import { sessionStore, STORAGE_KEYS } from '@gestion/session';
import { signInForTest } from '@gestion/session/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { httpErrorForTest as httpError, networkErrorForTest } from '@gestion/api/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PasswordEditPage from './password-edit-page';

const changePassword = vi.hoisted(() => vi.fn());
vi.mock('@gestion/api', async (importOriginal) => ({ ...(await importOriginal<object>()), changePassword }));

function renderPage(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/user/password/edit', state }]}>
      <Routes>
        <Route path="/user/password/edit" element={<PasswordEditPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fill(current: string, next: string, confirmation: string) {
  fireEvent.change(input('Contraseña actual'), { target: { value: current } });
  fireEvent.change(input('Nueva contraseña'), { target: { value: next } });
  fireEvent.change(input('Confirmar nueva contraseña'), { target: { value: confirmation } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Cambiar contraseña/ }));
  });
}

const alertText = () => screen.getByRole('alert').textContent;

describe('PasswordEditPage', () => {
  beforeEach(() => {
    changePassword.mockReset();
    signInForTest({ user: { id: 7, must_change_password: true }, token: 'header.payload.signature' });
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => sessionStore.clear());
  });

  it('asks for the current password first', async () => {
    renderPage();
    fill('', 'nueva-123', 'nueva-123');
    await submit();
    expect(alertText()).toBe('Debes ingresar tu contraseña actual.');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('asks for the new password and its confirmation', async () => {
    renderPage();
    fill('vieja', '', '');
    await submit();
    expect(alertText()).toBe('Debes ingresar la nueva contraseña.');
    fill('vieja', 'nueva-123', '');
    await submit();
    expect(alertText()).toBe('Debes confirmar la nueva contraseña.');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', async () => {
    renderPage();
    fill('vieja', 'nueva-123', 'nueva-124');
    await submit();
    expect(alertText()).toBe('Las contraseñas no coinciden.');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows the server detail', async () => {
    changePassword.mockRejectedValue(httpError(400, { detail: 'La contraseña actual es incorrecta.' }));
    renderPage();
    fill('mala', 'nueva-123', 'nueva-123');
    await submit();
    expect(alertText()).toBe('La contraseña actual es incorrecta.');
    expect(sessionStore.getState().token).not.toBeNull();
  });

  it('shows the first field error (current_password or password)', async () => {
    changePassword.mockRejectedValue(httpError(400, { current_password: ['Contraseña actual incorrecta.'] }));
    renderPage();
    fill('mala', 'nueva-123', 'nueva-123');
    await submit();
    expect(alertText()).toBe('Contraseña actual incorrecta.');
    changePassword.mockRejectedValue(httpError(400, { password: ['La contraseña es demasiado corta.'] }));
    await submit();
    expect(alertText()).toBe('La contraseña es demasiado corta.');
  });

  it('falls back to the generic message without a server text', async () => {
    changePassword.mockRejectedValue(httpError(500, '<html>error</html>'));
    renderPage();
    fill('vieja', 'nueva-123', 'nueva-123');
    await submit();
    expect(alertText()).toBe('Error al cambiar la contraseña. Intenta de nuevo.');
    changePassword.mockRejectedValue(networkErrorForTest());
    await submit();
    expect(alertText()).toBe('Error al cambiar la contraseña. Intenta de nuevo.');
  });

  it('uses the username of the navigation state, else the session user', async () => {
    // Fake timers: the scheduled sign-out must not fire during a later test.
    vi.useFakeTimers({ shouldAdvanceTime: false });
    changePassword.mockResolvedValue({ detail: 'ok' });
    renderPage({ username: 'desde-login' });
    fill('vieja', 'nueva-123', 'nueva-123');
    await submit();
    expect(changePassword).toHaveBeenCalledWith({ username: 'desde-login', password: 'nueva-123', current_password: 'vieja' });
  });

  it('on success shows the overlay, then after 2 s ends the session with the toast for /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    changePassword.mockResolvedValue({ detail: 'Contraseña actualizada.' });
    sessionStore.setMustChangePassword(true);
    renderPage();
    fill('vieja', 'nueva-123', 'nueva-123');
    await submit();
    expect(changePassword).toHaveBeenCalledWith({ username: 'ana', password: 'nueva-123', current_password: 'vieja' });
    expect(screen.getByRole('status').textContent).toContain('Contraseña cambiada correctamente. Inicia sesión.');

    act(() => vi.advanceTimersByTime(1999));
    expect(sessionStore.getState().token).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const state = sessionStore.getState();
    // The host's guard takes a signed-out user to /login with this note's toast.
    expect(state.signedOut).toEqual({ toast: { type: 'success', text: 'Contraseña cambiada correctamente. Inicia sesión.' } });
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.mustChangePassword).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.mustChangePassword)).toBeNull();
  });

  it('leaving the page within the 2 s does not cancel the sign-out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    changePassword.mockResolvedValue({ detail: 'Contraseña actualizada.' });
    const { unmount } = renderPage();
    fill('vieja', 'nueva-123', 'nueva-123');
    await submit();
    act(() => vi.advanceTimersByTime(500));
    unmount();
    act(() => vi.advanceTimersByTime(1499));
    expect(sessionStore.getState().token).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().signedOut).toEqual({ toast: { type: 'success', text: 'Contraseña cambiada correctamente. Inicia sesión.' } });
  });

  it('shows no inline notice of the mandatory change (the host shows the 5 s banner)', () => {
    sessionStore.setMustChangePassword(true);
    renderPage();
    expect(screen.queryByText('Debes cambiar tu contraseña antes de continuar.')).toBeNull();
    expect(document.querySelector('.ant-alert-warning')).toBeNull();
  });
});
