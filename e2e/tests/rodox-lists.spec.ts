import { expect, test, type Page } from '@playwright/test';
import type { Contexto } from '@gestion/contract';
import { admin, call, unique, userWithPermissions } from '../support/api';
import { removeFeed, writeFeed } from '../support/rodox';
import { signInAt } from '../support/ui';

const DRAWS = 60;

/** 60 draws of 6 distinct numbers in 1..40, the same every run (a small LCG). */
function drawsCsv(): string {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const lines = ['kardinal,fecha_utc,numeros'];
  for (let k = 1; k <= DRAWS; k += 1) {
    const numeros = new Set<number>();
    while (numeros.size < 6) numeros.add((next() % 40) + 1);
    const fecha = new Date(Date.UTC(2025, 0, 1) + k * 86_400_000).toISOString();
    lines.push(`${k},${fecha},${[...numeros].sort((a, b) => a - b).join(' ')}`);
  }
  return lines.join('\n');
}

/** A context of its own with 60 draws, loaded through sorteos/actualizar from a file of the server's sources folder. */
async function contextWithDraws(): Promise<Contexto> {
  const sigla = unique('e2e-lists-').toLowerCase().replace(/[^a-z0-9-]/g, '');
  const fuente = writeFeed(`${sigla}.csv`, drawsCsv());
  const token = await admin();
  const contexto = await call<Contexto>('POST', '/api/rodox/contextos/', token, {
    sigla,
    familia: sigla,
    tipo: 'e2e',
    nombre: 'Contexto de la prueba e2e de listas',
    numero_min: 1,
    numero_max: 40,
    cantidad: 6,
    fuente_url: fuente,
  });
  try {
    await call('POST', '/api/rodox/sorteos/actualizar/', token, { actualizar_automaticamente: true, contexto_sigla: sigla });
  } finally {
    // The server reads the source only while updating.
    removeFeed(fuente);
  }
  return contexto;
}

/** Fills the open create dialog (the context picked by sigla), sends it and waits for the success toast and the dialog to close. */
async function createThroughDialog(page: Page, sigla: string, fields: Record<string, string>, created: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Contexto').click();
  await dialog.getByLabel('Contexto').fill(sigla);
  await page.getByRole('option', { name: sigla, exact: true }).click();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText(created)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Searches the list for the context and answers its one row. */
async function rowOf(page: Page, sigla: string) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(sigla);
  const row = page.getByRole('row').filter({ hasText: sigla });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('Rodox: configuraciones, jornadas, proyecciones y selecciones', () => {
  test('crea una configuración y la actualiza, crea una jornada, la proyecta y abre sus proyecciones y selecciones', async ({ page }) => {
    const contexto = await contextWithDraws();
    const user = await userWithPermissions([
      // The create dialogs list the contexts to choose from.
      'rodox.view_contexto',
      'rodox.view_metricaconfig',
      'rodox.add_metricaconfig',
      'rodox.change_metricaconfig',
      'rodox.view_jornada',
      'rodox.add_jornada',
      'rodox.change_jornada',
      'rodox.view_proyeccion',
      'rodox.view_seleccion',
    ]);
    await signInAt(page, user, '/rodox/metrica-config/list/table');
    await expect(page.getByRole('heading', { name: 'Config Rastral' })).toBeVisible();
    await page.getByRole('button', { name: '+ Crear' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Ventana')).toHaveValue('40');
    await expect(dialog.getByLabel('Magnitud')).toHaveValue('23');
    await createThroughDialog(page, contexto.sigla, {}, 'Configuración creada');

    const config = await rowOf(page, contexto.sigla);
    await expect(config).toContainText('frecuencial');
    await expect(config.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
    await config.getByRole('button', { name: 'Actualizar' }).click();
    await expect(config.getByRole('cell', { name: 'Sí', exact: true })).toBeVisible();

    await page.goto('/rodox/jornada/list/table');
    await expect(page.getByRole('heading', { name: 'Jornadas' })).toBeVisible();
    await page.getByRole('button', { name: '+ Crear' }).click();
    await createThroughDialog(page, contexto.sigla, { Kandidatura: String(DRAWS + 1) }, 'Jornada creada');

    const jornada = await rowOf(page, contexto.sigla);
    await expect(jornada).toContainText(String(DRAWS + 1));
    await jornada.getByRole('button', { name: 'Proyectar' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '¿Ejecutar proyección para esta jornada?' });
    await confirm.getByRole('button', { name: 'Proyectar' }).click();
    await expect(page.getByText('Proyección ejecutada')).toBeVisible();

    await jornada.getByRole('button', { name: 'Abrir Proyecciones' }).click();
    await expect(page).toHaveURL(/\/rodox\/jornada\/\d+\/proyeccion\/list\/table$/);
    const proyeccion = page.getByRole('row').filter({ hasText: 'frecuencial' });
    await expect(proyeccion).toHaveCount(1);

    await proyeccion.getByRole('button', { name: 'Abrir Selecciones' }).click();
    await expect(page).toHaveURL(/\/rodox\/proyeccion\/\d+\/seleccion\/list\/table$/);
    const lineas = page.getByRole('listitem');
    await expect(lineas.first()).toBeVisible();
    expect(await lineas.count()).toBeGreaterThan(0);
    for (const texto of await lineas.allInnerTexts()) expect(texto).toMatch(/^\S+:\d+ --> \d+( \d+){5}$/);

    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/rodox\/jornada\/\d+\/proyeccion\/list\/table$/);
  });
});
