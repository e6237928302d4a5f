import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { createGroup, unique } from '../support/api';
import { signInAt } from '../support/ui';

test.describe('groups y permisos', () => {
  test('buscar groups por nombre de rol', async ({ page }) => {
    const prefix = unique('busq_');
    const norte = await createGroup(`${prefix}_norte`, ['auth.view_user']);
    const sur = await createGroup(`${prefix}_sur`);
    await signInAt(page, ADMIN, '/auth/group/list');
    await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
    await page.getByPlaceholder('Buscar por nombre de rol').fill(prefix);
    await expect(page.getByRole('cell', { name: norte.name, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: sur.name, exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: norte.name }).getByText('auth.view_user')).toBeVisible();
    await page.getByPlaceholder('Buscar por nombre de rol').fill(`${prefix}_sur`);
    await expect(page.getByRole('cell', { name: norte.name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: sur.name, exact: true })).toBeVisible();
    await page.getByPlaceholder('Buscar por nombre de rol').fill(`${prefix}_ninguno`);
    await expect(page.getByText('No hay groups para mostrar')).toBeVisible();
  });

  test('asignar y quitar un permiso a un grupo', async ({ page }) => {
    const group = await createGroup(unique('perm_'));
    await signInAt(page, ADMIN, '/auth/permiso/list');
    await page.getByRole('combobox', { name: 'Grupo' }).click();
    await page.getByRole('combobox', { name: 'Grupo' }).fill(group.name);
    await page.getByTitle(group.name).click();

    await page.getByLabel('Buscar', { exact: true }).fill('auth.view_user');
    const row = page.getByRole('row').filter({ hasText: 'auth.view_user' });
    await expect(row.getByText('No', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Asignar auth.view_user' }).click();
    await expect(page.getByText('Permiso actualizado')).toBeVisible();
    await expect(row.getByText('Sí', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Quitar auth.view_user' }).click();
    await expect(row.getByText('No', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Asignar auth.view_user' })).toBeVisible();
  });
});
