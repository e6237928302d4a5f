import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mockServer, renderAt, signInAs } from '../../../test/render';

const UNITS = [
  { id: 1, nombre: 'Kilogramo', abreviatura: 'KG', variantes: [{ id: 1, abreviatura_equivalente: 'KGS' }, { id: 2, abreviatura_equivalente: 'KILO' }] },
  { id: 2, nombre: 'Litro', abreviatura: 'LT', variantes: [] },
];
const requests: URLSearchParams[] = [];

const server = mockServer(
  http.get(`${API}/api/pueblo/unidades/`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    requests.push(q);
    const search = (q.get('search') ?? '').toLowerCase();
    const results = UNITS.filter((u) => !search || u.nombre.toLowerCase().includes(search));
    return HttpResponse.json({ count: results.length, results });
  }),
);

beforeEach(() => {
  requests.length = 0;
});

describe('UnidadListPage', () => {
  it('shows Nombre, Abreviatura and the variantes joined by commas or a dash', async () => {
    signInAs(['pueblo.view_unidadmedida']);
    renderAt('/main/unidad/list');
    expect(await screen.findByRole('heading', { name: 'Unidades de Medida' })).toBeTruthy();
    expect(await screen.findByText('KGS, KILO')).toBeTruthy();
    const litro = screen.getByText('Litro').closest('tr')!;
    expect(within(litro).getByText('-')).toBeTruthy();
    expect(requests[0]?.get('page')).toBe('1');
    expect(requests[0]?.get('page_size')).toBe('20');
    expect(screen.queryByRole('button', { name: '+ Crear unidad' })).toBeNull();
    // Without change_ or delete_ the spec's screen is as it was: no actions column.
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  });

  it("renames a unit with 'Editar' for a holder of change_unidadmedida", async () => {
    const patched: unknown[] = [];
    server.use(
      http.get(`${API}/api/pueblo/unidades/2/`, () => HttpResponse.json(UNITS[1])),
      http.patch(`${API}/api/pueblo/unidades/2/`, async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json({ ...UNITS[1], nombre: 'Litros' });
      }),
    );
    signInAs(['pueblo.view_unidadmedida', 'pueblo.change_unidadmedida']);
    renderAt('/main/unidad/list');
    const litro = (await screen.findByText('Litro')).closest('tr')!;
    expect(within(litro).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(within(litro).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar: Litro')).toBeTruthy();
    const nombre = await within(dialog).findByLabelText('Nombre');
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Litros');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(patched).toEqual([{ nombre: 'Litros' }]);
  });

  it('offers the page sizes 10, 20 and 50, with 20 chosen', async () => {
    signInAs(['pueblo.view_unidadmedida']);
    renderAt('/main/unidad/list');
    await screen.findByText('Kilogramo');
    const select = screen.getByRole('combobox', { name: 'Filas por página' });
    expect(screen.getByTitle('20 por página')).toBeTruthy();
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10 por página', '20 por página', '50 por página']);
    await userEvent.click(options[2]!);
    await waitFor(() => expect(requests.at(-1)?.get('page_size')).toBe('50'));
  });

  it('renders the same page at /terra/unidad/list', async () => {
    signInAs(['pueblo.view_unidadmedida']);
    renderAt('/terra/unidad/list');
    expect(await screen.findByRole('heading', { name: 'Unidades de Medida' })).toBeTruthy();
    expect(await screen.findByText('Kilogramo')).toBeTruthy();
  });

  it('shows the empty text', async () => {
    server.use(http.get(`${API}/api/pueblo/unidades/`, () => HttpResponse.json({ count: 0, results: [] })));
    signInAs(['pueblo.view_unidadmedida']);
    renderAt('/main/unidad/list');
    expect(await screen.findByText('No hay unidades registradas.')).toBeTruthy();
  });

  it("'Buscar' applies the search at once, on page 1", async () => {
    signInAs(['pueblo.view_unidadmedida']);
    renderAt('/main/unidad/list');
    await screen.findByText('Kilogramo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'lit');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.queryByText('Kilogramo')).toBeNull());
    expect(requests.at(-1)?.get('search')).toBe('lit');
    expect(requests.at(-1)?.get('page')).toBe('1');
  });

  it('a typed search applies after 1000 ms idle, not before', async () => {
    signInAs(['pueblo.view_unidadmedida']);
    renderAt('/main/unidad/list');
    await screen.findByText('Kilogramo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'lit');
    await new Promise((r) => setTimeout(r, 600));
    expect(requests.some((q) => q.get('search') === 'lit')).toBe(false);
    await waitFor(() => expect(requests.some((q) => q.get('search') === 'lit')).toBe(true));
  });

  it('creates a unit: required fields, Creando..., the unit on top and the count up by one', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post(`${API}/api/pueblo/unidades/`, async ({ request }) => {
        const body = (await request.json()) as { nombre: string; abreviatura: string };
        await gate;
        return HttpResponse.json({ id: 9, ...body, variantes: [] }, { status: 201 });
      }),
    );
    signInAs(['pueblo.view_unidadmedida', 'pueblo.add_unidadmedida']);
    renderAt('/main/unidad/list');
    await screen.findByText('Kilogramo');
    expect(screen.getByText('2 registros')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '+ Crear unidad' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Crear nueva unidad')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(within(dialog).getByText('La abreviatura es obligatoria.')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Galón');
    await userEvent.type(within(dialog).getByLabelText('Abreviatura'), 'GL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByRole('button', { name: 'Creando...' })).toBeTruthy();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Galón')).toBeTruthy();
    expect(screen.getByText('3 registros')).toBeTruthy();
  });

  it('a refused creation shows the server detail, or the spec text', async () => {
    server.use(
      http.post(`${API}/api/pueblo/unidades/`, () => HttpResponse.json({ abreviatura: ['Ya existe una unidad con esta abreviatura.'] }, { status: 400 })),
    );
    signInAs([], { superuser: true });
    renderAt('/main/unidad/list');
    await userEvent.click(await screen.findByRole('button', { name: '+ Crear unidad' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Crear nueva unidad')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Kilo');
    await userEvent.type(within(dialog).getByLabelText('Abreviatura'), 'kg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Error al crear la unidad')).toBeTruthy();
    expect(within(dialog).getByText('Ya existe una unidad con esta abreviatura.')).toBeTruthy();

    server.use(http.post(`${API}/api/pueblo/unidades/`, () => HttpResponse.json({ detail: 'No tienes permiso.' }, { status: 403 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('No tienes permiso.')).toBeTruthy();
  });

  it('a load error is passed to the table', async () => {
    server.use(http.get(`${API}/api/pueblo/unidades/`, () => HttpResponse.json({ detail: 'No tienes permiso para realizar esta acción.' }, { status: 403 })));
    signInAs([]);
    renderAt('/main/unidad/list');
    expect(await screen.findByText('Ocurrió un error.')).toBeTruthy();
    expect(screen.getByText('No tienes permiso para realizar esta acción.')).toBeTruthy();
  });
});
