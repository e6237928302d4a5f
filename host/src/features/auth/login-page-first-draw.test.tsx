import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// The login page's first draw is what a person on a slow line waits for. The API
// client (axios) and React Query are not part of it: they arrive while the person types.
const loads = vi.hoisted(() => ({ api: 0, query: 0 }));
vi.mock('@gestion/api', async (actual) => {
  loads.api += 1;
  return actual();
});
vi.mock('@tanstack/react-query', async (actual) => {
  loads.query += 1;
  return actual();
});
// The real warm-up loads the same code at idle; here only the page's own imports count.
vi.mock('../preload/warm-signed-in', () => ({ warmSignedIn: () => () => {} }));

const server = setupServer(http.post('*/api/auth/*', () => HttpResponse.json({ detail: 'Credenciales incorrectas.' }, { status: 401 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('draws without the API client or React Query, and loads the API client on Ingresar', async () => {
  const { App } = await import('../../app/app');
  window.history.replaceState(null, '', '/login');
  render(<App />);
  expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeTruthy();
  expect(loads).toEqual({ api: 0, query: 0 });

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Usuario'), 'ana');
  await user.type(screen.getByLabelText('Contraseña'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  // The answer's detail is read by the client loaded on the click.
  expect(await screen.findByText('Credenciales incorrectas.')).toBeTruthy();
  expect(loads.api).toBeGreaterThan(0);
});
