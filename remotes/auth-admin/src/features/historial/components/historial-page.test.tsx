import type { HistorialEntry } from '@gestion/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API, mockApi, renderAt, signInAs } from '../../../test/render';
import { HistorialPage } from './historial-page';

const desactivacion: HistorialEntry = {
  id: 31,
  fecha: '2026-11-20T09:15:00.000Z',
  usuario: 1,
  usuario_username: 'admin',
  accion: 'desactivar',
  objeto_tipo: 'auth.user',
  objeto_id: '7',
  objeto_repr: 'ana',
  cambios: [{ campo: 'is_active', antes: true, despues: false }],
  detalle: null,
};
const importacion: HistorialEntry = {
  id: 30,
  fecha: '2026-11-19T08:00:00.000Z',
  usuario: null,
  usuario_username: '',
  accion: 'importar',
  objeto_tipo: 'terra.precioproducto',
  objeto_id: '',
  objeto_repr: 'Importación de precios (precios.csv)',
  cambios: [],
  detalle: { archivo: 'precios.csv', preciosRegistrados: 3 },
};

const asked: URLSearchParams[] = [];
const server = mockApi(
  mock.get(`${API}/api/auth/historial/`, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ count: 2, results: [desactivacion, importacion] });
  }),
  mock.get(`${API}/api/auth/users/`, () =>
    HttpResponse.json({ count: 2, results: [{ id: 1, username: 'admin' }, { id: 7, username: 'ana' }] }),
  ),
);
afterEach(() => {
  asked.length = 0;
});

const lastQuery = () => Object.fromEntries(asked.at(-1)!);

describe('HistorialPage', () => {
  it('lists the entries newest first with readable action, object type and es-ES date', async () => {
    signInAs({ permissions: ['auth.view_historial'] });
    renderAt(<HistorialPage />, '/auth/historial');
    expect(screen.getByRole('heading', { level: 1, name: 'Historial' })).toBeTruthy();
    const row = (await screen.findByRole('button', { name: 'Ver solo el historial de ana' })).closest('tr')!;
    expect(within(row).getByText('Desactivación')).toBeTruthy();
    expect(within(row).getByText('Usuario #7')).toBeTruthy();
    // The day as es-ES writes it (the hour depends on the machine's zone).
    expect(within(row).getByText(/^\d{2}\/11\/2026, \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    const otra = screen.getByText('Importación de precios (precios.csv)').closest('tr')!;
    expect(within(otra).getByText('Sin sesión')).toBeTruthy();
    expect(within(otra).getByText('Precio de producto')).toBeTruthy();
    expect(lastQuery()).toEqual({ page: '1', page_size: '20', ordering: '-fecha' });
    for (const h of ['Fecha', 'Usuario', 'Acción', 'Objeto', 'Cambios']) expect(screen.getByRole('columnheader', { name: new RegExp(h) })).toBeTruthy();
  });

  it('expands an entry to its field changes and another to its detalle', async () => {
    signInAs({ permissions: ['auth.view_historial'] });
    renderAt(<HistorialPage />, '/auth/historial');
    const ver = await screen.findByRole('button', { name: 'Ver cambios (1) de ana' });
    expect(ver.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(ver);
    const ocultar = screen.getByRole('button', { name: 'Ocultar cambios de ana' });
    expect(ocultar.getAttribute('aria-expanded')).toBe('true');
    const cambios = screen.getByRole('table', { name: 'Cambios de campos' });
    expect(within(cambios).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Campo', 'Antes', 'Después']);
    expect(within(cambios).getAllByRole('cell').map((c) => c.textContent)).toEqual(['is_active', 'Sí', 'No']);

    await userEvent.click(screen.getByRole('button', { name: 'Ver detalle de Importación de precios (precios.csv)' }));
    expect(screen.getByText('Archivo')).toBeTruthy();
    expect(screen.getByText('precios.csv')).toBeTruthy();
    expect(screen.getByText('Precios registrados')).toBeTruthy();

    await userEvent.click(ocultar);
    expect(screen.queryByRole('table', { name: 'Cambios de campos' })).toBeNull();
  });

  it("sends the address's filters, names the object in a tag, and clears them", async () => {
    signInAs({ permissions: ['auth.view_historial'] });
    renderAt(<HistorialPage />, '/auth/historial?objeto_tipo=auth.user&objeto_id=7&desde=2026-11-01&hasta=2026-11-30&page=2&usuario=x');
    await screen.findByRole('button', { name: 'Ver cambios (1) de ana' });
    // A malformed person (a hand-edited link) is not sent: the server would refuse the whole list.
    expect(lastQuery()).toEqual({ page: '2', page_size: '20', ordering: '-fecha', objeto_tipo: 'auth.user', objeto_id: '7', desde: '2026-11-01', hasta: '2026-11-30' });
    expect(screen.getByText('Objeto: Usuario «ana»')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar el filtro de objeto' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('objeto_id'));
    expect(lastQuery()).toMatchObject({ page: '1', objeto_tipo: 'auth.user' });
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', page_size: '20', ordering: '-fecha' }));
  });

  it('a date filter goes back to page 1; a row filters by its person and by its object', async () => {
    signInAs({ permissions: ['auth.view_historial'] });
    renderAt(<HistorialPage />, '/auth/historial?page=3');
    await screen.findByRole('button', { name: 'Ver cambios (1) de ana' });
    // A date input takes a whole day at once (a browser's picker), not keystrokes.
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-02' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', desde: '2026-11-02' }));

    await userEvent.click(screen.getByRole('button', { name: 'Ver solo los cambios de admin' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ usuario: '1', desde: '2026-11-02' }));
    // Without auth.view_user the person filter is a tag (no call to the users list).
    expect(screen.getByText('Persona: admin')).toBeTruthy();
    expect(screen.queryByLabelText('Persona')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ver solo el historial de ana' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ objeto_tipo: 'auth.user', objeto_id: '7' }));
  });

  it('filters by object type from its readable name', async () => {
    signInAs({ permissions: ['auth.view_historial'] });
    renderAt(<HistorialPage />, '/auth/historial');
    await screen.findByRole('button', { name: 'Ver cambios (1) de ana' });
    await userEvent.click(screen.getByLabelText('Tipo de objeto'));
    // The visible option (antd's role=option list is its hidden accessible copy).
    fireEvent.click(await screen.findByTitle('Grupo'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ objeto_tipo: 'auth.group' }));
  });

  it('offers the person filter to holders of auth.view_user', async () => {
    signInAs({ permissions: ['auth.view_historial', 'auth.view_user'] });
    renderAt(<HistorialPage />, '/auth/historial');
    await screen.findByRole('button', { name: 'Ver cambios (1) de ana' });
    await userEvent.click(screen.getByLabelText('Persona'));
    fireEvent.click(await screen.findByTitle('ana'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ usuario: '7' }));
  });

  it("shows the server's reason when the list is refused", async () => {
    server.use(mock.get(`${API}/api/auth/historial/`, () => HttpResponse.json({ hasta: ['La fecha final no puede ser anterior a la inicial.'] }, { status: 400 })));
    signInAs({ permissions: ['auth.view_historial'] });
    renderAt(<HistorialPage />, '/auth/historial');
    expect(await screen.findByText(/La fecha final no puede ser anterior a la inicial\./)).toBeTruthy();
  });

  it('says when nothing matches the filters', async () => {
    server.use(mock.get(`${API}/api/auth/historial/`, () => HttpResponse.json({ count: 0, results: [] })));
    signInAs({ permissions: ['auth.view_historial'] });
    renderAt(<HistorialPage />, '/auth/historial?objeto_tipo=auth.group');
    expect(await screen.findByText('Ningún cambio coincide con los filtros.')).toBeTruthy();
  });
});

it("offers 'Exportar CSV' of the list", async () => {
  signInAs({ permissions: ['auth.view_historial'] });
  renderAt(<HistorialPage />, '/auth/historial');
  expect(await screen.findByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
});
