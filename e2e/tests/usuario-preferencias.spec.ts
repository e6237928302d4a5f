import { expect, test } from '@playwright/test';
import { userWithPermissions } from '../support/api';
import { signIn, signInAt } from '../support/ui';
import { contextoConSorteos } from '../support/usuario';

test.describe('usuario: preferencias del dashboard', () => {
  test('elige contextos favoritos en orden, los guarda y el dashboard los muestra así', async ({ page }) => {
    const [uno, dos] = [await contextoConSorteos(3), await contextoConSorteos(0)];
    const user = await userWithPermissions(['rodox.view_contexto']);
    await signIn(page, user);
    await page.getByRole('region', { name: 'Mi cuenta' }).getByRole('link', { name: 'Preferencias' }).click();
    await expect(page).toHaveURL(/\/user\/preferencia\/edit$/);

    const select = page.getByRole('combobox', { name: 'Contextos favoritos' });
    await select.click();
    await select.fill(dos.sigla);
    await page.locator('.ant-select-item-option').filter({ hasText: dos.sigla }).click();
    await select.fill(uno.sigla);
    await page.locator('.ant-select-item-option').filter({ hasText: uno.sigla }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Preferencias guardadas')).toBeVisible();

    await page.getByRole('link', { name: 'Volver al dashboard' }).click();
    const rows = page.getByRole('region', { name: 'Contextos' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText(dos.sigla);
    // A context without draws shows dashes.
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('—');
    await expect(rows.nth(2).getByRole('cell').first()).toHaveText(uno.sigla);
    await expect(rows.nth(2).getByRole('cell').nth(2)).toHaveText('3');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Contextos' }).getByRole('row')).toHaveCount(3);
    await page.goto('/user/preferencia/edit');
    const elegidos = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Contextos favoritos' }) });
    await expect(elegidos).toContainText(`${dos.sigla}${uno.sigla}`);
  });

  test('sin rodox.view_contexto la ruta lleva a 403', async ({ page }) => {
    const user = await userWithPermissions(['main.view_sprint']);
    await signInAt(page, user, '/user/preferencia/edit');
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByText('Acceso denegado. No tienes permisos para ver esta página.')).toBeVisible();
  });
});
