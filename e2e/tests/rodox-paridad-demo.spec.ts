import { expect, test } from '@playwright/test';
import type { PuntoParidad } from '@gestion/contract';
import { admin, call, userWithPermissions } from '../support/api';
import { ensureDemoContext } from '../support/rodox';
import { openFromSidebar, signIn } from '../support/ui';

test.describe('rodox: paridad del contexto de demostración', () => {
  test("'Paridad Chart' de la barra lateral dibuja el gráfico de lesa-mill y su resumen por cantidad de pares", async ({ page }) => {
    const { contexto, sorteos } = await ensureDemoContext();
    expect(contexto).toMatchObject({ sigla: 'lesa-mill', familia: 'lesa', tipo: 'mill' });
    const puntos = await call<PuntoParidad[]>('GET', '/api/rodox/paridad/graficar/?sorteo__contexto__familia=lesa&sorteo__contexto__tipo=mill&kardinal_menor=1', await admin());
    expect(puntos).toHaveLength(sorteos);

    const user = await userWithPermissions(['rodox.view_sorteometricaparidad']);
    await signIn(page, user);
    await openFromSidebar(page, 'Rodox', 'Paridad Chart');
    await expect(page).toHaveURL('/rodox/lesa/mill/paridad/chart');

    // The line chart: a canvas with something drawn on it.
    const canvas = page.getByRole('img', { name: 'Gráfico de pares por kardinal' }).locator('canvas');
    await expect(canvas).toBeVisible();
    await expect
      .poll(() =>
        canvas.evaluate((c: HTMLCanvasElement) => {
          const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
          let drawn = 0;
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) drawn++;
          return drawn;
        }),
      )
      .toBeGreaterThan(1000);

    // The summary: Pares and Ocurrencias, ascending by pair count, matching the API's points.
    const resumen = page.getByRole('region', { name: 'Resumen de ocurrencias por cantidad de pares' });
    await expect(resumen.getByRole('heading', { name: 'Resumen de ocurrencias por cantidad de pares' })).toBeVisible();
    await expect(resumen.getByRole('columnheader')).toHaveText(['Pares', 'Ocurrencias']);
    const filas = await resumen.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => Array.from(r.querySelectorAll('td'), (td) => Number(td.textContent))));
    const esperado = new Map<number, number>();
    for (const p of puntos) esperado.set(p.pares_cantidad, (esperado.get(p.pares_cantidad) ?? 0) + 1);
    expect(filas).toEqual([...esperado.entries()].sort(([a], [b]) => a - b));
    expect(filas.reduce((suma, [, n]) => suma + n!, 0)).toBe(sorteos);
  });
});
