import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { createGroup, createUser, unique, userWithPermissions } from '../support/api';
import { expandSidebarSections, sidebar, sidebarSection, signIn } from '../support/ui';

const ALL_ITEMS = [
  'Dashboard', 'Users', 'Groups', 'Sprints', 'Unidades', 'Precios', 'Importar Precios',
  'Tareas Terra', 'Tareas Acmia', 'Paridad Chart', 'Paquete', 'Jornadas', 'Metrica Config',
];

async function visibleItems(page: Page): Promise<string[]> {
  await expandSidebarSections(page);
  const names = await sidebar(page).getByRole('link').allInnerTexts();
  return names.map((n) => n.trim()).filter((n) => ALL_ITEMS.includes(n));
}

test.describe('barra lateral y permisos', () => {
  test('un superusuario ve todos los elementos', async ({ page }) => {
    await signIn(page, ADMIN);
    expect((await visibleItems(page)).sort()).toEqual([...ALL_ITEMS].sort());
  });

  test('un usuario con un permiso ve solo lo suyo y las secciones vacías se ocultan', async ({ page }) => {
    const user = await userWithPermissions(['auth.view_group']);
    await signIn(page, user);
    expect((await visibleItems(page)).sort()).toEqual(['Dashboard', 'Groups']);
    for (const section of ['Main', 'Terra', 'Acmia', 'Rodox']) {
      await expect(sidebarSection(page, section)).toHaveCount(0);
    }
  });

  test('Tareas Terra exige el permiso y un grupo terra_ (sin importar mayúsculas)', async ({ page }) => {
    const group = await createGroup(unique('Terra_equipo'), ['main.view_tareasprint']);
    const user = await createUser({ groups: [group.id] });
    await signIn(page, user);
    const items = await visibleItems(page);
    expect(items).toContain('Tareas Terra');
    expect(items).not.toContain('Tareas Acmia');
    expect(items).not.toContain('Metrica Config');
  });

  test('una ruta con permiso que falta lleva a la página 403 sin cerrar la sesión', async ({ page }) => {
    const user = await userWithPermissions(['auth.view_group']);
    await signIn(page, user);
    await page.goto('/auth/user/list');
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByText('403', { exact: true })).toBeVisible();
    await expect(page.getByText('Acceso denegado. No tienes permisos para ver esta página.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('el estado expandido de la barra lateral se guarda', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    expect(await page.evaluate(() => localStorage.getItem('sidebar_expandido'))).not.toBe('false');
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar_expandido'))).toBe('false');
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('sidebar_expandido'))).toBe('false');
  });

  test('el pie muestra el año 2025', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByRole('contentinfo')).toContainText('2025');
  });
});
