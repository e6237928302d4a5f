// The Rodox records corrected and removed by whoever holds exactly their permissions: a dreamer
// created and renamed at /rodox/sonador/list, a context renamed at /rodox/contexto/list, a
// projected jornada removed from 'Jornadas' with what it made named first; each change in the
// history.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Contexto, Jornada, MetricaConfig, Paginated, Sonador } from '@gestion/contract';
import { admin, call, userWithPermissions } from '../support/api';
import { ADMIN } from '../support/env';
import { cambios } from '../support/historial';
import { contextWithDraws } from '../support/rodox';
import { openFromSidebar, signInAt } from '../support/ui';

const DRAWS = 45;

/** A dreamer's sigla of its own: 1 to 4 capitals or digits, unique enough across runs. */
function siglaNueva(): string {
  return `Z${Math.floor(Math.random() * 36 ** 3).toString(36).toUpperCase().padStart(3, '0')}`;
}

/** The one row of the list that the search finds for `text`. */
async function rowOf(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** The admin opens the object's history: its entry of `accion`, and the field changes it shows. */
async function historial(browser: Browser, objetoTipo: string, id: number, accion: 'Modificación' | 'Eliminación'): Promise<string[][]> {
  const page = await browser.newPage();
  try {
    await signInAt(page, ADMIN, `/auth/historial?objeto_tipo=${objetoTipo}&objeto_id=${id}`);
    const row = page.getByRole('row').filter({ hasText: accion });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Ver cambios/ }).click();
    return await cambios(page);
  } finally {
    await page.close();
  }
}

test.describe('Rodox: corregir y eliminar', () => {
  test('crea un soñador y lo renombra desde /rodox/sonador/list, y queda en el historial', async ({ page, browser }) => {
    const sigla = siglaNueva();
    const user = await userWithPermissions(['rodox.view_sonador', 'rodox.add_sonador', 'rodox.change_sonador']);
    await signInAt(page, user, '/user/dashboard');
    // Reached from the sidebar, by its Spanish name.
    await openFromSidebar(page, 'Rodox', 'Soñadores');
    await expect(page).toHaveURL(/\/rodox\/sonador\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Soñadores' })).toBeVisible();

    await page.getByRole('button', { name: '+ Crear' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Sigla').fill(sigla);
    await form.getByLabel('Nombre').fill('Soñador de la prueba');
    await form.getByLabel('Regla').click();
    await page.getByTitle('Pares e impares equilibrados').click();
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect(form).toBeHidden();

    const row = await rowOf(page, sigla);
    await expect(row).toContainText('Pares e impares equilibrados');
    await expect(row.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Nombre')).toHaveValue('Soñador de la prueba');
    await edit.getByLabel('Nombre').fill('Soñador renombrado');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(row).toContainText('Soñador renombrado');

    const token = await admin();
    const [sonador] = (await call<Paginated<Sonador>>('GET', `/api/rodox/sonadores/?search=${sigla}`, token)).results.filter((s) => s.sigla === sigla);
    expect(await historial(browser, 'rodox.sonador', sonador!.id, 'Modificación')).toContainEqual(['nombre', 'Soñador de la prueba', 'Soñador renombrado']);
    // Gone again, unless a projection of another test made selections with it meanwhile (409: it stays).
    await call('DELETE', `/api/rodox/sonadores/${sonador!.id}/`, token).catch(() => undefined);
  });

  test('renombra un contexto desde /rodox/contexto/list, y queda en el historial', async ({ page, browser }) => {
    const contexto = await contextWithDraws('e2e-ctx-', 3);
    const user = await userWithPermissions(['rodox.view_contexto', 'rodox.change_contexto']);
    await signInAt(page, user, '/user/dashboard');
    await openFromSidebar(page, 'Rodox', 'Contextos');
    await expect(page).toHaveURL(/\/rodox\/contexto\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contextos' })).toBeVisible();

    const row = await rowOf(page, contexto.sigla);
    await expect(row).toContainText(contexto.nombre);
    await expect(row.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Nombre')).toHaveValue(contexto.nombre);
    await edit.getByLabel('Nombre').fill('Contexto renombrado');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(row).toContainText('Contexto renombrado');

    const guardado = await call<Contexto>('GET', `/api/rodox/contextos/${contexto.id}/`, await admin());
    expect(guardado).toMatchObject({ sigla: contexto.sigla, nombre: 'Contexto renombrado', fuente_url: contexto.fuente_url });
    expect(await historial(browser, 'rodox.contexto', contexto.id, 'Modificación')).toContainEqual(['nombre', contexto.nombre, 'Contexto renombrado']);
  });

  test("elimina una jornada proyectada desde 'Jornadas', nombrando lo que se va con ella, y queda en el historial", async ({ page, browser }) => {
    const contexto = await contextWithDraws('e2e-correcciones-', DRAWS);
    const token = await admin();
    const config = await call<MetricaConfig>('POST', '/api/rodox/metrica-configs/', token, { contexto: contexto.id, tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 } });
    await call('POST', '/api/rodox/metrica/crear-faltantes/', token, { config_id: config.id });
    const jornada = await call<Jornada>('POST', '/api/rodox/jornadas/', token, { contexto: contexto.id, kandidatura: DRAWS + 1 });
    await call('POST', `/api/rodox/jornadas/${jornada.id}/proyectar/`, token);

    const user = await userWithPermissions(['rodox.view_jornada', 'rodox.delete_jornada']);
    await signInAt(page, user, '/rodox/jornada/list/table');
    await expect(page.getByRole('heading', { name: 'Jornadas' })).toBeVisible();
    const row = await rowOf(page, contexto.sigla);
    await expect(row.getByRole('button', { name: 'Proyectar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^¿Eliminar «.+»\? Esta acción no se puede deshacer\.$/)).toBeVisible();
    await expect(dialog.getByText(/^Se eliminará también: 1 proyección, \d+ selecci(ón|ones)\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Registro eliminado.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: contexto.sigla })).toHaveCount(0);

    const antes = await historial(browser, 'rodox.jornada', jornada.id, 'Eliminación');
    expect(antes).toContainEqual(expect.arrayContaining([String(DRAWS + 1)]));
  });
});
