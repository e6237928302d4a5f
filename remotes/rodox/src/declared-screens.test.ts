// The Rodox records' screens made from their declarations (area.ts): what each offers, by permission.
import type { Metrica, Sonador } from '@gestion/contract';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from './test/render';
import { expectRefused } from './test/server-list';

const AL: Sonador = { id: 1, sigla: 'AL', nombre: 'Alfa', regla: 'primeros' };
const VALOR: Metrica = { id: 8, config: 2, contexto: 1, contexto_sigla: 'lesa-mill', kardinal: 240, numeros: [3, 14, 15] };
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

// Each list and record's page behind its model's view_ permission, not one near it.
it.each([
  ['/rodox/sonador/list', 'rodox.view_seleccion'],
  ['/rodox/sonador/1', 'rodox.view_seleccion'],
  ['/rodox/metrica/list', 'rodox.view_metricaconfig'],
  ['/rodox/seleccion/list', 'rodox.view_proyeccion'],
  ['/rodox/seleccion/5', 'rodox.view_jornada'],
] as const)('%s is refused to a holder of %s alone', async (path, permission) => {
  await expectRefused(path, [permission]);
});
