// The Rodox records' screens made from their declarations (area.ts): what each offers, by permission.
import type { Contexto, Metrica, Sonador, Sorteo } from '@gestion/contract';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from './test/render';
import { expectRefused } from './test/server-list';

const AL: Sonador = { id: 1, sigla: 'AL', nombre: 'Alfa', regla: 'primeros' };
const VALOR: Metrica = { id: 8, config: 2, contexto: 1, contexto_sigla: 'lesa-mill', kardinal: 240, numeros: [3, 14, 15] };
const LESA: Contexto = { id: 1, sigla: 'lesa-mill', familia: 'lesa', tipo: 'mill', nombre: 'Lesa Millonaria', numero_min: 1, numero_max: 45, cantidad: 6, fuente_url: null };
const SORTEO: Sorteo = { id: 30, kardinal: 241, fecha_utc: '2024-05-01T20:00:00.000Z', numeros_lista: [3, 14, 15, 22, 30, 41], pares_cantidad: 3 };
const sorteosAsked: URLSearchParams[] = [];
const posted: unknown[] = [];
const patched: unknown[] = [];
const listAsked: URLSearchParams[] = [];
mockApi(
  http.get(`${TEST_API}/api/rodox/sonadores/`, () => HttpResponse.json({ count: 1, results: [AL] })),
  http.get(`${TEST_API}/api/rodox/sonadores/1/`, () => HttpResponse.json(AL)),
  http.post(`${TEST_API}/api/rodox/sonadores/`, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ id: 2, sigla: 'BE', nombre: 'Beta', regla: 'paridad' }, { status: 201 });
  }),
  http.patch(`${TEST_API}/api/rodox/sonadores/1/`, async ({ request }) => {
    patched.push(await request.json());
    return HttpResponse.json({ ...AL, nombre: 'Alfa dos' });
  }),
  http.get(`${TEST_API}/api/rodox/metricas/`, ({ request }) => {
    listAsked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ count: 1, results: [VALOR] });
  }),
  // The spec's calls of the same url answer other shapes: the screens never ask them.
  http.get(`${TEST_API}/api/rodox/contextos/`, () => HttpResponse.json({ detail: 'la lista del spec' }, { status: 500 })),
  http.get(`${TEST_API}/api/rodox/contextos/registros/`, () => HttpResponse.json({ count: 1, results: [LESA] })),
  http.get(`${TEST_API}/api/rodox/contextos/1/`, () => HttpResponse.json(LESA)),
  http.patch(`${TEST_API}/api/rodox/contextos/1/`, async ({ request }) => {
    patched.push(await request.json());
    return HttpResponse.json({ ...LESA, nombre: 'Lesa Mil' });
  }),
  http.get(`${TEST_API}/api/rodox/sorteos/`, () => HttpResponse.json({ detail: 'los últimos del spec' }, { status: 500 })),
  http.get(`${TEST_API}/api/rodox/sorteos/registros/`, ({ request }) => {
    sorteosAsked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ count: 1, results: [SORTEO] });
  }),
  http.get(`${TEST_API}/api/rodox/sorteos/30/`, () => HttpResponse.json(SORTEO)),
  http.patch(`${TEST_API}/api/rodox/sorteos/30/`, async ({ request }) => {
    patched.push(await request.json());
    return HttpResponse.json({ ...SORTEO, numeros_lista: [3, 14, 15, 22, 30, 42] });
  }),
  http.get(`${TEST_API}/api/rodox/metricas/8/eliminar/`, () => HttpResponse.json({ repr: 'lesa-mill 240', impide: null, arrastra: ['2 métricas'] })),
);

describe('/rodox/sonador/list', () => {
  it('lists the dreamers with their rule named, and nothing to change for a reader', async () => {
    signInForTest({ permissions: ['rodox.view_sonador'] });
    renderAt('/rodox/sonador/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soñadores' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'AL' })).closest('tr')!;
    expect(within(row).getByText('Los mejor clasificados')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Crear' })).toBeNull();
  });

  it('creates a dreamer and renames one for holders of add_ and change_', async () => {
    posted.length = 0;
    patched.length = 0;
    signInForTest({ permissions: ['rodox.view_sonador', 'rodox.add_sonador', 'rodox.change_sonador'] });
    renderAt('/rodox/sonador/list');
    await userEvent.click(await screen.findByRole('button', { name: '+ Crear' }));
    const form = await screen.findByRole('dialog');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Sigla' }), 'BE');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Beta');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Regla' }));
    await userEvent.click(await screen.findByTitle('Pares e impares equilibrados'));
    await userEvent.click(within(form).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(posted).toEqual([{ sigla: 'BE', nombre: 'Beta', regla: 'paridad' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = (await screen.findByRole('link', { name: 'AL' })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByText('Editar: AL')).toBeTruthy();
    const nombre = await within(edit).findByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect((nombre as HTMLInputElement).value).toBe('Alfa'));
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Alfa dos');
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(patched).toEqual([{ nombre: 'Alfa dos' }]);
  });

});

describe('/rodox/metrica/list', () => {
  it("a computed value is removed, never edited: the confirmation names what goes with it", async () => {
    listAsked.length = 0;
    signInForTest({ permissions: ['rodox.view_metrica', 'rodox.change_metrica', 'rodox.delete_metrica'] });
    renderAt('/rodox/metrica/list?config_id=2');
    const row = (await screen.findByText('3 14 15')).closest('tr')!;
    expect(listAsked[0]?.get('config_id')).toBe('2');
    expect(within(row).queryByRole('button', { name: 'Editar' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Se eliminará también: 2 métricas.')).toBeTruthy();
  });

});

describe('/rodox/contexto/list', () => {
  it('lists the contexts by pages and renames one for a holder of change_', async () => {
    patched.length = 0;
    signInForTest({ permissions: ['rodox.view_contexto', 'rodox.change_contexto'] });
    renderAt('/rodox/contexto/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contextos' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'lesa-mill' })).closest('tr')!;
    expect(within(row).getByText('Lesa Millonaria')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog');
    const nombre = await within(edit).findByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect((nombre as HTMLInputElement).value).toBe('Lesa Millonaria'));
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Lesa Mil');
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(patched).toEqual([{ nombre: 'Lesa Mil' }]);
  });
});

describe('/rodox/sorteo/list', () => {
  it("lists a context's draws by kardinal and corrects a draw's numbers, typed in a line", async () => {
    patched.length = 0;
    sorteosAsked.length = 0;
    signInForTest({ permissions: ['rodox.view_sorteo', 'rodox.change_sorteo'] });
    renderAt('/rodox/sorteo/list?contexto_id=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorteos' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: '241' })).closest('tr')!;
    expect(within(row).getByText('3 14 15 22 30 41')).toBeTruthy();
    expect(Object.fromEntries(sorteosAsked[0]!)).toMatchObject({ contexto_id: '1', ordering: '-kardinal' });
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog');
    const numeros = await within(edit).findByRole('textbox', { name: 'Números' });
    await waitFor(() => expect((numeros as HTMLInputElement).value).toBe('3 14 15 22 30 41'));
    await userEvent.clear(numeros);
    await userEvent.type(numeros, '3 14 15 22 30 42');
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(patched).toEqual([{ numeros_lista: [3, 14, 15, 22, 30, 42] }]);
  });
});

// Each list and record's page behind its model's view_ permission, not one near it.
it.each([
  ['/rodox/sonador/list', 'rodox.view_seleccion'],
  ['/rodox/sonador/1', 'rodox.view_seleccion'],
  ['/rodox/metrica/list', 'rodox.view_metricaconfig'],
  ['/rodox/seleccion/list', 'rodox.view_proyeccion'],
  ['/rodox/seleccion/5', 'rodox.view_jornada'],
  ['/rodox/contexto/list', 'rodox.view_sorteo'],
  ['/rodox/sorteo/list', 'rodox.view_contexto'],
  ['/rodox/sorteo/30', 'rodox.change_sorteo'],
] as const)('%s is refused to a holder of %s alone', async (path, permission) => {
  await expectRefused(path, [permission]);
});
