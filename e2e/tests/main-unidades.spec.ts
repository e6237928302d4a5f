import { expect, test } from '@playwright/test';
import { unique, userWithPermissions } from '../support/api';
import { signInAt } from '../support/ui';

test.describe('Unidades de Medida', () => {
  test('crea una unidad, la ve arriba con el total +1 y la encuentra buscando', async ({ page }) => {
    const user = await userWithPermissions(['pueblo.view_unidadmedida', 'pueblo.add_unidadmedida']);
    const nombre = unique('Unidad e2e ');
    const abreviatura = unique('U').slice(0, 18).toUpperCase();
    await signInAt(page, user, '/main/unidad/list');
    await expect(page.getByRole('heading', { name: 'Unidades de Medida' })).toBeVisible();
    const total = page.getByText(/^\d+ registros?$/);
    await expect(total).toBeVisible();
    const before = Number((await total.innerText()).split(' ')[0]);

    await page.getByRole('button', { name: '+ Crear unidad' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Crear nueva unidad')).toBeVisible();
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog.getByText('El nombre es obligatorio.')).toBeVisible();
    await dialog.getByLabel('Nombre').fill(nombre);
    await dialog.getByLabel('Abreviatura').fill(abreviatura);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('row').nth(1)).toContainText(nombre);
    await expect(page.getByText(`${before + 1} ${before + 1 === 1 ? 'registro' : 'registros'}`)).toBeVisible();

    // The same abbreviation in lower case is refused by the server.
    await page.getByRole('button', { name: '+ Crear unidad' }).click();
    await dialog.getByLabel('Nombre').fill(unique('Otra '));
    await dialog.getByLabel('Abreviatura').fill(abreviatura.toLowerCase());
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog.getByText('Error al crear la unidad')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.reload();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(nombre.toLowerCase());
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: nombre })).toBeVisible();
    await expect(page.getByText('1 registro', { exact: true })).toBeVisible();

    // Search also applies by itself after the idle time, here by the abbreviation.
    await page.getByRole('textbox', { name: 'Buscar' }).fill('zz-no-existe');
    await expect(page.getByText('No hay unidades registradas.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(abreviatura);
    await expect(page.getByRole('row').filter({ hasText: nombre })).toBeVisible();
  });

  test('/terra/unidad/list muestra la misma página; sin pueblo.add_unidadmedida no hay botón de crear', async ({ page }) => {
    const user = await userWithPermissions(['pueblo.view_unidadmedida']);
    await signInAt(page, user, '/terra/unidad/list');
    await expect(page.getByRole('heading', { name: 'Unidades de Medida' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Variantes' })).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Crear unidad' })).toHaveCount(0);
  });
});
