import { expect, test } from '@playwright/test';
import { unique, userWithPermissions } from '../support/api';
import { signInAt } from '../support/ui';

test('subproyectos: crea uno (Nombre obligatorio) y lo desactiva y activa', async ({ page }) => {
  const user = await userWithPermissions(['main.view_subproyecto', 'main.add_subproyecto', 'main.change_subproyecto']);
  const nombre = unique('sub');
  await signInAt(page, user, '/main/subproyecto/list');
  await expect(page.getByRole('heading', { name: 'Subproyectos' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Creado en e2e');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();

  const row = page.getByRole('row').filter({ hasText: nombre });
  await expect(row).toContainText('Activo');
  await row.getByRole('button', { name: `Desactivar ${nombre}` }).click();
  await expect(row).toContainText('Inactivo');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: nombre })).toContainText('Inactivo');
  await page.getByRole('row').filter({ hasText: nombre }).getByRole('button', { name: `Activar ${nombre}` }).click();
  await expect(page.getByRole('row').filter({ hasText: nombre })).toContainText('Activo');

  // A duplicate name (other case) is refused.
  await page.getByRole('textbox', { name: 'Nombre' }).fill(nombre.toUpperCase());
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('No se pudo crear el subproyecto')).toBeVisible();
});
