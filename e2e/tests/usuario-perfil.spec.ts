import { expect, test, type Page } from '@playwright/test';
import { userWithPermissions } from '../support/api';
import { signIn } from '../support/ui';

const AVATAR = 'http://localhost:3000/favicon-light.svg';

const phone = (page: Page, n: number) => page.getByRole('group', { name: `Teléfono ${n}` });

async function chooseProfesion(page: Page, nombre: string) {
  await page.getByRole('combobox', { name: 'Profesiones' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: nombre }).click();
  await page.keyboard.press('Escape');
}

test.describe('usuario: Completar Perfil', () => {
  test('completa el perfil desde el dashboard y lo guarda; tras recargar sigue igual', async ({ page }) => {
    const user = await userWithPermissions([]);
    await signIn(page, user);
    await page.getByRole('link', { name: 'Completar Perfil' }).click();
    await expect(page).toHaveURL(/\/user\/perfil$/);
    await expect(page.getByRole('heading', { name: 'Completar Perfil' })).toBeVisible();

    await page.getByLabel('Apodo').fill('Pruebita');
    await page.getByLabel('Avatar (URL)').fill(AVATAR);
    await expect(page.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', AVATAR);
    await page.getByLabel('Bio').fill('Contadora del equipo norte.');
    await chooseProfesion(page, 'Contador(a)');
    await chooseProfesion(page, 'Economista');
    await page.getByRole('button', { name: /Agregar teléfono/ }).click();
    await phone(page, 1).getByLabel('Número').fill('809-555-0101');
    await page.getByRole('button', { name: /Agregar teléfono/ }).click();
    await phone(page, 2).getByLabel('Número').fill('809-555-0202');
    await phone(page, 2).getByRole('combobox', { name: 'Tipo' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Trabajo' }).click();
    await page.getByRole('button', { name: /Agregar teléfono/ }).click();
    await phone(page, 3).getByLabel('Número').fill('809-555-0303');
    await page.getByRole('button', { name: 'Quitar teléfono 1' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Apodo')).toHaveValue('Pruebita');
    await expect(page.getByLabel('Avatar (URL)')).toHaveValue(AVATAR);
    await expect(page.getByLabel('Bio')).toHaveValue('Contadora del equipo norte.');
    const profesiones = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Profesiones' }) });
    await expect(profesiones).toContainText('Contador(a)');
    await expect(profesiones).toContainText('Economista');
    await expect(page.getByRole('group', { name: /Teléfono \d/ })).toHaveCount(2);
    await expect(phone(page, 1).getByLabel('Número')).toHaveValue('809-555-0202');
    await expect(phone(page, 1)).toContainText('Trabajo');
    await expect(phone(page, 2).getByLabel('Número')).toHaveValue('809-555-0303');
  });

  test('el servidor rechaza un avatar que no es URL y un teléfono vacío: errores en sus campos y nada guardado', async ({ page }) => {
    const user = await userWithPermissions([]);
    await signIn(page, user, '/user/perfil');
    await page.getByLabel('Apodo').fill('Antes');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();

    await page.getByLabel('Apodo').fill('Después');
    await page.getByLabel('Avatar (URL)').fill('no-es-una-url');
    await page.getByRole('button', { name: /Agregar teléfono/ }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('form', { name: 'Completar Perfil' }).getByRole('alert')).toContainText('Error al actualizar perfil');
    await expect(page.getByText('Introduzca una URL válida.')).toBeVisible();
    await expect(phone(page, 1).locator('.ant-form-item-explain-error')).not.toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Apodo')).toHaveValue('Antes');
    await expect(page.getByLabel('Avatar (URL)')).toHaveValue('');
    await expect(page.getByRole('group', { name: /Teléfono \d/ })).toHaveCount(0);
  });
});
