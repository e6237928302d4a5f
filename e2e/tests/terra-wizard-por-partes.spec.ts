// A file larger than one request (5,000 rows): the wizard stages it in batches on an import of the
// server and confirms it once, so it lands whole, each row with its own values.
import { expect as baseExpect, test } from '@playwright/test';
import { userWithPermissions } from '../support/api';
import { arrangeCatalogo, continuarHastaFinalizar, preciosCon, WIZARD_PERMISSIONS } from '../support/terra-wizard';
import { signInAt } from '../support/ui';

const BASE = '/terra/importar-precios';
// A long flow on a shared 2-core machine: waits sized for its load, as the wizard's own spec.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

test('un archivo de 10.001 filas se importa por partes y entero, cada precio con sus valores', async ({ page }) => {
  const cat = await arrangeCatalogo();
  const t = cat.tag;
  const resto = `${cat.distribuidor.nombre};${cat.unidad.abreviatura};${cat.tipo.nombre};${cat.categoria.nombre}`;
  const fecha = (dia: number) => new Date(Date.UTC(2026, 0, 1 + dia)).toISOString().slice(0, 10);
  const producto = (p: number) => `Cemento ${t}-${String(p).padStart(3, '0')}`;
  // 100 products × 100 dates, then one more product: three batches, the last of one row.
  const lines = ['Producto;Precio;Fecha;Distribuidor;Unidad;Tipo;Categoría'];
  for (let i = 0; i < 10_000; i++) lines.push(`${producto(i % 100)};${i + 1},25;${fecha(Math.floor(i / 100))};${resto}`);
  lines.push(`${producto(100)};7,5;${fecha(0)};${resto}`);
  const file = lines.join('\n') + '\n';
  // past 512 Ki characters, the reading worker hands the rows to the page in more than one part
  // (csv-table.ts, PART_CHARS): the last product's row is read from the last part
  expect(file.length).toBeGreaterThan(2 ** 19);
  const user = await userWithPermissions(WIZARD_PERMISSIONS);

  await signInAt(page, user, `${BASE}/seleccionar-archivo`);
  await page.locator('input[type=file]').setInputFiles({ name: `grande-${t}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
  await continuarHastaFinalizar(page, BASE);
  await page.getByRole('button', { name: 'Importar 10.001 precios' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen de la importación' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Precios registrados/ })).toContainText('10.001');
  await expect(page.getByRole('row', { name: /Productos registrados/ })).toContainText('101');
  await expect(page.getByText('Se registraron 10001 precios.')).toBeVisible();

  const primero = await preciosCon(`${t}-000`);
  expect(primero).toHaveLength(100);
  expect(primero.find((p) => p.fecha === fecha(0))?.valor).toBe('1.25');
  expect(primero.find((p) => p.fecha === fecha(99))?.valor).toBe('9901.25');
  expect((await preciosCon(`${t}-100`)).map((p) => [p.fecha, p.valor])).toEqual([[fecha(0), '7.50']]);
});
