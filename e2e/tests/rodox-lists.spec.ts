import { expect, test, type Page } from '@playwright/test';
import { userWithPermissions } from '../support/api';
import { contextWithDraws } from '../support/rodox';
import { signInAt } from '../support/ui';

const DRAWS = 60;

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
    const contexto = await contextWithDraws('e2e-lists-', DRAWS);
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
