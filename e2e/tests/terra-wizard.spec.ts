import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { userWithPermissions } from '../support/api';
import { arrangeCatalogo, preciosCon, unidadConVariantes, WIZARD_PERMISSIONS } from '../support/terra-wizard';
import { fillLogin, signInAt } from '../support/ui';

const BASE = '/terra/importar-precios';

// A long flow on a shared 2-core machine: waits sized for its load, not for a quiet laptop.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

async function signIn(page: Page, user: Parameters<typeof fillLogin>[1]) {
  await page.goto('/login');
  await fillLogin(page, user);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}

/** Picks `option` in the select labelled `label` (antd Select: type to filter where it searches, then choose). */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  if (await select.isEditable()) await select.fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** The mapping step's line of one field ('Producto'…): its column and an example value. */
const mappingLine = (page: Page, dato: string) => page.getByRole('list', { name: 'Columnas del archivo' }).getByRole('listitem').filter({ hasText: dato });

test.describe('Importar Precios (asistente)', () => {
  test('importa un CSV Windows-1252 con todos los problemas del spec y termina en el resumen', async ({ page }) => {
    const cat = await arrangeCatalogo();
    const user = await userWithPermissions(WIZARD_PERMISSIONS);
    const t = cat.tag;
    const nuevoDistribuidor = `Almacén Nuevo ${t}`;
    const nuevoTipo = `Herramienta ${t}`;
    const nuevaCategoria = `Plomería ${t}`;
    const unidadTexto = `bolsa ${t}`;
    // Headers in another case and a repeated one; every kind of row the final check rejects.
    const lines = [
      'PRODUCTO;Precio;Fecha;Distribuidor;Unidad;Tipo;Categoría;Precio',
      `Cemento Ñ ${t};350,50;2026-01-15;${cat.distribuidor.nombre.toUpperCase()};sc${t};${cat.tipo.nombre};${cat.categoria.nombre};x`,
      `Tubo ${t};1.200,00;15/01/2026;${nuevoDistribuidor};${unidadTexto};${nuevoTipo};${nuevaCategoria};x`,
      `;10;2026-01-15;${cat.distribuidor.nombre};sc${t};${cat.tipo.nombre};${cat.categoria.nombre};x`,
      `Arena ${t};gratis;2026-01-15;${cat.distribuidor.nombre};sc${t};${cat.tipo.nombre};${cat.categoria.nombre};x`,
      `Arena ${t};0;2026-01-15;${cat.distribuidor.nombre};sc${t};${cat.tipo.nombre};${cat.categoria.nombre};x`,
      `Arena ${t};25;2026-02-30;${cat.distribuidor.nombre};sc${t};${cat.tipo.nombre};${cat.categoria.nombre};x`,
      `cemento ñ ${t};360;2026-01-15;${cat.distribuidor.nombre};sc${t};${cat.tipo.nombre};${cat.categoria.nombre};x`,
    ];
    const csv = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');

    await signIn(page, user);
    await page.goto(BASE);
    await expect(page).toHaveURL(`${BASE}/seleccionar-archivo`);
    await expect(page.getByRole('heading', { name: 'Importar Precios' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    // 1. the file: read in the worker, Windows-1252 detected, the repeated header renamed
    await page.locator('input[type=file]').setInputFiles({ name: 'precios.csv', mimeType: 'text/csv', buffer: csv });
    await expect(page.getByText('Windows-1252', { exact: true })).toBeVisible();
    await expect(page.getByText('Hay encabezados repetidos; se renombraron: Precio_2.')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // 2. columns: all seven matched by header name
    await expect(page).toHaveURL(`${BASE}/mapear-columnas`);
    await expect(page.getByRole('combobox', { name: 'Columna para Categoría' })).toBeVisible();
    await expect(mappingLine(page, 'Producto')).toContainText(`Cemento Ñ ${t}`);
    await page.getByRole('button', { name: 'Continuar' }).click();

    // 3. units: the abbreviation in lower case matches by itself; the other is linked by hand
    await expect(page).toHaveURL(`${BASE}/normalizar-unidades`);
    await expect(page.getByText('1 de 2 valores emparejados.', { exact: false })).toBeVisible();
    const continuar = page.getByRole('button', { name: 'Continuar' });
    await expect(continuar).toBeDisabled();
    await page.getByRole('button', { name: `Crear ${unidadTexto}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear unidad' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await choose(page, `Emparejar ${unidadTexto}`, `${cat.unidad.nombre} (${cat.unidad.abreviatura})`);
    await expect(continuar).toBeEnabled();
    await continuar.click();

    // 4. types: a new one, created locally; the state survives a reload
    await expect(page).toHaveURL(`${BASE}/normalizar-tipos`);
    await page.reload();
    await expect(row(page, cat.tipo.nombre)).toContainText('Emparejado');
    await expect(continuar).toBeDisabled();
    await page.getByRole('button', { name: `Crear ${nuevoTipo}` }).click();
    await expect(row(page, nuevoTipo)).toContainText(`${nuevoTipo} (nuevo)`);
    await continuar.click();

    // 5. categories: created on the server at once
    await expect(page).toHaveURL(`${BASE}/normalizar-categorias`);
    await page.getByRole('button', { name: `Crear ${nuevaCategoria}` }).click();
    await expect(row(page, nuevaCategoria)).toContainText('Emparejado');
    await continuar.click();

    // 6. distributors: the existing one matched case-insensitively, the other created locally
    await expect(page).toHaveURL(`${BASE}/normalizar-distribuidores`);
    await expect(row(page, cat.distribuidor.nombre.toUpperCase())).toContainText('Emparejado');
    await page.getByRole('button', { name: `Crear ${nuevoDistribuidor}` }).click();
    await continuar.click();

    // 7. the final check: row numbers from 2 and the spec's messages
    await expect(page).toHaveURL(`${BASE}/finalizar-importacion`);
    await expect(row(page, 'Filas válidas')).toContainText('2');
    const rejected = [
      ['4', 'Datos incompletos o inválidos'],
      ['5', 'Datos incompletos o inválidos'],
      ['6', 'Precio no válido'],
      ['7', 'Fecha inválida'],
      ['8', 'Fila duplicada. Seran omitidas.'],
    ];
    for (const [fila, motivo] of rejected) {
      await expect(page.getByRole('row', { name: `${fila} ${motivo}` })).toBeVisible();
    }
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar filas rechazadas' }).click()]);
    const rechazadas = await readFile((await download.path())!, 'utf8');
    expect(rechazadas).toContain('fila;motivo;PRODUCTO;Precio');
    expect(rechazadas).toContain(`7;Fecha inválida;Arena ${t};25;2026-02-30`);

    await page.getByRole('button', { name: 'Importar 2 precios' }).click();
    await expect(page.getByRole('heading', { name: 'Resumen de la importación' })).toBeVisible();
    await expect(row(page, 'Precios registrados')).toContainText('2');
    await expect(page.getByText('Se registraron 2 precios.')).toBeVisible();

    // The prices, read back through the API; the hand-made unit link is now a variant.
    const precios = await preciosCon(t);
    expect(precios.map((p) => [p.producto_nombre, p.distribuidor_nombre, p.tipo_nombre, p.categoria_nombre, p.unidad_nombre, p.fecha, p.valor]).sort()).toEqual([
      [`Cemento Ñ ${t}`, cat.distribuidor.nombre, cat.tipo.nombre, cat.categoria.nombre, cat.unidad.nombre, '2026-01-15', '350.50'],
      [`Tubo ${t}`, nuevoDistribuidor, nuevoTipo, nuevaCategoria, cat.unidad.nombre, '2026-01-15', '1200.00'],
    ]);
    expect((await unidadConVariantes(cat.unidad.id))?.variantes.map((v) => v.abreviatura_equivalente.toLowerCase())).toContain(unidadTexto.toLowerCase());

    // 'Nueva importación' starts over with an empty wizard (the page reloads).
    await page.getByRole('button', { name: 'Nueva importación' }).click();
    await expect(page).toHaveURL(`${BASE}/seleccionar-archivo`);
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem('importacionPrecios'))).toBeNull();
  });

  test('un archivo sin encabezados se rechaza; el mismo formato después se mapea solo; Reiniciar vuelve al paso 1', async ({ page }) => {
    const user = await userWithPermissions(WIZARD_PERMISSIONS);
    await signInAt(page, user, `${BASE}/seleccionar-archivo`);
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'sin-encabezados.csv', mimeType: 'text/csv', buffer: Buffer.from('Cemento,350,2026-01-01\nArena,20,2026-01-01\n') });
    await expect(page.getByText('El archivo no tiene fila de encabezados', { exact: false })).toBeVisible();
    await input.setInputFiles({ name: 'vacio.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
    await expect(page.getByText('El archivo está vacío.')).toBeVisible();

    // A distributor's own headers, mapped by hand once…
    const headers = 'Articulo,Costo,Dia,Proveedor,Medida,Clase,Grupo';
    const file = (n: number) => ({ name: `p${n}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${headers}\nCemento,1,2026-01-01,X,KG,T,C\n`) });
    await input.setInputFiles(file(1));
    await page.getByRole('button', { name: 'Continuar' }).click();
    const mapping: [string, string][] = [
      ['Producto', 'Articulo'],
      ['Precio', 'Costo'],
      ['Fecha', 'Dia'],
      ['Distribuidor', 'Proveedor'],
      ['Unidad', 'Medida'],
      ['Tipo', 'Clase'],
      ['Categoría', 'Grupo'],
    ];
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    for (const [target, header] of mapping) await choose(page, `Columna para ${target}`, header);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(`${BASE}/normalizar-unidades`);

    // …and 'Reiniciar' clears the state and returns to step 1
    await page.getByRole('button', { name: 'Reiniciar' }).click();
    await expect(page).toHaveURL(`${BASE}/seleccionar-archivo`);
    await expect(page.getByText('p1.csv')).toHaveCount(0);

    // the next file with the same headers maps itself
    await page.locator('input[type=file]').setInputFiles(file(2));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    await expect(mappingLine(page, 'Categoría')).toContainText('Grupo');
  });
});
