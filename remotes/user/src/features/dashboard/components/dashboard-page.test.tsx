import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContextoConSorteo, Expectativa, Invitacion, Notificacion, Tarea } from '@gestion/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@gestion/session';
import { API, mockApi, renderAt, signInAs } from '../../../test/render';

// No pause between key strokes: the form's behaviour is under test, not the typing speed.
const userEvent = userEventLib.setup({ delay: null });

const NOTIFICACIONES: Notificacion[] = [
  { id: 1, tipo: 'invitacion', mensaje: 'coord te invitó al equipo "Norte".', estado: 'pendiente', equipo: 7, equipo_nombre: 'Norte', invitado: 'ana' },
  {
    id: 2,
    tipo: 'respuesta_invitacion',
    mensaje: 'luis aceptó la invitación al equipo "Sur".',
    estado: 'aceptada',
    equipo: 8,
    equipo_nombre: 'Sur',
    invitado: 'luis',
  },
];
const invitacion = (id: number, equipo: string, estado: Invitacion['estado']): Invitacion => ({
  id,
  equipo: id,
  equipo_nombre: equipo,
  equipo_coordinador: 'coord',
  invitado: 1,
  invitado_username: 'ana',
  estado,
  mensaje: '',
});
const contexto = (id: number, sigla: string, kardinal: number | null): ContextoConSorteo => ({
  id,
  sigla,
  familia: 'f',
  tipo: 't',
  nombre: sigla,
  numero_min: 1,
  numero_max: 40,
  cantidad: 3,
  fuente_url: null,
  sorteo_fecha_mayor: kardinal ? { fecha_utc: '2025-03-04T20:00:00.000Z' } : null,
  sorteo_kardinal_mayor: kardinal ? { kardinal, numeros_lista: [3, 17, 25] } : null,
});
const EXPECTATIVAS: Expectativa[] = [
  { subproyecto: 'acmia', sprint_id: 10, pendientes: 4, completadas: 2, descartadas: 1 },
  { subproyecto: 'terra', sprint_id: 20, pendientes: 0, completadas: 5, descartadas: 0 },
];
const TAREAS: Record<string, Tarea[]> = {
  '10': [{ id: 101, descripcion: 'Revisar expectativas acmia', estado: 'pendiente', sprint_id: 10 }],
  '20': [{ id: 201, descripcion: 'Revisar expectativas terra', estado: 'completada', sprint_id: 20 }],
};

let invitaciones: Invitacion[] = [];
const asked: string[] = [];
const answers: unknown[] = [];

const server = mockApi(
  http.get(`${API}/api/terra/notificaciones/pendientes/`, () => HttpResponse.json(NOTIFICACIONES)),
  http.get(`${API}/api/terra/invitaciones/`, () => HttpResponse.json(invitaciones)),
  http.post(`${API}/terra/invitaciones/:id/responder/`, async ({ params, request }) => {
    const body = (await request.json()) as { estado: Invitacion['estado'] };
    answers.push(body);
    invitaciones = invitaciones.map((i) => (i.id === Number(params.id) ? { ...i, estado: body.estado } : i));
    return HttpResponse.json(invitaciones.find((i) => i.id === Number(params.id)));
  }),
  http.get(`${API}/api/terra/dashboard_config/`, () => HttpResponse.json({ contextos_favoritos: ['lesa-mill', 'sin-sorteos', 'borrado'] })),
  http.get(`${API}/api/rodox/contextos/con-sorteo`, () => HttpResponse.json([contexto(2, 'sin-sorteos', null), contexto(1, 'lesa-mill', 212), contexto(3, 'otro', 9)])),
  http.get(`${API}/api/acmia/expectativas/`, () => HttpResponse.json(EXPECTATIVAS)),
  http.get(`${API}/api/main/sprints/`, ({ request }) => {
    const nombre = new URL(request.url).searchParams.get('nombre');
    const id = nombre === 'acmia - expectativas' ? 10 : nombre === 'terra - expectativas' ? 20 : null;
    return HttpResponse.json(id ? [{ id, nombre, descripcion: '' }] : []);
  }),
  http.get(`${API}/api/main/tareas/`, ({ request }) => HttpResponse.json(TAREAS[new URL(request.url).searchParams.get('sprint') ?? ''] ?? [])),
);

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  asked.push(url.pathname);
});

beforeEach(() => {
  asked.length = 0;
  answers.length = 0;
  invitaciones = [invitacion(31, 'Norte', 'pendiente'), invitacion(32, 'Este', 'aceptada')];
});
afterEach(() => act(() => sessionStore.clear()));

const part = (name: string) => screen.getByRole('region', { name });
const whenLoaded = async (name: string) => {
  await waitFor(() => expect(part(name).getAttribute('aria-busy')).toBe('false'));
  return part(name);
};

describe('DashboardPage', () => {
  it('shows every part for a superuser: notifications, pending invitations, favourite contexts, expectativas and both task tables', async () => {
    signInAs([], { superuser: true });
    renderAt('/user/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Hola, Ana Pérez')).toBeTruthy();

    const notificaciones = await whenLoaded('Notificaciones');
    expect(within(notificaciones).getByText('coord te invitó al equipo "Norte".')).toBeTruthy();
    // Only an answer to an invitation shows its estado.
    const respuesta = within(notificaciones).getByText('luis aceptó la invitación al equipo "Sur".').closest('li')!;
    expect(within(respuesta).getByText('aceptada')).toBeTruthy();
    expect(within(notificaciones).queryByText('pendiente')).toBeNull();

    const pendientes = await whenLoaded('Invitaciones pendientes');
    expect(within(pendientes).getByRole('listitem', { name: 'Invitación al equipo Norte' })).toBeTruthy();
    expect(within(pendientes).queryByText('Este')).toBeNull();

    // Favourites in their order, each with its last draw; unknown or drawless ones with dashes.
    const contextos = await whenLoaded('Contextos');
    const rows = within(contextos).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['lesa-mill', 'sin-sorteos', 'borrado']);
    expect(rows[0]!.textContent).toContain('2025-03-04');
    expect(rows[0]!.textContent).toContain('212');
    expect(rows[0]!.textContent).toContain('03 17 25');
    expect(within(contextos).queryByText('otro')).toBeNull();

    const expectativas = await whenLoaded('Expectativas');
    const acmia = within(expectativas).getByRole('listitem', { name: 'Expectativas acmia' });
    expect(within(acmia).getByText('Pendientes').closest('.ant-statistic')!.textContent).toContain('4');

    expect(within(await whenLoaded('Tareas Acmia')).getByText('Revisar expectativas acmia')).toBeTruthy();
    expect(within(await whenLoaded('Tareas Terra')).getByText('Revisar expectativas terra')).toBeTruthy();
    expect(asked).toContain('/api/rodox/contextos/con-sorteo');
  });

  it('never asks for contexts without rodox.view_contexto, and shows no contexts table', async () => {
    signInAs(['main.view_tareasprint'], { groups: ['acmia_miembros'] });
    renderAt('/user/dashboard');
    await whenLoaded('Notificaciones');
    await whenLoaded('Invitaciones pendientes');
    await whenLoaded('Expectativas');
    await whenLoaded('Tareas Acmia');
    expect(screen.queryByRole('region', { name: 'Contextos' })).toBeNull();
    expect(asked.filter((p) => p.startsWith('/api/rodox/'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Preferencias' })).toBeNull();
  });

  it('asks for contexts with rodox.view_contexto', async () => {
    signInAs(['rodox.view_contexto']);
    renderAt('/user/dashboard');
    expect(within(await whenLoaded('Contextos')).getByText('lesa-mill')).toBeTruthy();
    expect(asked).toContain('/api/rodox/contextos/con-sorteo');
  });

  it('shows a task table only with main.view_tareasprint and a group of that sub-project (any case)', async () => {
    signInAs(['main.view_tareasprint'], { groups: ['Terra_Coordinadores'] });
    renderAt('/user/dashboard');
    expect(within(await whenLoaded('Tareas Terra')).getByText('Revisar expectativas terra')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tareas Acmia' })).toBeNull();
    expect(asked.filter((p) => p === '/api/main/sprints/')).toHaveLength(1);
  });

  it('shows no task table with the group but without main.view_tareasprint', async () => {
    signInAs([], { groups: ['terra_coordinadores', 'acmia_miembros'] });
    renderAt('/user/dashboard');
    await whenLoaded('Expectativas');
    expect(screen.queryByRole('region', { name: 'Tareas Terra' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tareas Acmia' })).toBeNull();
    expect(asked).not.toContain('/api/main/sprints/');
  });

  it('keeps the other parts working when one call fails', async () => {
    server.use(http.get(`${API}/api/terra/notificaciones/pendientes/`, () => HttpResponse.json({ detail: 'Base de datos caída.' }, { status: 503 })));
    signInAs([], { superuser: true });
    renderAt('/user/dashboard');
    const notificaciones = await whenLoaded('Notificaciones');
    expect(within(notificaciones).getByText('Error al cargar datos del dashboard')).toBeTruthy();
    expect(within(notificaciones).getByText('Base de datos caída.')).toBeTruthy();
    expect(within(await whenLoaded('Invitaciones pendientes')).getByText('Norte')).toBeTruthy();
    expect(within(await whenLoaded('Contextos')).getByText('lesa-mill')).toBeTruthy();
    expect(within(await whenLoaded('Expectativas')).getByText('Acmia')).toBeTruthy();
    expect(within(await whenLoaded('Tareas Acmia')).getByText('Revisar expectativas acmia')).toBeTruthy();
    expect(within(await whenLoaded('Tareas Terra')).getByText('Revisar expectativas terra')).toBeTruthy();
  });

  it("says 'Error al cargar los contextos.' when the contexts fail, and the rest stays", async () => {
    server.use(http.get(`${API}/api/rodox/contextos/con-sorteo`, () => new HttpResponse(null, { status: 500 })));
    signInAs([], { superuser: true });
    renderAt('/user/dashboard');
    expect(within(await whenLoaded('Contextos')).getByText('Error al cargar los contextos.')).toBeTruthy();
    expect(within(await whenLoaded('Notificaciones')).getByText('coord te invitó al equipo "Norte".')).toBeTruthy();
    expect(within(await whenLoaded('Tareas Terra')).getByText('Revisar expectativas terra')).toBeTruthy();
  });

  it('shows each failing part its own message', async () => {
    server.use(
      http.get(`${API}/api/terra/invitaciones/`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${API}/api/acmia/expectativas/`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${API}/api/terra/dashboard_config/`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${API}/api/main/sprints/`, () => HttpResponse.json([])),
    );
    signInAs([], { superuser: true });
    renderAt('/user/dashboard');
    for (const name of ['Invitaciones pendientes', 'Expectativas', 'Contextos']) {
      expect(within(await whenLoaded(name)).getByText('Error al cargar datos del dashboard')).toBeTruthy();
    }
    expect(within(await whenLoaded('Tareas Acmia')).getByText('No se encontró el sprint de expectativas para este subproyecto.')).toBeTruthy();
    expect(within(await whenLoaded('Notificaciones')).getByText('coord te invitó al equipo "Norte".')).toBeTruthy();
  });

  it("accepts an invitation with a message: 'Respuesta enviada', and it leaves the pending list", async () => {
    signInAs([]);
    renderAt('/user/dashboard');
    const pendientes = await whenLoaded('Invitaciones pendientes');
    const item = within(pendientes).getByRole('listitem', { name: 'Invitación al equipo Norte' });
    await userEvent.type(within(item).getByLabelText('Mensaje (opcional)'), 'Con gusto');
    await userEvent.click(within(item).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Respuesta enviada')).toBeTruthy();
    expect(answers).toEqual([{ estado: 'aceptada', mensaje: 'Con gusto' }]);
    await waitFor(() => expect(within(part('Invitaciones pendientes')).getByText('No tienes invitaciones pendientes.')).toBeTruthy());
  });

  it("rejects without a message, and says 'Error: ' and the server's reason when it fails", async () => {
    signInAs([]);
    renderAt('/user/dashboard');
    server.use(http.post(`${API}/terra/invitaciones/:id/responder/`, () => HttpResponse.json({ detail: 'La invitación ya fue respondida.' }, { status: 400 })));
    const item = within(await whenLoaded('Invitaciones pendientes')).getByRole('listitem', { name: 'Invitación al equipo Norte' });
    await userEvent.click(within(item).getByRole('button', { name: 'Rechazar' }));
    expect(await within(item).findByText('Error: La invitación ya fue respondida.')).toBeTruthy();
    expect(screen.queryByText('Respuesta enviada')).toBeNull();
  });

  it('sends only the estado when no message is written', async () => {
    signInAs([]);
    renderAt('/user/dashboard');
    const item = within(await whenLoaded('Invitaciones pendientes')).getByRole('listitem', { name: 'Invitación al equipo Norte' });
    await userEvent.click(within(item).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Respuesta enviada')).toBeTruthy();
    expect(answers).toEqual([{ estado: 'rechazada' }]);
  });
});
