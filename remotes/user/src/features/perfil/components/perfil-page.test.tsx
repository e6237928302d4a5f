import type { UsuarioExtra, UsuarioExtraUpdateRequest } from '@gestion/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { isSecondFactorPending, sessionStore, setSecondFactorPending } from '@gestion/session';
import { SEGUNDO_FACTOR_OBLIGATORIO } from './segundo-factor-card';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, mockApi, renderAt, signInAs } from '../../../test/render';

// No pause between key strokes: the form's behaviour is under test, not the typing speed.
const userEvent = userEventLib.setup({ delay: null });

const PERFIL: UsuarioExtra = {
  id: 5,
  apodo: 'Anita',
  avatar: 'https://example.com/ana.png',
  bio: 'Contadora.',
  profesiones: [2],
  telefonos: [{ numero: '809-555-0101', tipo: 'movil' }],
};
const puts: UsuarioExtraUpdateRequest[] = [];
let segundoFactorActivo = false;
let segundoFactorRequerido = false;
const segundoFactorLlamadas: { url: string; codigo: string }[] = [];

/** codigos/ and desactivar/: a current code '654321' passes. */
const gestion = (accion: 'codigos' | 'desactivar') =>
  http.post(`${API}/api/auth/segundo-factor/${accion}/`, async ({ request }) => {
    const { codigo } = (await request.json()) as { codigo: string };
    segundoFactorLlamadas.push({ url: accion, codigo });
    if (codigo !== '654321') return HttpResponse.json({ codigo: ['Código de verificación incorrecto.'] }, { status: 400 });
    if (accion === 'desactivar') {
      segundoFactorActivo = false;
      return HttpResponse.json({ detail: 'Verificación en dos pasos desactivada.' });
    }
    return HttpResponse.json({ detail: 'ok', codigos_recuperacion: Array.from({ length: 10 }, (_, i) => `nuevo-codi${i}`) });
  });

const server = mockApi(
  gestion('codigos'),
  gestion('desactivar'),
  http.get(`${API}/api/usuario-extra/`, () => HttpResponse.json([PERFIL])),
  http.get(`${API}/api/profesiones/`, () =>
    HttpResponse.json([
      { id: 1, nombre: 'Abogado' },
      { id: 2, nombre: 'Contador' },
      { id: 3, nombre: 'Ingeniero' },
    ]),
  ),
  http.get(`${API}/api/auth/segundo-factor/`, () =>
    HttpResponse.json({ activo: segundoFactorActivo, requerido: segundoFactorRequerido, codigos_restantes: segundoFactorActivo ? 10 : 0 }),
  ),
  http.post(`${API}/api/auth/segundo-factor/iniciar/`, () =>
    HttpResponse.json({ secreto: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Gesti%C3%B3n:ana?issuer=Gesti%C3%B3n&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
  ),
  http.post(`${API}/api/auth/segundo-factor/confirmar/`, async ({ request }) => {
    const { codigo } = (await request.json()) as { codigo: string };
    if (codigo !== '123456') return HttpResponse.json({ codigo: ['El código no es válido.'] }, { status: 400 });
    segundoFactorActivo = true;
    return HttpResponse.json({ detail: 'ok', codigos_recuperacion: Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`) });
  }),
  http.put(`${API}/api/usuario-extra/:id/`, async ({ params, request }) => {
    const body = (await request.json()) as UsuarioExtraUpdateRequest;
    puts.push(body);
    return HttpResponse.json({ id: Number(params.id), ...body });
  }),
);

beforeEach(() => {
  puts.length = 0;
  segundoFactorActivo = false;
  segundoFactorRequerido = false;
  segundoFactorLlamadas.length = 0;
  signInAs([]);
});
afterEach(() => act(() => sessionStore.clear()));

const phoneRow = (n: number) => screen.getByRole('group', { name: `Teléfono ${n}` });

async function openForm() {
  renderAt('/user/perfil');
  expect(await screen.findByRole('heading', { name: 'Completar Perfil' })).toBeTruthy();
  return screen.findByLabelText('Apodo');
}

describe('PerfilPage', () => {
  it('fills the form from the first profile of the list and shows the avatar as an image', async () => {
    const apodo = await openForm();
    expect((apodo as HTMLInputElement).value).toBe('Anita');
    expect((screen.getByLabelText('Avatar (URL)') as HTMLInputElement).value).toBe('https://example.com/ana.png');
    expect(screen.getByRole('img', { name: 'Avatar' }).getAttribute('src')).toBe('https://example.com/ana.png');
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Contadora.');
    expect(await screen.findByTitle('Contador')).toBeTruthy();
    expect((within(phoneRow(1)).getByLabelText('Número') as HTMLInputElement).value).toBe('809-555-0101');
  });

  it("saves the whole profile with the chosen professions: 'Perfil actualizado'", async () => {
    const apodo = await openForm();
    await userEvent.clear(apodo);
    await userEvent.type(apodo, 'Ana P.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Profesiones' }));
    await userEvent.click(await screen.findByTitle('Ingeniero'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado')).toBeTruthy();
    expect(puts).toEqual([{ apodo: 'Ana P.', avatar: PERFIL.avatar, bio: PERFIL.bio, profesiones: [2, 3], telefonos: PERFIL.telefonos }]);
  });

  it('sends the phone rows as they stand after adding and removing some', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /Agregar teléfono/ }));
    await userEvent.type(within(phoneRow(2)).getByLabelText('Número'), '0202');
    await userEvent.click(screen.getByRole('button', { name: /Agregar teléfono/ }));
    await userEvent.type(within(phoneRow(3)).getByLabelText('Número'), '0303');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar teléfono 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado')).toBeTruthy();
    expect(puts.map((p) => p.telefonos)).toEqual([
      [
        { numero: '0202', tipo: 'movil' },
        { numero: '0303', tipo: 'movil' },
      ],
    ]);
  });

  it("shows the server's field errors on their fields, phone errors on their row, and 'Error al actualizar perfil'", async () => {
    server.use(
      http.put(`${API}/api/usuario-extra/:id/`, () =>
        HttpResponse.json(
          { avatar: ['Introduzca una URL http(s) válida.'], telefonos: [{}, { numero: ['Este campo no puede estar en blanco.'] }] },
          { status: 400 },
        ),
      ),
    );
    const apodo = await openForm();
    expect(apodo).toBeTruthy();
    const avatar = screen.getByLabelText('Avatar (URL)');
    await userEvent.clear(avatar);
    await userEvent.type(avatar, 'no-es-url');
    // Not an http(s) address: no image is asked for.
    expect(screen.queryByRole('img', { name: 'Avatar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Agregar teléfono/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Introduzca una URL http(s) válida.')).toBeTruthy();
    expect(within(phoneRow(2)).getByText('Este campo no puede estar en blanco.')).toBeTruthy();
    expect(within(phoneRow(1)).queryByText('Este campo no puede estar en blanco.')).toBeNull();
    expect(screen.getAllByText('Error al actualizar perfil').length).toBeGreaterThan(0);
    expect(screen.queryByText('Perfil actualizado')).toBeNull();
  });

  it("says 'Error al actualizar perfil' with the server's reason when the save fails otherwise", async () => {
    server.use(http.put(`${API}/api/usuario-extra/:id/`, () => HttpResponse.json({ detail: 'Solo puedes editar tu propio perfil.' }, { status: 403 })));
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al actualizar perfil')).toBeTruthy();
    expect(within(alert).getByText('Solo puedes editar tu propio perfil.')).toBeTruthy();
  });

  it('says so when the profile cannot be read', async () => {
    server.use(http.get(`${API}/api/usuario-extra/`, () => new HttpResponse(null, { status: 500 })));
    renderAt('/user/perfil');
    expect(await screen.findByText('No se pudo cargar el perfil.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull());
  });

  it('enrols a second factor: QR code and key, a wrong code refused, the ten recovery codes shown once', async () => {
    renderAt('/user/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar verificación en dos pasos' }));
    expect(await screen.findByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();
    const field = screen.getByLabelText('2. Escribe el código de 6 cifras que muestra la aplicación');
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('El código no es válido.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(await screen.findByText(/Te quedan 10 códigos de recuperación/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Códigos de recuperación' })).toBeNull();
    // Turned off in the same visit: the spent secret is not offered again, a new one is asked for.
    await userEvent.type(screen.getByLabelText('Código de tu aplicación o de recuperación'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('button', { name: 'Configurar verificación en dos pasos' })).toBeTruthy();
    expect(screen.queryByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeNull();
  });

  it('says when the account must use it, and tells the host once it is enrolled', async () => {
    segundoFactorRequerido = true;
    setSecondFactorPending(true);
    renderAt('/user/perfil');
    expect(await screen.findByText(SEGUNDO_FACTOR_OBLIGATORIO)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar verificación en dos pasos' }));
    await userEvent.type(await screen.findByLabelText('2. Escribe el código de 6 cifras que muestra la aplicación'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(isSecondFactorPending()).toBe(false);
    expect(screen.queryByText(SEGUNDO_FACTOR_OBLIGATORIO)).toBeNull();
    // Required: it can be renewed, not turned off.
    await userEvent.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(await screen.findByRole('button', { name: 'Generar códigos nuevos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
  });

  it('renews the recovery codes and turns it off, each with a current code', async () => {
    segundoFactorActivo = true;
    renderAt('/user/perfil');
    const field = await screen.findByLabelText('Código de tu aplicación o de recuperación');
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Generar códigos nuevos' }));
    expect(await screen.findByText('Código de verificación incorrecto.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Generar códigos nuevos' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(within(list).getByText('nuevo-codi3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    await userEvent.type(await screen.findByLabelText('Código de tu aplicación o de recuperación'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('button', { name: 'Configurar verificación en dos pasos' })).toBeTruthy();
    expect(segundoFactorLlamadas).toEqual([
      { url: 'codigos', codigo: '000000' },
      { url: 'codigos', codigo: '654321' },
      { url: 'desactivar', codigo: '654321' },
    ]);
  });
});

describe("'Cerrar las demás sesiones'", () => {
  let calls = 0;
  beforeEach(() => {
    calls = 0;
    server.use(
      http.post(`${API}/api/auth/sesiones/cerrar-otras/`, () => {
        calls++;
        return HttpResponse.json({ detail: 'Se cerraron 2 sesiones.', cerradas: 2 });
      }),
    );
  });

  it('asks first; cancelled, nothing is sent', async () => {
    renderAt('/user/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' }));
    const dialog = await screen.findByRole('tooltip');
    expect(within(dialog).getByText('¿Cerrar las demás sesiones?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toBe(0);
  });

  it("confirmed, ends them on the server and says what it did; the session here stays", async () => {
    renderAt('/user/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cerrar sesiones' }));
    expect(await screen.findByText('Se cerraron 2 sesiones.')).toBeTruthy();
    expect(calls).toBe(1);
    expect(sessionStore.getState().token).toBe('tok');
  });

  it("says so when the server refuses, with its reason", async () => {
    server.use(http.post(`${API}/api/auth/sesiones/cerrar-otras/`, () => HttpResponse.json({ detail: 'Debes cambiar tu contraseña temporal antes de continuar.' }, { status: 403 })));
    renderAt('/user/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cerrar sesiones' }));
    expect(await screen.findByText('Debes cambiar tu contraseña temporal antes de continuar.')).toBeTruthy();
  });
});
