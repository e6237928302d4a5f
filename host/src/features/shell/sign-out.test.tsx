import { sessionStore, useSessionOverlay } from '@gestion/session';
import { signInForTest } from '@gestion/session/testing';
import { AppThemeProvider } from '@gestion/ui';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { setupApiServer, url, validToken } from '../../test/api-server';
import { AppLayout } from './app-layout';

const server = setupApiServer();

function Overlay() {
  return <p>overlay:{String(useSessionOverlay())}</p>;
}

function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/user/dashboard']}>
      <AppThemeProvider>
        <AppLayout>
          <Overlay />
        </AppLayout>
      </AppThemeProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Clicks 'Salir' and lets 1.5 s pass, the logout call answering with `answer`. */
async function salir(answer: () => Response | Promise<Response>) {
  const token = validToken();
  signInForTest({ token, permissions: [] });
  const seen: (string | null)[] = [];
  server.use(
    http.post(url('/api/auth/logout/'), ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return answer();
    }),
  );
  const view = renderLayout();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  act(() => screen.getByRole('button', { name: 'Salir' }).click());
  // The spec's overlay at once, whatever the server does.
  expect(screen.getByText('overlay:logout')).toBeTruthy();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1499);
  });
  expect(sessionStore.getState().token).toBe(token);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  expect(sessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStore.getState().signedOut).toEqual({});
  view.unmount();
  return { token, seen };
}

describe("'Salir'", () => {
  it('asks the server to end the token, then signs out as the spec says', async () => {
    const { token, seen } = await salir(() => HttpResponse.json({ detail: 'Sesión cerrada.' }));
    expect(seen).toEqual([`JWT ${token}`]);
  });

  it('signs out all the same when the call fails, is refused or never answers', async () => {
    for (const answer of [
      () => HttpResponse.error(),
      () => HttpResponse.json({ detail: 'Error interno del servidor.' }, { status: 500 }),
      () => HttpResponse.json({ detail: 'Token inválido o expirado.' }, { status: 401 }),
      () => new Promise<Response>(() => undefined),
    ]) {
      const { seen } = await salir(answer);
      expect(seen).toHaveLength(1);
      vi.useRealTimers();
    }
  });
});
