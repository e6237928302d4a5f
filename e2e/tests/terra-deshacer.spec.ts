// An import of the wizard undone as one unit from its summary, by a user who may remove prices:
// its prices and the products they created are gone, and the history says so.
import { expect as baseExpect, test } from '@playwright/test';
import { userWithPermissions } from '../support/api';
import { ADMIN } from '../support/env';
import { arrangeCatalogo, continuarHastaFinalizar, preciosCon, WIZARD_PERMISSIONS } from '../support/terra-wizard';
import { signInAt } from '../support/ui';

const BASE = '/terra/importar-precios';
// A long flow on a shared 2-core machine: waits sized for its load, as the wizard's own spec.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test('deshacer una importación del asistente desde su resumen: sus precios y productos se van, y queda en el historial', async ({ page, browser }) => {
  const cat = await arrangeCatalogo();
  const t = cat.tag;
  const archivo = `deshacer-${t}.csv`;
  const user = await userWithPermissions([...WIZARD_PERMISSIONS, 'terra.delete_precioproducto']);
  // Every value is the catalogue's own: each matching step passes by itself.
  const lines = [
    'Producto;Precio;Fecha;Distribuidor;Unidad;Tipo;Categoría',
    `Cemento ${t};350,50;2026-01-15;${cat.distribuidor.nombre};${cat.unidad.abreviatura};${cat.tipo.nombre};${cat.categoria.nombre}`,
    `Arena ${t};20;2026-01-15;${cat.distribuidor.nombre};${cat.unidad.abreviatura};${cat.tipo.nombre};${cat.categoria.nombre}`,
  ];

  await signInAt(page, user, `${BASE}/seleccionar-archivo`);
  await page.locator('input[type=file]').setInputFiles({ name: archivo, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n') + '\n') });
  await continuarHastaFinalizar(page, BASE);
  await page.getByRole('button', { name: 'Importar 2 precios' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen de la importación' })).toBeVisible();
  await expect(page.getByText('Se registraron 2 precios.')).toBeVisible();
  expect(await preciosCon(t)).toHaveLength(2);

  await page.getByRole('button', { name: 'Deshacer importación' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Deshacer la importación?' });
  await expect(dialog).toContainText('Se eliminarán los 2 precios que registró');
  await dialog.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText('Importación deshecha: se eliminaron 2 precios y 2 productos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deshacer importación' })).toHaveCount(0);
  expect(await preciosCon(t)).toEqual([]);

  // The history, as its reader sees it in a browser of their own: the undo with the file's name.
  const context = await browser.newContext();
  try {
    const reader = await context.newPage();
    await signInAt(reader, ADMIN, '/auth/historial');
    await reader.getByRole('search').getByLabel('Buscar').fill(archivo);
    const entrada = reader.getByRole('row').filter({ hasText: 'Deshecha' });
    await expect(entrada).toHaveCount(1);
    await expect(entrada).toContainText(archivo);
    await expect(entrada).toContainText(user.username);
  } finally {
    await context.close();
  }
});
