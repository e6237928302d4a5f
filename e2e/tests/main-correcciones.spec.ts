// Sprints and their tasks corrected and removed from the Main screens by whoever holds the model's
// change_/delete_ permission, each write in the history; without those permissions the screens
// are the spec's, with no 'Editar' or 'Eliminar'.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { SprintConTareas } from '@gestion/contract';
import { admin, call, createSubproyecto, unique, userWithPermissions } from '../support/api';
import { ADMIN } from '../support/env';
import { cambios } from '../support/historial';
import { signInAt } from '../support/ui';
import { axeFor } from '../support/axe';

async function createSprint(tareas: string[]): Promise<SprintConTareas> {
  return call('POST', '/api/main/sprints/', await admin(), { nombre: unique('Sprint correcciones '), descripcion: 'Para corregir', tareas });
}

/** The sprint's row in /main/sprint/list, found through its search box. */
async function sprintRow(page: Page, nombre: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nombre);
  const row = page.getByRole('row').filter({ hasText: nombre });
  await expect(row).toHaveCount(1);
  return row;
}

/** The admin opens the object's history: the one entry of `accion`, and its field changes. */
async function entradaEnHistorial(browser: Browser, objetoTipo: string, id: number, accion: string, username: string): Promise<string[][]> {
  const page = await browser.newPage();
  try {
    await signInAt(page, ADMIN, `/auth/historial?objeto_tipo=${objetoTipo}&objeto_id=${id}`);
    const row = page.getByRole('row').filter({ hasText: accion });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: `Ver solo los cambios de ${username}` })).toBeVisible();
    await row.getByRole('button', { name: /^Ver cambios/ }).click();
    return await cambios(page);
  } finally {
    await page.close();
  }
}

/** Serious and critical axe violations inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const result = await axeFor(page).include('.ant-modal').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('Main: corregir y eliminar sprints y tareas', () => {
  test('quien puede eliminar tareas elimina una desde la pantalla del sprint, y queda en el historial', async ({ page, browser }) => {
    const sobra = unique('Tarea que sobra ');
    const sprint = await createSprint(['Tarea que se queda', sobra]);
    const tarea = sprint.tareas.find((t) => t.descripcion === sobra)!;
    const user = await userWithPermissions(['main.view_sprint', 'main.view_tareasprint', 'main.delete_tareasprint']);
    await signInAt(page, user, `/main/sprint/${sprint.id}`);
    await expect(page.getByRole('heading', { name: sprint.nombre })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: sobra });
    await expect(row.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`¿Eliminar «${sobra}»? Esta acción no se puede deshacer.`)).toBeVisible();
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Registro eliminado.')).toBeVisible();
    await expect(page.getByRole('cell', { name: sobra })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Tarea que se queda' })).toBeVisible();
    // Still gone once read again from the server.
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Tarea que se queda' })).toBeVisible();
    await expect(page.getByRole('cell', { name: sobra })).toHaveCount(0);

    const campos = await entradaEnHistorial(browser, 'main.tareasprint', tarea.id, 'Eliminación', user.username);
    expect(campos.find(([campo]) => campo === 'descripcion')?.[1]).toBe(sobra);
  });

  test('quien puede cambiar sprints renombra uno desde la lista, y queda en el historial', async ({ page, browser }) => {
    const sprint = await createSprint(['Única']);
    const nuevo = unique('Sprint renombrado ');
    const user = await userWithPermissions(['main.view_sprint', 'main.change_sprint']);
    await signInAt(page, user, '/main/sprint/list');
    const row = await sprintRow(page, sprint.nombre);
    await expect(row.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Nombre')).toHaveValue(sprint.nombre);
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByLabel('Nombre').fill(nuevo);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await sprintRow(page, nuevo);

    expect(await entradaEnHistorial(browser, 'main.sprint', sprint.id, 'Modificación', user.username)).toContainEqual(['nombre', sprint.nombre, nuevo]);
  });

  test('eliminar un sprint dice que se lleva sus tareas', async ({ page }) => {
    const sprint = await createSprint(['Una', 'Otra']);
    const user = await userWithPermissions(['main.view_sprint', 'main.delete_sprint']);
    await signInAt(page, user, '/main/sprint/list');
    const row = await sprintRow(page, sprint.nombre);
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Se eliminará también: 2 tareas.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: sprint.nombre })).toHaveCount(0);
  });

  test("quien no puede cambiar ni eliminar no ve 'Editar' ni 'Eliminar'", async ({ page }) => {
    const sprint = await createSprint(['Solo mirar']);
    const subproyecto = await createSubproyecto(unique('sub'));
    const user = await userWithPermissions(['main.view_sprint', 'main.view_tareasprint', 'main.view_subproyecto']);
    const none = /^(Editar|Eliminar)$/;
    await signInAt(page, user, '/main/sprint/list');
    const row = await sprintRow(page, sprint.nombre);
    await expect(page.getByRole('button', { name: none })).toHaveCount(0);

    await row.getByRole('link', { name: 'Ver tareas' }).click();
    await expect(page.getByRole('heading', { name: sprint.nombre })).toBeVisible();
    const tarea = page.getByRole('row').filter({ hasText: 'Solo mirar' });
    await expect(tarea.getByRole('button', { name: 'Descartar' })).toBeVisible();
    await expect(page.getByRole('button', { name: none })).toHaveCount(0);

    await page.goto('/main/subproyecto/list');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(subproyecto.nombre);
    await expect(page.getByRole('button', { name: `Desactivar ${subproyecto.nombre}` })).toBeVisible();
    await expect(page.getByRole('button', { name: none })).toHaveCount(0);
  });
});
