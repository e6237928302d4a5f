// The Terra records' own screens, each for whoever holds exactly the permissions it needs: a
// product corrected choosing its unit by name, a profession added, a distributor with prices
// kept with the reason, an import undone from the imports' list; each change in the history.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { CatalogoItem, ImportSummary, Paginated, Producto, Profesion } from '@gestion/contract';
import { admin, call, unique, userWithPermissions } from '../support/api';
import { ADMIN } from '../support/env';
import { cambios } from '../support/historial';
import { createUnidad } from '../support/terra-precios';
import { preciosCon } from '../support/terra-wizard';
import { signInAt } from '../support/ui';

/** A product with one price, imported by the administrator: its id and the import's. */
async function productoImportado(nombre: string, unidadId: number, archivo?: string): Promise<{ producto: Producto; importacion: number }> {
  const resumen = await call<ImportSummary>('POST', '/api/terra/importar-precios/', await admin(), {
    ...(archivo ? { archivo } : {}),
    datos: [{ descripcion: nombre, tipo: 'Correcciones', categoria: 'Correcciones', precio: '15.00', unidad_id: unidadId }],
  });
  expect(resumen).toMatchObject({ error: null, preciosRegistrados: 1 });
  const page = await call<Paginated<Producto>>('GET', `/api/terra/productos/?search=${encodeURIComponent(nombre)}`, await admin());
  expect(page.results).toHaveLength(1);
  return { producto: page.results[0]!, importacion: resumen.importacion_id! };
}

/** The one row of a declared list showing `text`, found through its search box. */
async function rowOf(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** The administrator reads the object's history: the rows of its entries, or the field changes of its one `accion`. */
async function historial<T>(browser: Browser, objetoTipo: string, id: number, read: (page: Page) => Promise<T>): Promise<T> {
  const page = await browser.newPage();
  try {
    await signInAt(page, ADMIN, `/auth/historial?objeto_tipo=${objetoTipo}&objeto_id=${id}`);
    return await read(page);
  } finally {
    await page.close();
  }
}

test.describe('Terra: corregir sus registros', () => {
  test('corrige el nombre de un producto eligiendo su unidad por nombre, y queda en el historial', async ({ page, browser }) => {
    const [antes, despues] = [await createUnidad(), await createUnidad()];
    const nombre = unique('Producto a corregir ');
    const nuevo = unique('Producto corregido ');
    const { producto } = await productoImportado(nombre, antes.id);
    const user = await userWithPermissions(['terra.view_producto', 'terra.change_producto']);
    await signInAt(page, user, '/terra/producto/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    const row = await rowOf(page, nombre);
    await expect(row).toContainText(antes.nombre);
    await expect(row.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Nombre')).toHaveValue(nombre);
    await dialog.getByLabel('Nombre').fill(nuevo);
    // The unit is chosen by its name from the units' list, typed to narrow it.
    const unidad = dialog.getByRole('combobox', { name: 'Unidad' });
    await expect(dialog.getByTitle(antes.nombre, { exact: true })).toBeVisible();
    await unidad.click();
    await unidad.fill(despues.nombre);
    await page.locator('.ant-select-dropdown:visible').getByTitle(despues.nombre, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    const corregida = await rowOf(page, nuevo);
    await expect(corregida).toContainText(despues.nombre);

    const campos = await historial(browser, 'terra.producto', producto.id, async (h) => {
      const entrada = h.getByRole('row').filter({ hasText: 'Modificación' });
      await expect(entrada).toHaveCount(1);
      await entrada.getByRole('button', { name: /^Ver cambios/ }).click();
      return cambios(h);
    });
    expect(campos).toContainEqual(['nombre_largo', nombre, nuevo]);
    expect(campos).toContainEqual(['unidad', antes.nombre, despues.nombre]);
  });

  test('añade una profesión desde /terra/profesion/list, y queda en el historial', async ({ page, browser }) => {
    const nombre = unique('Agrimensor ');
    const user = await userWithPermissions(['terra.view_profesion', 'terra.add_profesion']);
    await signInAt(page, user, '/terra/profesion/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Profesiones' })).toBeVisible();
    await page.getByRole('button', { name: '+ Crear profesión' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill(nombre);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog).toBeHidden();
    await rowOf(page, nombre);

    const found = await call<Paginated<Profesion>>('GET', `/api/terra/profesiones/?search=${encodeURIComponent(nombre)}`, await admin());
    expect(found.results).toHaveLength(1);
    await historial(browser, 'terra.profesion', found.results[0]!.id, async (h) => {
      const entrada = h.getByRole('row').filter({ hasText: 'Creación' });
      await expect(entrada).toHaveCount(1);
      await expect(entrada).toContainText(user.username);
    });
  });

  test('no deja eliminar un distribuidor con precios, y dice por qué', async ({ page, browser }) => {
    const token = await admin();
    const distribuidor = await call<CatalogoItem>('POST', '/api/terra/distribuidores/', token, { nombre: unique('Distribuidor con precios ') });
    const { producto } = await productoImportado(unique('Producto del distribuidor '), (await createUnidad()).id);
    await call('POST', '/api/terra/precios-productos/importar/', token, {
      precios_data: [{ producto_id: producto.id, distribuidor_id: distribuidor.id, precio: '20.00', fecha: '2030-02-02' }],
    });
    const user = await userWithPermissions(['terra.view_distribuidor', 'terra.delete_distribuidor']);
    await signInAt(page, user, '/terra/distribuidor/list');
    const row = await rowOf(page, distribuidor.nombre);
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`No se puede eliminar «${distribuidor.nombre}»`)).toBeVisible();
    await expect(dialog.getByText('Tiene 1 precio.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await expect(dialog).toBeHidden();
    await rowOf(page, distribuidor.nombre);
    // Refused: nothing removed, so the history has no removal of it.
    await historial(browser, 'terra.distribuidor', distribuidor.id, async (h) => {
      await expect(h.getByRole('row').filter({ hasText: 'Creación' })).toHaveCount(1);
      await expect(h.getByRole('row').filter({ hasText: 'Eliminación' })).toHaveCount(0);
    });
  });

  test('deshace una importación desde /terra/importacion/list, y queda en el historial', async ({ page, browser }) => {
    const archivo = `${unique('correcciones-')}.csv`;
    const nombre = unique('Producto importado ');
    const { importacion } = await productoImportado(nombre, (await createUnidad()).id, archivo);
    const user = await userWithPermissions(['terra.view_precioproducto', 'terra.delete_precioproducto']);
    await signInAt(page, user, '/terra/importacion/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Importaciones' })).toBeVisible();
    const row = await rowOf(page, archivo);
    await expect(row).toContainText('Confirmada');
    await row.getByRole('button', { name: 'Deshacer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`¿Deshacer la importación ${importacion} (${archivo})?`);
    await expect(dialog).toContainText('Se eliminará el precio que registró (si sigue ahí)');
    await dialog.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByText('Importación deshecha: se eliminaron 1 precio y 1 producto.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Deshecha');
    await expect(row.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
    expect(await preciosCon(nombre)).toEqual([]);

    await historial(browser, 'terra.importacion', importacion, async (h) => {
      const entrada = h.getByRole('row').filter({ hasText: 'Deshecha' });
      await expect(entrada).toHaveCount(1);
      await expect(entrada).toContainText(user.username);
    });
  });
});
