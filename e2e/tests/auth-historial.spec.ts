// 'Historial' with the real server. An admin changes a user and a group, opens each
// one's history from its row, sees the entry and its field change; a filter narrows the list; a
// user without auth.view_historial has no sidebar item and gets the 403 page.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { createGroup, createUser, unique, userWithPermissions } from '../support/api';
import { cambios } from '../support/historial';
import { expandSidebarSections, sidebar, signIn, signInAt } from '../support/ui';

async function searchList(page: Page, text: string) {
  await page.getByRole('search').getByLabel('Buscar').fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  return row;
}

test.describe('historial', () => {
  test('desactivar un usuario y renombrar un grupo quedan en su historial, abierto desde su fila', async ({ page }) => {
    const prefix = unique('hist_');
    const user = await createUser({ username: `${prefix}u` });
    const group = await createGroup(`${prefix}g`);
    const renamed = `${prefix}g2`;

    await signInAt(page, ADMIN, '/auth/user/list');
    const userRow = await searchList(page, user.username);
    await userRow.getByRole('button', { name: `Desactivar ${user.username}` }).click();
    await expect(userRow.getByText('Inactivo')).toBeVisible();

    // The user's history, from their row.
    await userRow.getByRole('link', { name: `Historial de ${user.username}` }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/historial\\?objeto_tipo=auth\\.user&objeto_id=${user.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Historial' })).toBeVisible();
    await expect(page).toHaveTitle('Historial · Gestión');
    await expect(page.getByText(`Objeto: Usuario «${user.username}»`)).toBeVisible();
    const desactivacion = page.getByRole('row').filter({ hasText: 'Desactivación' });
    await expect(desactivacion).toHaveCount(1);
    await expect(desactivacion.getByRole('button', { name: `Ver solo los cambios de ${ADMIN.username}` })).toBeVisible();
    // Created by the admin (through the API) and deactivated: two entries, newest first.
    await expect(page.getByRole('row').filter({ hasText: 'Creación' })).toHaveCount(1);
    await expect(page.getByText('2 registros')).toBeVisible();
    await desactivacion.getByRole('button', { name: /^Ver cambios/ }).click();
    expect(await cambios(page)).toEqual([['is_active', 'Sí', 'No']]);

    // The group's history, from its row after a rename.
    await page.goto('/auth/group/list');
    const groupRow = await searchList(page, group.name);
    await groupRow.getByRole('button', { name: `Renombrar ${group.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill(renamed);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await renamedRow.getByRole('link', { name: `Historial de ${renamed}` }).click();
    await expect(page).toHaveURL(new RegExp(`objeto_tipo=auth\\.group&objeto_id=${group.id}$`));
    const modificacion = page.getByRole('row').filter({ hasText: 'Modificación' });
    await expect(modificacion).toHaveCount(1);
    await modificacion.getByRole('button', { name: /^Ver cambios/ }).click();
    expect(await cambios(page)).toEqual([['name', group.name, renamed]]);

    // The whole history, searched for this test's objects, then narrowed to groups.
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(/\/auth\/historial$/);
    await page.getByRole('search').getByLabel('Buscar').fill(prefix);
    // The search applies after the list's idle time; the count alone may match before it does.
    await expect(page).toHaveURL(new RegExp(`[?&]search=${prefix}`));
    await expect(page.getByText('4 registros')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Desactivación' })).toHaveCount(1);
    await page.getByLabel('Tipo de objeto').click();
    await page.getByTitle('Grupo', { exact: true }).click();
    await expect(page).toHaveURL(/objeto_tipo=auth\.group/);
    await expect(page.getByText('2 registros')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Desactivación' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'Modificación' })).toHaveCount(1);

    // The address keeps the view: a reload shows the same filtered list.
    await page.reload();
    await expect(page.getByText('2 registros')).toBeVisible();
    await expect(page.getByRole('search').getByLabel('Buscar')).toHaveValue(prefix);
  });

  test('sin auth.view_historial no hay entrada en la barra lateral, ni acción en la fila, y la ruta da 403', async ({ page }) => {
    const user = await userWithPermissions(['auth.view_user']);
    await signIn(page, user);
    await expandSidebarSections(page);
    await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Historial', exact: true })).toHaveCount(0);

    await page.goto('/auth/user/list');
    await searchList(page, user.username);
    await expect(page.getByRole('link', { name: /^Historial de/ })).toHaveCount(0);

    await page.goto('/auth/historial');
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByText('Acceso denegado. No tienes permisos para ver esta página.')).toBeVisible();
  });
});
