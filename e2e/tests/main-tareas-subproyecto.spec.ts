import { expect, test } from '@playwright/test';
import { admin, call, createGroup, createUser, ensureSprint, unique } from '../support/api';
import { signIn, signInAt } from '../support/ui';

test.describe('/{subproyecto}/tareas/list', () => {
  test('un miembro de un grupo terra_ con el permiso ve el sprint de expectativas y cambia una tarea', async ({ page }) => {
    const sprint = await ensureSprint('terra - expectativas', ['Meta terra e2e']);
    const meta = unique('Meta terra ');
    await call('POST', '/api/main/tareas/', await admin(), { descripcion: meta, sprint_id: sprint.id });
    // What the sidebar's 'Tareas Terra' asks for is enough to read the sprint and its tasks.
    const group = await createGroup(unique('terra_e2e_'), ['main.view_tareasprint', 'main.change_tareasprint']);
    const user = await createUser({ groups: [group.id] });
    await signInAt(page, user, '/terra/tareas/list');
    await expect(page.getByRole('heading', { name: 'Tareas Terra' })).toBeVisible();
    await expect(page.getByText('terra - expectativas')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: meta });
    await expect(row).toContainText('pendiente');
    await row.getByRole('button', { name: 'Completar' }).click();
    await expect(row).toContainText('completada');
    await expect(row.getByRole('button', { name: 'Completar' })).toBeDisabled();
  });

  test('sin main.view_tareasprint un miembro de terra_ va a la página 403', async ({ page }) => {
    const group = await createGroup(unique('terra_sin_permiso_'), ['main.view_sprint']);
    const user = await createUser({ groups: [group.id] });
    await signInAt(page, user, '/terra/tareas/list');
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByText('Acceso denegado. No tienes permisos para ver esta página.')).toBeVisible();
  });

  test('sin sprint de expectativas lo dice', async ({ page }) => {
    const group = await createGroup(unique('acmia_e2e_'), ['main.view_sprint', 'main.view_tareasprint']);
    const user = await createUser({ groups: [group.id] });
    await signIn(page, user);
    const sub = unique('nadie');
    await page.goto(`/${sub}/tareas/list`);
    await expect(page.getByText('No se encontró el sprint de expectativas para este subproyecto.')).toBeVisible();
  });
});
