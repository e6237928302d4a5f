import { expect, test, type Page } from '@playwright/test';
import { unique, userWithPermissions } from '../support/api';
import { createUnidad, preciosCsv } from '../support/terra-precios';
import { signInAt } from '../support/ui';

/** The product names of the table's rows, top to bottom. */
const productos = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row td:first-child').allInnerTexts();

test.describe('Precios (Terra)', () => {
  test('importa un CSV sencillo y ve, busca y ordena sus precios; la vista sobrevive a recargar y a volver atrás', async ({ page }) => {
    const user = await userWithPermissions(['terra.view_precioproducto', 'terra.import_precioproducto']);
    const unidad = await createUnidad();
    const prefijo = unique('E2E precio ');
    const filas = [
      { descripcion: `${prefijo} Bravo`, tipo: 'Material e2e', categoria: 'Acero e2e', unidad: unidad.abreviatura, precio: '120.50' },
      { descripcion: `${prefijo} Alfa`, tipo: 'Material e2e', categoria: 'Acero e2e', unidad: unidad.abreviatura, precio: '7.25' },
      { descripcion: `${prefijo} Charlie`, tipo: 'Material e2e', categoria: 'Cemento e2e', unidad: unidad.nombre, precio: '30.00' },
      { descripcion: `${prefijo} sin precio`, tipo: 'Material e2e', categoria: 'Acero e2e', unidad: unidad.abreviatura, precio: '' },
    ];
    await signInAt(page, user, '/terra/producto/precio/import');
    await page.locator('input[type=file]').setInputFiles(preciosCsv(filas));
    await expect(page.getByText('precios.csv: 3 filas para importar, 1 sin descripción o precio omitidas')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `${prefijo} Alfa` })).toBeVisible();
    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByText('Importación exitosa')).toBeVisible();
    await expect(page.getByText('Productos registrados: 3. Precios registrados: 3.')).toBeVisible();

    await page.getByRole('link', { name: 'Ver precios' }).click();
    await expect(page.getByRole('heading', { name: 'Precios' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(prefijo.toLowerCase());
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/search=e2e\+precio/);
    // Default order: product name descending.
    await expect.poll(() => productos(page)).toEqual([`${prefijo} Charlie`, `${prefijo} Bravo`, `${prefijo} Alfa`]);
    const alfa = page.getByRole('row').filter({ hasText: `${prefijo} Alfa` });
    await expect(alfa).toContainText('7.25 DOP');
    await expect(alfa).toContainText('Importación simple');
    await expect(alfa).toContainText(unidad.nombre);

    await page.getByRole('columnheader', { name: 'Precio' }).click();
    await expect(page).toHaveURL(/ordering=valor/);
    // By value as a number: 7.25 < 30.00 < 120.50.
    const porPrecio = [`${prefijo} Alfa`, `${prefijo} Charlie`, `${prefijo} Bravo`];
    await expect.poll(() => productos(page)).toEqual(porPrecio);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Buscar' })).toHaveValue(prefijo.toLowerCase());
    await expect.poll(() => productos(page)).toEqual(porPrecio);
    await expect(page.getByRole('columnheader', { name: 'Precio' })).toHaveAttribute('aria-sort', 'ascending');

    // Back returns to the search in the default order.
    await page.goBack();
    await expect(page).not.toHaveURL(/ordering=/);
    await expect.poll(() => productos(page)).toEqual([`${prefijo} Charlie`, `${prefijo} Bravo`, `${prefijo} Alfa`]);
    await expect(page.getByRole('columnheader', { name: 'Producto' })).toHaveAttribute('aria-sort', 'descending');

    // A search that matches nothing shows the empty text.
    await page.getByRole('textbox', { name: 'Buscar' }).fill('zz-no-existe-precio');
    await expect(page.getByText('No hay precios registrados.')).toBeVisible();
  });

  test('sin terra.view_precioproducto la lista de precios lleva a la página 403', async ({ page }) => {
    const user = await userWithPermissions(['terra.import_precioproducto']);
    await signInAt(page, user, '/terra/producto/precio/list');
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByText('Acceso denegado. No tienes permisos para ver esta página.')).toBeVisible();
  });
});
