import { expect, test } from '@playwright/test';
import { createUser, shortLivedToken } from '../support/api';
import { fillLogin, signIn } from '../support/ui';

test.describe('sesión', () => {
  test('un token que expira muestra el aviso y cierra la sesión', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    const token = await shortLivedToken(user, 4);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
    await expect(page.getByText('Tu sesión ha expirado. Redirigiendo al login...')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('cambio de contraseña obligatorio', async ({ page }) => {
    const user = await createUser({ mustChange: true });
    await page.goto('/login');
    await fillLogin(page, user);
    await expect(page).toHaveURL(/\/user\/password\/edit$/);
    await page.goto('/user/desnudar');
    await expect(page).toHaveURL(/\/user\/password\/edit$/);

    await page.getByLabel('Contraseña actual', { exact: true }).fill('');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra-clave-2025');
    await page.getByLabel('Confirmar nueva contraseña').fill('Otra-clave-2025');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Debes ingresar tu contraseña actual.')).toBeVisible();

    await page.getByLabel('Contraseña actual', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmar nueva contraseña').fill('Distinta-2025');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();

    await page.getByLabel('Confirmar nueva contraseña').fill('Otra-clave-2025');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Contraseña cambiada correctamente. Inicia sesión.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    await fillLogin(page, { username: user.username, password: 'Otra-clave-2025' });
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('el tema elegido se conserva al recargar', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.getByRole('button', { name: 'Oscuro' }).click();
    await expect(page.getByRole('button', { name: 'Claro' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Claro' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Claro' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Oscuro' })).toBeVisible();
  });
});
