// Reads 'Historial' (auth-admin) the way its e2e specs check it.
import { expect, type Page } from '@playwright/test';

/** The cells of the expanded entry's 'Cambios de campos' table, row by row. */
export async function cambios(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Cambios de campos' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push((await rows.nth(i).getByRole('cell').allInnerTexts()).map((t) => t.trim()));
  return out;
}
