import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInForTest, mockApi, TEST_API } from '@gestion/ui/testing';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../test/render';

const CASA = {
  id: 4, codigo: 'C-001', tipo_inmueble: 'casa', direccion: 'Calle Falsa 123', sector: 'Centro', ciudad: 'Santiago', provincia: 'Santiago',
  latitud: '19.450000', longitud: null, niveles: 2, habitaciones: 3, banos: 2, parqueos: 1, activo: true,
};
const asked: URLSearchParams[] = [];
const patched: unknown[] = [];
mockApi(
  http.get(`${TEST_API}/api/terra/inmuebles/`, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ count: 1, results: [CASA] });
  }),
  http.get(`${TEST_API}/api/terra/inmuebles/4/`, () => HttpResponse.json(CASA)),
  http.patch(`${TEST_API}/api/terra/inmuebles/4/`, async ({ request }) => {
    patched.push(await request.json());
    return HttpResponse.json({ ...CASA, direccion: 'Calle Real 5' });
  }),
);

describe('/terra/inmueble/list', () => {
  it("lists the properties by code with the kind's label, and no actions without change_ or delete_", async () => {
    asked.length = 0;
    signInForTest({ permissions: ['terra.view_inmueble'] });
    renderAt('/terra/inmueble/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inmuebles' })).toBeTruthy();
    const row = (await screen.findByText('C-001')).closest('tr')!;
    expect(within(row).getByText('Casa')).toBeTruthy();
    expect(within(row).getByText('Activo')).toBeTruthy();
    expect(asked[0]?.get('ordering')).toBe('codigo');
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.queryByRole('link', { name: '+ Registrar inmueble' })).toBeNull();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
  });

  it('filters by kind, from the first page, in the address', async () => {
    asked.length = 0;
    signInForTest({ permissions: ['terra.view_inmueble'] });
    renderAt('/terra/inmueble/list?page=2');
    await screen.findByText('C-001');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByTitle('Nave industrial'));
    await waitFor(() => expect(asked.at(-1)?.get('tipo_inmueble')).toBe('nave'));
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it("corrects a property's address with 'Editar' (only the changed field is sent)", async () => {
    patched.length = 0;
    signInForTest({ permissions: ['terra.view_inmueble', 'terra.change_inmueble'] });
    renderAt('/terra/inmueble/list');
    const row = (await screen.findByText('C-001')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    const direccion = await within(dialog).findByRole('textbox', { name: 'Dirección' });
    expect((direccion as HTMLInputElement).value).toBe('Calle Falsa 123');
    await userEvent.clear(direccion);
    await userEvent.type(direccion, 'Calle Real 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(patched).toEqual([{ direccion: 'Calle Real 5' }]);
  });
});
