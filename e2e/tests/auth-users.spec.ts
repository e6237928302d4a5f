import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { createGroup, createUser, unique } from '../support/api';
import { fillLogin, sidebar, signIn, signInAt } from '../support/ui';

async function findInUsersList(page: Page, username: string) {
  await page.goto('/auth/user/list');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await page.getByRole('search').getByLabel('Buscar').fill(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  return row;
}

test.describe('usuarios', () => {
  test('crear un usuario desde la pantalla y verlo en la lista', async ({ page }) => {
    const username = unique('nuevo');
    await signInAt(page, ADMIN, '/auth/user/list');
    await page.getByRole('link', { name: '+ Crear usuario' }).click();
    await expect(page).toHaveURL(/\/auth\/usuario\/create$/);
    await expect(page.getByRole('heading', { name: 'Crear usuario' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Nuevo');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Usuario');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
    await page.getByLabel('Contraseña').fill('Clave-segura-2025');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page).toHaveURL(/\/auth\/usuario\/list$/);
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
    const row = await findInUsersList(page, username);
    await expect(row.getByText('Activo')).toBeVisible();
  });

  test('dar un grupo a un usuario cambia su menú en su siguiente inicio de sesión', async ({ page, browser }) => {
    const group = await createGroup(unique('g_lectores_'), ['auth.view_group']);
    const user = await createUser();

    const theirs = await (await browser.newContext()).newPage();
    await signIn(theirs, user);
    // A section with no visible item is hidden.
    await expect(sidebar(theirs).getByText('Autenticación', { exact: true })).toHaveCount(0);

    await signIn(page, ADMIN);
    const row = await findInUsersList(page, user.username);
    await row.getByRole('button', { name: `Groups de ${user.username}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: group.name }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(group.name)).toBeVisible();

    // The group change ended their older token: the next call signs them out.
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/login/, { timeout: 15_000 });
    await fillLogin(theirs, user);
    await expect(theirs.getByRole('button', { name: 'Salir' })).toBeVisible();
    const nav = sidebar(theirs);
    const groupsItem = nav.getByText('Groups', { exact: true });
    await expect(nav.getByText('Autenticación', { exact: true })).toBeVisible();
    if (!(await groupsItem.isVisible())) await nav.getByText('Autenticación', { exact: true }).click();
    await expect(groupsItem).toBeVisible();
    await expect(nav.getByText('Users', { exact: true })).toHaveCount(0);
  });

  test('desactivar un usuario: su inicio de sesión se rechaza con el texto del spec', async ({ page, browser }) => {
    const user = await createUser();
    await signIn(page, ADMIN);
    const row = await findInUsersList(page, user.username);
    await row.getByRole('button', { name: `Desactivar ${user.username}` }).click();
    await expect(row.getByText('Inactivo')).toBeVisible();
    await expect(row.getByRole('button', { name: `Activar ${user.username}` })).toBeVisible();

    const theirs = await (await browser.newContext()).newPage();
    await theirs.goto('/login');
    await fillLogin(theirs, user);
    await expect(theirs.getByText('Tu usuario no está activo. Contacta al administrador.')).toBeVisible();
    await expect(theirs).toHaveURL(/\/login$/);
  });
});
