import type { PermissionKey } from '@gestion/contract';
import { expect, test } from '@playwright/test';
import { unique, userWithPermissions } from '../support/api';
import { signInAt } from '../support/ui';

const SPRINT_PERMISSIONS: PermissionKey[] = ['main.view_sprint', 'main.add_sprint', 'main.view_tareasprint', 'main.add_tareasprint', 'main.change_tareasprint'];

test.describe('Main: sprints y tareas', () => {
  test('crea un sprint desde el texto libre y lo ve en la lista', async ({ page }) => {
    const user = await userWithPermissions(SPRINT_PERMISSIONS);
    const nombre = unique('Sprint e2e ');
    await signInAt(page, user, '/main/sprint/list');
    await page.getByRole('button', { name: '+ Crear sprint' }).click();
    await expect(page).toHaveURL(/\/main\/sprint\/create$/);

    const box = page.getByRole('textbox', { name: 'Texto del sprint' });
    await box.fill('Descripción: sin nombre');
    await page.getByRole('button', { name: 'Crear sprint' }).click();
    await expect(page.getByText('Debes ingresar un Nombre y al menos una Tarea.')).toBeVisible();

    await box.fill(`Nombre:   ${nombre}\r\n\r\nDescripción: Hecho desde Chromium\r\nTareas:\r\n- Primera tarea\r\n– Segunda tarea\r\n`);
    await page.getByRole('button', { name: 'Crear sprint' }).click();
    await expect(page.getByText('Sprint creado correctamente')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/sprint\/\d+$/);
    await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Primera tarea' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Segunda tarea' })).toBeVisible();

    await page.goto('/main/sprint/list');
    const row = page.getByRole('row').filter({ hasText: nombre });
    await expect(row).toContainText('Hecho desde Chromium');
    await row.getByRole('link', { name: 'Ver tareas' }).click();
    await expect(page.getByRole('heading', { name: nombre })).toBeVisible();

    // The same name again (in other case) is refused by the server.
    await page.goto('/main/sprint/create');
    await page.getByRole('textbox', { name: 'Texto del sprint' }).fill(`Nombre: ${nombre.toUpperCase()}\nTareas:\n- otra`);
    await page.getByRole('button', { name: 'Crear sprint' }).click();
    await expect(page.getByText('Error al crear sprint')).toBeVisible();
    await expect(page.getByText('Ya existe un sprint con este nombre.')).toBeVisible();
  });

  test('añade, completa y descarta una tarea en la pantalla del sprint', async ({ page }) => {
    const user = await userWithPermissions(SPRINT_PERMISSIONS);
    const nombre = unique('Sprint tareas ');
    await signInAt(page, user, '/main/sprint/create');
    await page.getByRole('textbox', { name: 'Texto del sprint' }).fill(`Nombre: ${nombre}\nTareas:\n- Tarea inicial`);
    await page.getByRole('button', { name: 'Crear sprint' }).click();
    await expect(page.getByRole('heading', { name: nombre })).toBeVisible();

    await page.getByRole('button', { name: '+ Nueva Tarea' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog.getByText('La descripción no puede estar vacía.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Tarea añadida');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog).toBeHidden();

    const added = page.getByRole('row').filter({ hasText: 'Tarea añadida' });
    await expect(added).toContainText('pendiente');
    await added.getByRole('button', { name: 'Completar' }).click();
    await expect(added).toContainText('completada');
    await expect(added.getByRole('button', { name: 'Completar' })).toBeDisabled();

    const initial = page.getByRole('row').filter({ hasText: 'Tarea inicial' });
    await initial.getByRole('button', { name: 'Descartar' }).click();
    await expect(initial).toContainText('descartada');
    await expect(initial.getByRole('button', { name: 'Descartar' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Tarea añadida' })).toContainText('completada');
    await expect(page.getByRole('row').filter({ hasText: 'Tarea inicial' })).toContainText('descartada');

    await page.goto('/main/sprint/list/view/extended');
    await expect(page.getByText(nombre)).toBeVisible();
  });

  test('sin main.change_tareasprint el servidor rechaza el cambio y la pantalla lo explica', async ({ page }) => {
    const user = await userWithPermissions(['main.view_sprint', 'main.add_sprint']);
    const nombre = unique('Sprint sin permiso ');
    await signInAt(page, user, '/main/sprint/create');
    await page.getByRole('textbox', { name: 'Texto del sprint' }).fill(`Nombre: ${nombre}\nTareas:\n- Intocable`);
    await page.getByRole('button', { name: 'Crear sprint' }).click();
    await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Nueva Tarea' })).toHaveCount(0);
    await page.getByRole('row').filter({ hasText: 'Intocable' }).getByRole('button', { name: 'Completar' }).click();
    await expect(page.getByText('No se pudo actualizar la tarea.')).toBeVisible();
    await expect(page.getByText(/^Motivo: /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  });

  test("un sprint que no existe muestra 'No se encontró el sprint'", async ({ page }) => {
    const user = await userWithPermissions(['main.view_sprint']);
    await signInAt(page, user, '/main/sprint/99999999');
    await expect(page.getByText('No se encontró el sprint')).toBeVisible();
  });
});
