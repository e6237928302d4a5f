import type { ChangePasswordRequest } from '@gestion/contract';
import { sessionStore, STORAGE_KEYS } from '@gestion/session';
import { signInForTest } from '@gestion/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, mockApi, renderAt } from '../../../test/render';

/** What the page posted to the server, in order. */
const posts: ChangePasswordRequest[] = [];
const server = mockApi();

/** The server's answer to the password change (each post is recorded in `posts`). */
function answer(reply: () => Response) {
  server.use(
    http.post(`${API}/api/auth/change-password/`, async ({ request }) => {
      posts.push((await request.json()) as ChangePasswordRequest);
      return reply();
    }),
  );
}

/** The page at its route (a lazy screen of the area), once its form shows. */
async function renderPage(state?: unknown) {
  const view = renderAt({ pathname: '/user/password/edit', state });
  await screen.findByLabelText('Contraseña actual');
  return view;
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

/**
 * Sends the form and waits until the server's answer shows. Under fake timers testing-library's
 * waitFor would wait for a faked timeout: vitest's polls on real time (advancing fake time by 0).
 */
async function submitAndWait(until: () => void) {
  await submit();
  if (vi.isFakeTimers()) await act(() => vi.waitFor(until, { interval: 0, timeout: 8000 }));
  else await waitFor(until);
}

/**
 * Fakes only setTimeout (the 2 s sign-out) once the page is shown: the request to the mocked
 * server and waitFor's polling keep real time.
 */
const fakeTimeouts = () => vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });

/** The success overlay (the harness's `<output>` of the location is a status too). */
const overlay = () => {
  const [found] = screen.getAllByRole('status').filter((el) => el.tagName !== 'OUTPUT');
  if (!found) throw new Error('no overlay');
  return found;
};

const alertText = () => screen.getByRole('alert').textContent;

describe('PasswordEditPage', () => {
  beforeEach(() => {
    posts.length = 0;
    signInForTest({ user: { id: 7, must_change_password: true }, token: 'header.payload.signature' });
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => sessionStore.clear());
  });

  it('asks for the current password first', async () => {
    await renderPage();
    fill('', 'nueva-123', 'nueva-123');
    await submit();
    expect(alertText()).toBe('Debes ingresar tu contraseña actual.');
    expect(posts).toEqual([]);
  });

  it('asks for the new password and its confirmation', async () => {
    await renderPage();
    fill('vieja', '', '');
    await submit();
    expect(alertText()).toBe('Debes ingresar la nueva contraseña.');
    fill('vieja', 'nueva-123', '');
    await submit();
    expect(alertText()).toBe('Debes confirmar la nueva contraseña.');
    expect(posts).toEqual([]);
  });

  it('refuses a confirmation that does not match', async () => {
    await renderPage();
    fill('vieja', 'nueva-123', 'nueva-124');
    await submit();
    expect(alertText()).toBe('Las contraseñas no coinciden.');
    expect(posts).toEqual([]);
  });

  it('shows the server detail', async () => {
    answer(() => HttpResponse.json({ detail: 'La contraseña actual es incorrecta.' }, { status: 400 }));
    await renderPage();
    fill('mala', 'nueva-123', 'nueva-123');
    await submitAndWait(() => expect(alertText()).toBe('La contraseña actual es incorrecta.'));
    expect(sessionStore.getState().token).not.toBeNull();
  });

  it('shows the first field error (current_password or password)', async () => {
    answer(() => HttpResponse.json({ current_password: ['Contraseña actual incorrecta.'] }, { status: 400 }));
    await renderPage();
    fill('mala', 'nueva-123', 'nueva-123');
    await submitAndWait(() => expect(alertText()).toBe('Contraseña actual incorrecta.'));
    answer(() => HttpResponse.json({ password: ['La contraseña es demasiado corta.'] }, { status: 400 }));
    await submitAndWait(() => expect(alertText()).toBe('La contraseña es demasiado corta.'));
  });

  it('falls back to the generic message without a server text', async () => {
    answer(() => new HttpResponse('<html>error</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    await renderPage();
    fill('vieja', 'nueva-123', 'nueva-123');
    await submitAndWait(() => expect(alertText()).toBe('Error al cambiar la contraseña. Intenta de nuevo.'));
    answer(() => HttpResponse.error());
    await submitAndWait(() => expect(alertText()).toBe('Error al cambiar la contraseña. Intenta de nuevo.'));
    expect(posts).toHaveLength(2);
  });

  it('uses the username of the navigation state, else the session user', async () => {
    answer(() => HttpResponse.json({ detail: 'ok' }));
    await renderPage({ username: 'desde-login' });
    // Fake timers: the scheduled sign-out must not fire during a later test.
    fakeTimeouts();
    fill('vieja', 'nueva-123', 'nueva-123');
    await submitAndWait(() => expect(overlay()).toBeTruthy());
    expect(posts).toEqual([{ username: 'desde-login', password: 'nueva-123', current_password: 'vieja' }]);
  });

  it('on success shows the overlay, then after 2 s ends the session with the toast for /login', async () => {
    answer(() => HttpResponse.json({ detail: 'Contraseña actualizada.' }));
    sessionStore.setMustChangePassword(true);
    await renderPage();
    fakeTimeouts();
    fill('vieja', 'nueva-123', 'nueva-123');
    await submitAndWait(() => expect(overlay().textContent).toContain('Contraseña cambiada correctamente. Inicia sesión.'));
    expect(posts).toEqual([{ username: 'ana', password: 'nueva-123', current_password: 'vieja' }]);

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
    answer(() => HttpResponse.json({ detail: 'Contraseña actualizada.' }));
    const { unmount } = await renderPage();
    fakeTimeouts();
    fill('vieja', 'nueva-123', 'nueva-123');
    await submitAndWait(() => expect(overlay()).toBeTruthy());
    act(() => vi.advanceTimersByTime(500));
    unmount();
    act(() => vi.advanceTimersByTime(1499));
    expect(sessionStore.getState().token).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().signedOut).toEqual({ toast: { type: 'success', text: 'Contraseña cambiada correctamente. Inicia sesión.' } });
  });

  it('shows no inline notice of the mandatory change (the host shows the 5 s banner)', async () => {
    sessionStore.setMustChangePassword(true);
    await renderPage();
    expect(screen.queryByText('Debes cambiar tu contraseña antes de continuar.')).toBeNull();
    expect(document.querySelector('.ant-alert-warning')).toBeNull();
  });
});
