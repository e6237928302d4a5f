import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { createUser, unique } from '../support/api';
import { signInAt } from '../support/ui';

// 'Exportar CSV' downloads the list as it stands (its search), streamed with the session's token.
test('usuarios: Exportar CSV descarga la lista buscada, con cabeceras en español y BOM', async ({ page }) => {
  const user = await createUser({ username: unique('exportado') });
  await signInAt(page, ADMIN, '/auth/user/list');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await page.getByRole('search').getByLabel('Buscar').fill(user.username);
  // The search applies after the input's idle time: the list's total says when (the unfiltered
  // first page may hold the user too).
  await expect(page.getByText('1 registro', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('row').filter({ hasText: user.username })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = await fs.readFile(await file.path(), 'utf8');
  const lines = content.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('\uFEFFUsuario;Email;Groups;Permisos;Estado');
  // Only the searched user: the export took the list's search.
  expect(lines.slice(1)).toEqual([`${user.username};${user.username}@example.com;;0;Activo`]);
  await expect(page.getByText(/^Exportación lista: 1 fila/)).toBeVisible();
});
