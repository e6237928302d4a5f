import type { Jornada } from '@gestion/contract';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';
import { CONTEXTO } from '../../../test/rodox-fixtures';
import { expectRefused, expectSearchAfterIdle, paginatedEndpoint } from '../../../test/server-list';
import { expectRemoval } from '../../../test/record-removal';
import { fechaLocal } from './jornada-list-page';

const PATH = '/rodox/jornada/list/table';
const JORNADAS: Jornada[] = [
  { id: 7, contexto: 1, contexto_sigla: 'lesa-mill', fecha: '2026-03-05', kandidatura: 241 },
  { id: 6, contexto: 2, contexto_sigla: 'otro-ctx', fecha: '2026-03-01', kandidatura: 12 },
];
const list = paginatedEndpoint<Jornada>('/api/rodox/jornadas/', (j, search) => j.contexto_sigla.includes(search));
const { requests } = list;
const server = mockApi(list.handler, http.get(`${TEST_API}/api/rodox/contextos/`, () => HttpResponse.json([CONTEXTO, { ...CONTEXTO, id: 2, sigla: 'otro-ctx' }])));

beforeEach(() => {
  requests.length = 0;
  list.rows = JORNADAS.map((j) => ({ ...j }));
});

const VIEW = ['rodox.view_jornada'] as const;

describe('JornadaListPage', () => {
  it('shows contexto, the local date and kandidatura; no create nor Proyectar without their permissions', async () => {
    signInForTest({ permissions: [...VIEW] });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'Jornadas' })).toBeTruthy();
    const row = (await screen.findByText('lesa-mill')).closest('tr')!;
    expect(within(row).getByText('5/3/2026')).toBeTruthy();
    expect(within(row).getByText('241')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Abrir Proyecciones' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Acciones' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Proyectar' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Crear' })).toBeNull();
    expect(requests[0]?.get('page_size')).toBe('20');
  });

  it('is refused without rodox.view_jornada', async () => {
    await expectRefused(PATH, ['rodox.view_metricaconfig']);
  });

  it('shows the empty text', async () => {
    list.rows = [];
    signInForTest({ permissions: [...VIEW] });
    renderAt(PATH);
    expect(await screen.findByText('No hay jornadas registradas.')).toBeTruthy();
  });

  it('a typed search applies after 800 ms idle, on page 1', async () => {
    signInForTest({ permissions: [...VIEW] });
    renderAt(PATH);
    await screen.findByText('lesa-mill');
    await expectSearchAfterIdle(requests, 'otro', 800, 'lesa-mill');
  });

  it("'Abrir Proyecciones' opens that jornada's projections; 'Acciones' alerts", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    signInForTest({ permissions: [...VIEW] });
    renderAt(PATH, { '/rodox/jornada/:id/proyeccion/list/table': 'proyecciones' });
    const row = (await screen.findByText('otro-ctx')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Acciones' }));
    expect(alert).toHaveBeenCalledWith('Acción no implementada aún');
    await userEvent.click(within(row).getByRole('button', { name: 'Abrir Proyecciones' }));
    expect(screen.getByTestId('location').textContent).toBe('/rodox/jornada/6/proyeccion/list/table');
    alert.mockRestore();
  });

  it("'+ Crear': empty contexto goes as null and empty kandidatura as 0; the refusal shows in the dialog and a toast", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/rodox/jornadas/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ contexto: ['Este campo no puede ser nulo.'] }, { status: 400 });
      }),
    );
    signInForTest({ permissions: [...VIEW, 'rodox.add_jornada'] });
    renderAt(PATH);
    await userEvent.click(await screen.findByRole('button', { name: '+ Crear' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Este campo no puede ser nulo.')).toBeTruthy();
    expect(screen.getAllByText('Este campo no puede ser nulo.').some((t) => t.dataset.type === 'error')).toBe(true);
    expect(bodies).toEqual([{ contexto: null, kandidatura: 0 }]);
  });

  it("creates a jornada for the context chosen by sigla: 'Jornada creada' and the list reloads", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/rodox/jornadas/`, async ({ request }) => {
        const body = (await request.json()) as { contexto: number; kandidatura: number };
        bodies.push(body);
        const created = { id: 8, contexto: body.contexto, contexto_sigla: 'nuevo-ctx', fecha: '2026-03-06', kandidatura: body.kandidatura };
        list.rows.unshift(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    signInForTest({ permissions: [...VIEW, 'rodox.add_jornada'] });
    renderAt(PATH);
    await userEvent.click(await screen.findByRole('button', { name: '+ Crear' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('(ninguno)')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('Contexto'));
    await userEvent.click(await screen.findByRole('option', { name: 'otro-ctx' }));
    await userEvent.type(within(dialog).getByLabelText('Kandidatura'), '242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect((await screen.findByText('Jornada creada')).dataset.type).toBe('success');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = (await screen.findByText('nuevo-ctx')).closest('tr')!;
    expect(within(row).getByText('242')).toBeTruthy();
    expect(bodies).toEqual([{ contexto: 2, kandidatura: 242 }]);
  });

  it("'Proyectar' asks first, shows 'Proyectando...' with the row actions disabled, then replaces the row", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const calls: { id: string; body: string }[] = [];
    server.use(
      http.post(`${TEST_API}/api/rodox/jornadas/:id/proyectar/`, async ({ params, request }) => {
        calls.push({ id: String(params.id), body: await request.text() });
        await gate;
        return HttpResponse.json({ ...JORNADAS[1]!, kandidatura: 13 });
      }),
    );
    signInForTest({ permissions: [...VIEW, 'rodox.change_jornada'] });
    renderAt(PATH);
    const row = (await screen.findByText('otro-ctx')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Proyectar' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('¿Ejecutar proyección para esta jornada?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Proyectar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Proyectar' }));
    expect(await within(row).findByRole('button', { name: 'Proyectando...' })).toHaveProperty('disabled', true);
    expect(within(row).getByRole('button', { name: 'Abrir Proyecciones' })).toHaveProperty('disabled', true);
    const fetches = requests.length;
    release();
    expect((await screen.findByText('Proyección ejecutada')).dataset.type).toBe('success');
    expect(within(screen.getByText('otro-ctx').closest('tr')!).getByText('13')).toBeTruthy();
    expect(calls).toEqual([{ id: '6', body: '' }]);
    expect(requests.length).toBe(fetches);
  });

  it('a failed projection toasts the server message, or Error en proyección', async () => {
    server.use(http.post(`${TEST_API}/api/rodox/jornadas/:id/proyectar/`, () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })));
    signInForTest({ permissions: [...VIEW, 'rodox.change_jornada'] });
    renderAt(PATH);
    const row = (await screen.findByText('lesa-mill')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Proyectar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Proyectar' }));
    expect((await screen.findByText('No encontrado.')).dataset.type).toBe('error');

    server.use(http.post(`${TEST_API}/api/rodox/jornadas/:id/proyectar/`, () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(within(row).getByRole('button', { name: 'Proyectar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Proyectar' }));
    expect((await screen.findByText('Error en proyección')).dataset.type).toBe('error');
  });

  it("'Eliminar' only for holders of rodox.delete_jornada: the confirmation names what goes, and the list reloads", async () => {
    signInForTest({ permissions: [...VIEW, 'rodox.change_jornada'] });
    const view = renderAt(PATH);
    const row = (await screen.findByText('lesa-mill')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Proyectar' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Editar' })).toBeNull();
    view.unmount();

    signInForTest({ permissions: [...VIEW, 'rodox.delete_jornada'] });
    renderAt(PATH);
    const again = (await screen.findByText('lesa-mill')).closest('tr')!;
    expect(within(again).getByRole('button', { name: 'Acciones' })).toBeTruthy();
    const asked = requests.length;
    await expectRemoval(server, again, '/api/rodox/jornadas/', 7, { repr: 'lesa-mill 241', impide: null, arrastra: ['5 proyecciones', '40 selecciones'] });
    await waitFor(() => expect(requests.length).toBeGreaterThan(asked));
  });
});

describe('fechaLocal', () => {
  it('reads YYYY-MM-DD as a local calendar day', () => {
    expect(fechaLocal('2026-01-09')).toBe(new Date(2026, 0, 9).toLocaleDateString('es'));
  });
});
