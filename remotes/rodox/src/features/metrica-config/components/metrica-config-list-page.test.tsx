import type { MetricaConfig } from '@gestion/contract';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';
import { CONTEXTO } from '../../../test/rodox-fixtures';
import { expectRefused, expectSearchAfterIdle, paginatedEndpoint } from '../../../test/server-list';
import { expectRemoval } from '../../../test/record-removal';
import { parametroKeys } from './metrica-config-list-page';

const PATH = '/rodox/metrica-config/list/table';
const CONFIGS: MetricaConfig[] = [
  { id: 1, contexto: 1, contexto_sigla: 'lesa-mill', tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 }, actualizado: true },
  { id: 2, contexto: null, contexto_sigla: null, tipo: 'pasal', parametros: { ventana: 10, magnitud: 5, umbral: 3 }, actualizado: false },
];
const list = paginatedEndpoint<MetricaConfig>('/api/rodox/metrica-configs/', (c, search) => c.tipo.includes(search));
const { requests } = list;
const OTRO = { ...CONTEXTO, id: 2, sigla: 'otro-ctx', familia: 'otro', nombre: 'Otro' };
const contextos = http.get(`${TEST_API}/api/rodox/contextos/`, () => HttpResponse.json([CONTEXTO, OTRO]));
const server = mockApi(list.handler, contextos);

beforeEach(() => {
  requests.length = 0;
  list.rows = CONFIGS.map((c) => ({ ...c }));
});

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: '+ Crear' }));
  return screen.findByRole('dialog');
}

describe('MetricaConfigListPage', () => {
  it('shows context, tipo, one column per parametros key and actualizado as Sí/No, 20 per page', async () => {
    signInForTest({ permissions: ['rodox.view_metricaconfig'] });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'Config Rastral' })).toBeTruthy();
    const first = (await screen.findByText('lesa-mill')).closest('tr')!;
    expect(within(first).getByText('frecuencial')).toBeTruthy();
    expect(within(first).getByText('Sí')).toBeTruthy();
    for (const title of ['Contexto', 'Tipo', 'ventana', 'magnitud', 'umbral', 'Actualizado']) expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    const second = screen.getByText('pasal').closest('tr')!;
    expect(within(second).getByText('No')).toBeTruthy();
    expect(within(second).getByText('3')).toBeTruthy();
    expect(requests[0]?.get('page')).toBe('1');
    expect(requests[0]?.get('page_size')).toBe('20');
    expect(screen.queryByRole('button', { name: '+ Crear' })).toBeNull();
  });

  it('is refused without rodox.view_metricaconfig', async () => {
    await expectRefused(PATH, ['rodox.view_jornada']);
  });

  it('shows the empty text', async () => {
    list.rows = [];
    signInForTest({ permissions: ['rodox.view_metricaconfig'] });
    renderAt(PATH);
    expect(await screen.findByText('No hay configuraciones rastreas registradas.')).toBeTruthy();
  });

  it('a typed search applies after 800 ms idle, on page 1', async () => {
    signInForTest({ permissions: ['rodox.view_metricaconfig'] });
    renderAt(PATH);
    await screen.findByText('lesa-mill');
    await expectSearchAfterIdle(requests, 'pas', 800, 'lesa-mill');
  });

  it("'+ Crear' opens the dialog with the defaults and the five tipos; success toasts and reloads", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/rodox/metrica-configs/`, async ({ request }) => {
        const body = (await request.json()) as Omit<MetricaConfig, 'id' | 'contexto_sigla' | 'actualizado'>;
        bodies.push(body);
        const created = { ...body, id: 3, contexto_sigla: 'lesa-mill', actualizado: false };
        list.rows.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    signInForTest({ permissions: ['rodox.view_metricaconfig', 'rodox.add_metricaconfig'] });
    renderAt(PATH);
    const dialog = await openCreate();
    expect((within(dialog).getByLabelText('Ventana') as HTMLInputElement).value).toBe('40');
    expect((within(dialog).getByLabelText('Magnitud') as HTMLInputElement).value).toBe('23');
    expect(within(dialog).getByTitle('frecuencial')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('Tipo'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['frecuencial', 'recencial', 'gradal', 'multiplal', 'pasal']);
    await userEvent.click(options[3]!);

    // The context is chosen by sigla among GET /api/rodox/contextos/, after an empty option.
    expect(within(dialog).getByTitle('(todos los contextos)')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('Contexto'));
    const contextoOptions = await screen.findAllByRole('option', { name: /ctx|lesa|contextos/ });
    expect(contextoOptions.map((o) => o.textContent)).toEqual(['(todos los contextos)', 'lesa-mill', 'otro-ctx']);
    await userEvent.click(contextoOptions[2]!);
    await userEvent.clear(within(dialog).getByLabelText('Magnitud'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect((await screen.findByText('Configuración creada')).dataset.type).toBe('success');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // An empty magnitud is sent as 0.
    expect(bodies).toEqual([{ contexto: 2, tipo: 'multiplal', parametros: { ventana: 40, magnitud: 0 } }]);
    expect(await screen.findByText('multiplal')).toBeTruthy();
  });

  it("contexts that cannot be read show 'Error al cargar los contextos.'; the empty option still sends null", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${TEST_API}/api/rodox/contextos/`, () => HttpResponse.json({ detail: 'No tiene permiso.' }, { status: 403 })),
      http.post(`${TEST_API}/api/rodox/metrica-configs/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 9, contexto: null, contexto_sigla: null, tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 }, actualizado: false }, { status: 201 });
      }),
    );
    signInForTest({ permissions: ['rodox.view_metricaconfig', 'rodox.add_metricaconfig'] });
    renderAt(PATH);
    const dialog = await openCreate();
    expect(await within(dialog).findByText('Error al cargar los contextos.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(bodies).toEqual([{ contexto: null, tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 } }]));
  });

  it('an empty context is sent as null', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/rodox/metrica-configs/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 9, contexto: null, contexto_sigla: null, tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 }, actualizado: false }, { status: 201 });
      }),
    );
    signInForTest({ permissions: ['rodox.view_metricaconfig', 'rodox.add_metricaconfig'] });
    renderAt(PATH);
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(bodies).toEqual([{ contexto: null, tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 } }]));
  });

  it('a refusal shows the server text in the dialog and as an error toast; without one, Error al crear', async () => {
    server.use(
      http.post(`${TEST_API}/api/rodox/metrica-configs/`, () =>
        HttpResponse.json({ parametros: { ventana: ['Asegúrese de que este valor es mayor o igual a 1.'] } }, { status: 400 }),
      ),
    );
    signInForTest({ permissions: ['rodox.view_metricaconfig', 'rodox.add_metricaconfig'] });
    renderAt(PATH);
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Asegúrese de que este valor es mayor o igual a 1.')).toBeTruthy();
    expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Asegúrese de que este valor es mayor o igual a 1.' && a.dataset.type === 'error')).toBe(true);

    server.use(http.post(`${TEST_API}/api/rodox/metrica-configs/`, () => new HttpResponse('<html>boom</html>', { status: 500 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Error al crear')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("'Actualizar' posts config_id, shows 'Actualizando...' with the row actions disabled, then reloads", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/rodox/metrica/crear-faltantes/`, async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        list.rows[1] = { ...list.rows[1]!, actualizado: true };
        return HttpResponse.json(list.rows[1]);
      }),
    );
    signInForTest({ permissions: ['rodox.view_metricaconfig'] });
    renderAt(PATH);
    const row = (await screen.findByText('pasal')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Actualizar' }));
    const running = await within(row).findByRole('button', { name: 'Actualizando...' });
    expect(running).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Actualizar' })).toHaveProperty('disabled', true);
    const before = requests.length;
    release();
    await waitFor(() => expect(within(screen.getByText('pasal').closest('tr')!).getByText('Sí')).toBeTruthy());
    expect(bodies).toEqual([{ config_id: 2 }]);
    expect(requests.length).toBeGreaterThan(before);
  });

  it("a failed 'Actualizar' is only logged", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(`${TEST_API}/api/rodox/metrica/crear-faltantes/`, () => HttpResponse.json({ detail: 'No tienes permiso.' }, { status: 403 })));
    signInForTest({ permissions: ['rodox.view_metricaconfig'] });
    renderAt(PATH);
    const row = (await screen.findByText('pasal')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(await within(row).findByRole('button', { name: 'Actualizar' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });

  it("'Eliminar' only for holders of rodox.delete_metricaconfig: the confirmation names what goes, and the list reloads", async () => {
    signInForTest({ permissions: ['rodox.view_metricaconfig'] });
    const view = renderAt(PATH);
    const row = (await screen.findByText('lesa-mill')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Actualizar' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    view.unmount();

    signInForTest({ permissions: ['rodox.view_metricaconfig', 'rodox.delete_metricaconfig', 'rodox.change_metricaconfig'] });
    renderAt(PATH);
    const again = (await screen.findByText('lesa-mill')).closest('tr')!;
    // Computed from: never edited, whoever may change it.
    expect(within(again).queryByRole('button', { name: 'Editar' })).toBeNull();
    const asked = requests.length;
    await expectRemoval(server, again, '/api/rodox/metrica-configs/', 1, { repr: 'frecuencial lesa-mill', impide: null, arrastra: ['12 métricas', '3 proyecciones'] });
    await waitFor(() => expect(requests.length).toBeGreaterThan(asked));
  });
});

describe('parametroKeys', () => {
  it('lists each key once, in first-seen order', () => {
    expect(parametroKeys(CONFIGS)).toEqual(['ventana', 'magnitud', 'umbral']);
  });
});
