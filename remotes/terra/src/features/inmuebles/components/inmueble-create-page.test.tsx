import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInForTest, mockApi, TEST_API } from '@gestion/ui/testing';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';

let sent: Record<string, unknown>[] = [];
const server = mockApi(
  http.post(`${TEST_API}/api/terra/inmuebles/`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return HttpResponse.json({ id: sent.length, ...body }, { status: 201 });
  }),
);

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const number = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

async function chooseTipo(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de inmueble' }));
  await userEvent.click(await screen.findByTitle(label));
}

beforeEach(() => {
  sent = [];
  signInForTest({ permissions: ['terra.add_inmueble'] });
});

describe('InmuebleCreatePage', () => {
  it('starts with the spec defaults and offers the seven tipos with their labels', async () => {
    renderAt('/terra/inmueble/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrar Inmueble' })).toBeTruthy();
    expect(number('Niveles').value).toBe('1');
    expect(number('Habitaciones').value).toBe('0');
    expect(number('Baños').value).toBe('0');
    expect(number('Parqueos').value).toBe('0');
    expect(screen.getByRole('switch', { name: 'Activo' }).getAttribute('aria-checked')).toBe('true');
    expect(number('Niveles').getAttribute('aria-valuemin')).toBe('1');
    expect(number('Parqueos').getAttribute('aria-valuemin')).toBe('0');
    expect(number('Latitud').getAttribute('step')).toBe('0.000001');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de inmueble' }));
    for (const label of ['Casa', 'Apartamento', 'Local comercial', 'Solar/Terreno', 'Nave industrial', 'Oficina', 'Otro']) {
      expect(await screen.findByTitle(label)).toBeTruthy();
    }
  });

  it('requires codigo and tipo_inmueble', async () => {
    renderAt('/terra/inmueble/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('El código es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El tipo de inmueble es obligatorio.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends every field (coordinates as text, rounded to six decimals), says ¡Inmueble registrado! and resets', async () => {
    renderAt('/terra/inmueble/create');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Código' }), ' INM-1 ');
    await chooseTipo('Local comercial');
    await userEvent.type(box('Dirección'), 'Calle 1');
    await userEvent.type(box('Sector'), 'Piantini');
    await userEvent.type(box('Ciudad'), 'Santo Domingo');
    await userEvent.type(box('Provincia'), 'Distrito Nacional');
    await userEvent.type(number('Latitud'), '18.4712345');
    await userEvent.type(number('Longitud'), '-69.9');
    await userEvent.clear(number('Niveles'));
    await userEvent.type(number('Niveles'), '3');
    await userEvent.clear(number('Baños'));
    await userEvent.type(number('Baños'), '2');
    await userEvent.click(screen.getByRole('switch', { name: 'Activo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('¡Inmueble registrado!')).toBeTruthy();
    expect(sent).toEqual([
      {
        codigo: 'INM-1',
        tipo_inmueble: 'local',
        direccion: 'Calle 1',
        sector: 'Piantini',
        ciudad: 'Santo Domingo',
        provincia: 'Distrito Nacional',
        latitud: '18.471235',
        longitud: '-69.9',
        niveles: 3,
        habitaciones: 0,
        banos: 2,
        parqueos: 0,
        activo: false,
      },
    ]);
    await waitFor(() => expect(box('Código').value).toBe(''));
    expect(number('Niveles').value).toBe('1');
    expect(number('Latitud').value).toBe('');
    expect(screen.getByRole('switch', { name: 'Activo' }).getAttribute('aria-checked')).toBe('true');
  });

  it("a field error shows under its field only; the alert says 'Error al registrar inmueble'", async () => {
    server.use(
      http.post(`${TEST_API}/api/terra/inmuebles/`, () =>
        HttpResponse.json({ codigo: ['Ya existe un inmueble con este código.'] }, { status: 400 }),
      ),
    );
    renderAt('/terra/inmueble/create');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Código' }), 'INM-1');
    await chooseTipo('Casa');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error al registrar inmueble');
    // the server's text once, under the Código field
    const under = await screen.findByText('Ya existe un inmueble con este código.');
    expect(screen.getAllByText('Ya existe un inmueble con este código.')).toHaveLength(1);
    expect(under.closest('.ant-form-item')?.querySelector('label')?.textContent).toBe('Código');
  });

  it("shows the server's detail in the alert", async () => {
    server.use(http.post(`${TEST_API}/api/terra/inmuebles/`, () => HttpResponse.json({ detail: 'No tienes permiso para realizar esta acción.' }, { status: 403 })));
    renderAt('/terra/inmueble/create');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Código' }), 'INM-3');
    await chooseTipo('Casa');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No tienes permiso para realizar esta acción.');
    expect(screen.queryByText('Error al registrar inmueble')).toBeNull();
  });

  it("says 'Error al registrar inmueble' when the server gives no reason", async () => {
    server.use(http.post(`${TEST_API}/api/terra/inmuebles/`, () => new HttpResponse('<html>boom</html>', { status: 500 })));
    renderAt('/terra/inmueble/create');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Código' }), 'INM-2');
    await chooseTipo('Casa');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Error al registrar inmueble')).toBeTruthy();
  });

  it('without terra.add_inmueble goes to /error/403', async () => {
    signInForTest({ permissions: [] });
    renderAt('/terra/inmueble/create', { '/error/403': '403' });
    expect(await screen.findByText('403')).toBeTruthy();
  });
});
