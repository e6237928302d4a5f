import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Contexto, Jornada, MetricaConfig, Seleccion } from '@gestion/contract';
import { admin, call, unique, userWithPermissions } from '../support/api';
import { writeFeed } from '../support/rodox';
import { signIn } from '../support/ui';

const DRAWS = 60;

/** A deterministic CSV feed: draw k on 2025-01-01 + k days, six distinct numbers of 1..38. */
function feedCsv(): string {
  // Park-Miller: its products stay below 2^53, so no bit is lost to floating point.
  let seed = 12345;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const lines = ['kardinal,fecha_utc,numeros'];
  for (let k = 1; k <= DRAWS; k++) {
    const numbers = new Set<number>();
    while (numbers.size < 6) numbers.add((next() % 38) + 1);
    const day = new Date(Date.UTC(2025, 0, 1 + k, 2));
    lines.push(`${k},${day.toISOString()},${[...numbers].sort((a, b) => a - b).join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

test.describe('rodox: sorteos, selecciones y paridad', () => {
  test('actualizar sorteos desde una fuente local, descargar el TXT y ver la paridad', async ({ page }) => {
    const token = await admin();
    const familia = unique('fam');
    const tipo = unique('tip');
    const fuente = writeFeed(`${familia}.csv`, feedCsv());
    const contexto = await call<Contexto>('POST', '/api/rodox/contextos/', token, {
      sigla: `${familia}-${tipo}`,
      familia,
      tipo,
      nombre: 'Contexto de prueba e2e',
      numero_min: 1,
      numero_max: 38,
      cantidad: 6,
      fuente_url: fuente,
    });
    const user = await userWithPermissions(['rodox.view_seleccion', 'rodox.view_contexto', 'rodox.add_sorteo', 'rodox.view_sorteometricaparidad']);
    await signIn(page, user);

    // Paquete, found by familia and tipo, then the draws from the local source.
    await page.goto(`/rodox/${familia}/${tipo}/paquete`);
    await expect(page.getByRole('heading', { name: `Últimos 10 sorteos de ${contexto.sigla}` })).toBeVisible();
    await expect(page.getByText('No hay sorteos')).toBeVisible();
    await page.getByRole('button', { name: 'Actualizar sorteos' }).click();
    await expect(page.getByText('Sorteos actualizados')).toBeVisible();
    const last = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(DRAWS), exact: true }) });
    await expect(last.getByRole('cell', { name: '2025-03-02' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(11);

    // Selections of the next kardinal, made by the server from a configuration and a projected jornada.
    const config = await call<MetricaConfig>('POST', '/api/rodox/metrica-configs/', token, { contexto: contexto.id, tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 } });
    await call('POST', '/api/rodox/metrica/crear-faltantes/', token, { config_id: config.id });
    const jornada = await call<Jornada>('POST', '/api/rodox/jornadas/', token, { contexto: contexto.id, kandidatura: DRAWS + 1 });
    await call('POST', `/api/rodox/jornadas/${jornada.id}/proyectar/`, token);
    const selecciones = await call<Seleccion[]>('GET', `/api/rodox/selecciones/${contexto.sigla}/${DRAWS + 1}/`, token);
    expect(selecciones.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: `Selecciones del kardinal ${DRAWS + 1}` }).click();
    await expect(page).toHaveURL(`/rodox/${contexto.sigla}/${DRAWS + 1}/seleccion/list/table`);
    await expect(page.getByRole('heading', { name: 'Simulador de Selecciones' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar TXT' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`selecciones_${contexto.sigla}_2025-03-03.txt`);
    const lines = (await readFile(await file.path(), 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    const expected = [...selecciones]
      .sort((a, b) => a.sonador_sigla.localeCompare(b.sonador_sigla) || a.ordinal - b.ordinal)
      .map((s) => `${s.sonador_sigla}:${s.ordinal} --> ${s.numeros_lista.map((n) => String(n).padStart(2, '0')).join(' ')}`);
    expect(lines).toEqual(expected);

    await page.getByText('Tarjetas').click();
    await expect(page).toHaveURL(`/rodox/${contexto.sigla}/${DRAWS + 1}/seleccion/list/cards`);
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.goto(`/rodox/${contexto.sigla}/${DRAWS + 1}/seleccion/list`);
    await expect(page.getByRole('heading', { name: 'Combinaciones seleccionadas para el día 2025-03-03' })).toBeVisible();

    // The parity chart of this context: a drawn canvas and the summary of all its draws.
    await page.goto(`/rodox/${familia}/${tipo}/paridad/chart`);
    await expect(page.getByRole('img', { name: 'Gráfico de pares por kardinal' }).locator('canvas')).toBeVisible();
    const resumen = page.getByRole('region', { name: 'Resumen de ocurrencias por cantidad de pares' });
    await expect(resumen.getByRole('columnheader', { name: 'Ocurrencias' })).toBeVisible();
    const counts = await resumen.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => Array.from(r.querySelectorAll('td'), (td) => Number(td.textContent))));
    expect(counts.map(([pares]) => pares)).toEqual([...counts.map(([pares]) => pares)].sort((a, b) => a - b));
    expect(counts.length).toBeGreaterThan(1);
    expect(counts.reduce((sum, [, n]) => sum + n, 0)).toBe(DRAWS);
  });
});
