import { expect, test, type Page } from '@playwright/test';
import type { Tarea } from '@gestion/contract';
import { admin, call, ensureSprint, tokenFor, unique, userWithPermissions } from '../support/api';
import { dashboardSettled, signIn } from '../support/ui';
import { contextoConSorteos, drawDay, drawNumbers, ensureSubproyecto, equipoConInvitacion, setFavoritos, userInGroup } from '../support/usuario';

const part = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('usuario: dashboard', () => {
  test('una invitación respondida por el invitado en su sesión llega como notificación al coordinador en la suya', async ({ browser }) => {
    const coordinador = await userWithPermissions(['terra.add_equipo', 'terra.add_invitacion']);
    const invitado = await userWithPermissions([]);
    const { equipo } = await equipoConInvitacion(coordinador, invitado);

    // The invitee, in a browser of their own: the invitation's notification and the pending invitation.
    const invitadoCtx = await browser.newContext();
    const invitadoPage = await invitadoCtx.newPage();
    await signIn(invitadoPage, invitado);
    await dashboardSettled(invitadoPage);
    await expect(part(invitadoPage, 'Notificaciones').getByText(`${coordinador.username} te invitó al equipo "${equipo.nombre}".`)).toBeVisible();
    const item = part(invitadoPage, 'Invitaciones pendientes').getByRole('listitem', { name: `Invitación al equipo ${equipo.nombre}` });
    await expect(item).toBeVisible();
    await item.getByLabel('Mensaje (opcional)').fill('Cuenten conmigo');
    await item.getByRole('button', { name: 'Aceptar' }).click();
    await expect(invitadoPage.getByText('Respuesta enviada')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(part(invitadoPage, 'Invitaciones pendientes').getByText('No tienes invitaciones pendientes.')).toBeVisible();

    // The coordinator, in another browser: the answer, with its estado.
    const coordCtx = await browser.newContext();
    const coordPage = await coordCtx.newPage();
    await signIn(coordPage, coordinador);
    await dashboardSettled(coordPage);
    const aviso = part(coordPage, 'Notificaciones')
      .getByRole('listitem')
      .filter({ hasText: `${invitado.username} aceptó la invitación al equipo "${equipo.nombre}". Mensaje: Cuenten conmigo` });
    await expect(aviso).toBeVisible();
    await expect(aviso.getByText('aceptada', { exact: true })).toBeVisible();

    // Reading them marked them seen: the next visit has nothing new.
    await coordPage.reload();
    await dashboardSettled(coordPage);
    await expect(part(coordPage, 'Notificaciones').getByText('No tienes notificaciones nuevas.')).toBeVisible();
    await invitadoCtx.close();
    await coordCtx.close();
  });

  test('un rechazo con error del servidor dice "Error: " y el motivo', async ({ browser }) => {
    const coordinador = await userWithPermissions(['terra.add_equipo', 'terra.add_invitacion']);
    const invitado = await userWithPermissions([]);
    const { equipo, invitacion } = await equipoConInvitacion(coordinador, invitado);
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await signIn(page, invitado);
    await dashboardSettled(page);
    // Answered meanwhile from elsewhere (another tab): the dashboard still offers it.
    await call('POST', `/terra/invitaciones/${invitacion.id}/responder/`, await tokenFor(invitado), { estado: 'rechazada' });
    const item = part(page, 'Invitaciones pendientes').getByRole('listitem', { name: `Invitación al equipo ${equipo.nombre}` });
    await item.getByRole('button', { name: 'Rechazar' }).click();
    await expect(item.getByRole('alert')).toContainText(/^Error: .+/);
    await ctx.close();
  });

  test('contextos favoritos con su último sorteo y la tabla de tareas de acmia', async ({ page }) => {
    const [uno, dos] = [await contextoConSorteos(12), await contextoConSorteos(5)];
    await ensureSubproyecto('acmia');
    const sprint = await ensureSprint('acmia - expectativas');
    const descripcion = unique('Tarea acmia e2e ');
    await call<Tarea>('POST', '/api/main/tareas/', await admin(), { descripcion, sprint_id: sprint.id });
    const user = await userInGroup('acmia_', ['rodox.view_contexto', 'main.view_tareasprint', 'main.change_tareasprint']);
    await setFavoritos(user, [dos.sigla, uno.sigla]);

    await signIn(page, user);
    await dashboardSettled(page);
    const rows = part(page, 'Contextos').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(dos.sigla);
    await expect(rows.nth(2)).toContainText(uno.sigla);
    const numeros = drawNumbers(12)
      .map((n) => String(n).padStart(2, '0'))
      .join(' ');
    await expect(rows.nth(2).getByRole('cell')).toHaveText([uno.sigla, drawDay(12).slice(0, 10), '12', numeros]);

    // Expectativas of the sprints this user may see: acmia only.
    await expect(part(page, 'Expectativas').getByRole('listitem', { name: 'Expectativas acmia' })).toBeVisible();
    await expect(part(page, 'Expectativas').getByRole('listitem', { name: 'Expectativas terra' })).toHaveCount(0);

    const tareas = part(page, 'Tareas Acmia');
    await expect(part(page, 'Tareas Terra')).toHaveCount(0);
    const row = tareas.getByRole('row').filter({ hasText: descripcion });
    await row.getByRole('button', { name: 'Completar' }).click();
    await expect(row.getByText('completada')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Completar' })).toBeDisabled();
  });

  test('sin rodox.view_contexto no pide contextos ni muestra su tabla', async ({ page }) => {
    const user = await userInGroup('terra_', ['main.view_tareasprint']);
    const rodox: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/rodox/')) rodox.push(r.url());
    });
    await signIn(page, user);
    await dashboardSettled(page);
    await expect(part(page, 'Tareas Terra')).toBeVisible();
    await expect(part(page, 'Notificaciones')).toBeVisible();
    await expect(part(page, 'Contextos')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Preferencias' })).toHaveCount(0);
    expect(rodox).toEqual([]);
  });
});
