import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInForTest, mockApi, TEST_API } from '@gestion/ui/testing';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../test/render';

const CASA = {
  id: 4, codigo: 'C-001', tipo_inmueble: 'nave', direccion: 'Calle Falsa 123', sector: '', ciudad: 'Santiago', provincia: 'Santiago',
  latitud: '19.450000', longitud: null, niveles: 2, habitaciones: 3, banos: 2, parqueos: 1, activo: false,
};
const server = mockApi(
  http.get(`${TEST_API}/api/terra/inmuebles/4/`, () => HttpResponse.json(CASA)),
  http.get(`${TEST_API}/api/terra/inmuebles/4/eliminar/`, () => HttpResponse.json({ repr: 'C-001', impide: null, arrastra: [] })),
  http.delete(`${TEST_API}/api/terra/inmuebles/4/`, () => new HttpResponse(null, { status: 204 })),
);

describe('/terra/inmueble/:id', () => {
  it('shows every field of the property, and no action to a reader', async () => {
    signInForTest({ permissions: ['terra.view_inmueble'] });
    renderAt('/terra/inmueble/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inmueble C-001' })).toBeTruthy();
    expect(screen.getByText('Nave industrial')).toBeTruthy();
    expect(screen.getByText('Calle Falsa 123')).toBeTruthy();
    expect(screen.getByText('19.450000')).toBeTruthy();
    expect(screen.getByText('Inactivo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it("removes the property with 'Eliminar' and goes back to the list", async () => {
    signInForTest({ permissions: ['terra.view_inmueble', 'terra.delete_inmueble'] });
    renderAt('/terra/inmueble/4', { '/terra/inmueble/list': 'la lista' });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    await screen.findByText('¿Eliminar «C-001»? Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('la lista')).toBeTruthy();
  });

  it('says when there is no such property', async () => {
    server.use(http.get(`${TEST_API}/api/terra/inmuebles/9/`, () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })));
    signInForTest({ permissions: ['terra.view_inmueble'] });
    renderAt('/terra/inmueble/9');
    await waitFor(() => expect(screen.getByText('No se pudo cargar el inmueble.')).toBeTruthy());
    expect(screen.getByText('No encontrado.')).toBeTruthy();
  });
});
