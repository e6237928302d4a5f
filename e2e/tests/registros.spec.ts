// A record typed by a person is corrected and removed by whoever holds its permission, from the
// list where it shows (properties at /terra/inmueble/list, the spec's units and prices), each
// change in the history; a unit in use is refused with the reason; a reader sees no actions.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ImportSummary, Inmueble, UnidadConVariantes } from '@gestion/contract';
import { admin, call, unique, userWithPermissions } from '../support/api';
import { ADMIN } from '../support/env';
import { cambios } from '../support/historial';
import { createUnidad } from '../support/terra-precios';
import { preciosCon } from '../support/terra-wizard';
import { signInAt } from '../support/ui';

async function createInmueble(direccion: string): Promise<Inmueble> {
  return call('POST', '/api/terra/inmuebles/', await admin(), { codigo: unique('INM-'), tipo_inmueble: 'casa', direccion, ciudad: 'Santiago' });
}

/** A unit that a product's price uses: the server refuses to remove it. */
async function unidadEnUso(): Promise<UnidadConVariantes> {
  const unidad = await createUnidad();
  const resumen = await call<ImportSummary>('POST', '/api/terra/importar-precios/', await admin(), {
    datos: [{ descripcion: unique('Producto registros '), tipo: 'Registros', categoria: 'Registros', precio: '12.50', unidad_id: unidad.id }],
  });
  expect(resumen.error).toBeNull();
  return unidad;
}

/** The one row of the list found by `nombre` through its search box and «Buscar». */
async function searchedRow(page: Page, nombre: string) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(nombre);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: nombre });
  await expect(row).toHaveCount(1);
  return row;
}

async function propertyRow(page: Page, codigo: string) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(codigo);
  const row = page.getByRole('row').filter({ hasText: codigo });
  await expect(row).toHaveCount(1);
  return row;
}

/** The admin opens the object's history and reads the field changes of its one 'Modificación'. */
async function modificacionEnHistorial(browser: Browser, objetoTipo: string, id: number): Promise<string[][]> {
  const page = await browser.newPage();
  try {
    await signInAt(page, ADMIN, `/auth/historial?objeto_tipo=${objetoTipo}&objeto_id=${id}`);
    const row = page.getByRole('row').filter({ hasText: 'Modificación' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Ver cambios/ }).click();
    return await cambios(page);
  } finally {
    await page.close();
  }
}

test.describe('registros: corregir y eliminar', () => {
  test("corrige la dirección de un inmueble desde /terra/inmueble/list, y queda en el historial", async ({ page, browser }) => {
    const inmueble = await createInmueble('Calle Falsa 123');
    const nueva = `Calle Real ${unique('')}`;
    const user = await userWithPermissions(['terra.view_inmueble', 'terra.change_inmueble']);
    await signInAt(page, user, '/terra/inmueble/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Inmuebles' })).toBeVisible();
    const row = await propertyRow(page, inmueble.codigo);
    await expect(row.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Dirección')).toHaveValue('Calle Falsa 123');
    await dialog.getByLabel('Dirección').fill(nueva);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(row).toContainText(nueva);
    // The property's own page, from its code.
    await row.getByRole('link', { name: inmueble.codigo }).click();
    await expect(page).toHaveURL(new RegExp(`/terra/inmueble/${inmueble.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Inmueble ${inmueble.codigo}` })).toBeVisible();
    await expect(page.getByText(nueva)).toBeVisible();

    expect(await modificacionEnHistorial(browser, 'terra.inmueble', inmueble.id)).toContainEqual(['direccion', 'Calle Falsa 123', nueva]);
  });

  test('renombra una unidad, y queda en el historial', async ({ page, browser }) => {
    const unidad = await createUnidad();
    const nuevo = unique('Unidad renombrada ');
    const user = await userWithPermissions(['pueblo.view_unidadmedida', 'pueblo.change_unidadmedida']);
    await signInAt(page, user, '/main/unidad/list');
    const row = await searchedRow(page, unidad.nombre);
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Nombre')).toHaveValue(unidad.nombre);
    await dialog.getByLabel('Nombre').fill(nuevo);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await searchedRow(page, nuevo);

    expect(await modificacionEnHistorial(browser, 'pueblo.unidadmedida', unidad.id)).toContainEqual(['nombre', unidad.nombre, nuevo]);
  });

  test('corrige el valor de un precio desde la lista de precios, y queda en el historial', async ({ page, browser }) => {
    const producto = unique('Producto corregido ');
    const unidad = await createUnidad();
    const resumen = await call<ImportSummary>('POST', '/api/terra/importar-precios/', await admin(), {
      datos: [{ descripcion: producto, tipo: 'Registros', categoria: 'Registros', precio: '1250', unidad_id: unidad.id }],
    });
    expect(resumen.preciosRegistrados).toBe(1);
    const [precio] = await preciosCon(producto);
    const user = await userWithPermissions(['terra.view_precioproducto', 'terra.change_precioproducto']);
    await signInAt(page, user, '/terra/producto/precio/list');
    const row = await searchedRow(page, producto);
    await expect(row).toContainText('1250.00 DOP');
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Precio')).toHaveValue('1250.00');
    await dialog.getByLabel('Precio').fill('12.50');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(row).toContainText('12.50 DOP');

    expect(await modificacionEnHistorial(browser, 'terra.precioproducto', precio!.id)).toContainEqual(['valor', '1250.00', '12.50']);
  });

  test('no deja eliminar una unidad que usa un producto, y dice por qué', async ({ page }) => {
    const unidad = await unidadEnUso();
    const user = await userWithPermissions(['pueblo.view_unidadmedida', 'pueblo.delete_unidadmedida']);
    await signInAt(page, user, '/main/unidad/list');
    const row = await searchedRow(page, unidad.nombre);
    await expect(row.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^No se puede eliminar «/)).toBeVisible();
    await expect(dialog.getByText(/^La usan 1 producto/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await expect(dialog).toBeHidden();
    await searchedRow(page, unidad.nombre);
  });

  test("quien solo puede ver no tiene 'Editar' ni 'Eliminar'", async ({ page }) => {
    const unidad = await createUnidad();
    const inmueble = await createInmueble('Avenida Central 1');
    const user = await userWithPermissions(['pueblo.view_unidadmedida', 'terra.view_inmueble']);
    await signInAt(page, user, '/main/unidad/list');
    await searchedRow(page, unidad.nombre);
    await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Editar|Eliminar)$/ })).toHaveCount(0);
    await page.goto('/terra/inmueble/list');
    await propertyRow(page, inmueble.codigo);
    await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Editar|Eliminar)$/ })).toHaveCount(0);
  });
});
