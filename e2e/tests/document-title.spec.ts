// Each screen names itself in the browser tab ('Usuarios · Gestión'): the host's own screens and
// one screen of every area, reached by URL and through the sidebar (no reload in between).
import { expect, test } from '@playwright/test';
import { createUser } from '../support/api';
import { ADMIN } from '../support/env';
import { fillLogin, openFromSidebar, signIn } from '../support/ui';

test('cada pantalla da su nombre a la pestaña', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveTitle('Registrarse · Gestión');
  await page.goto('/catastro');
  await expect(page).toHaveTitle('Catastro · Gestión');
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar Sesión · Gestión');

  await fillLogin(page, ADMIN);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Dashboard · Gestión');
  await openFromSidebar(page, 'Autenticación', 'Users');
  await expect(page).toHaveTitle('Usuarios · Gestión');
  await openFromSidebar(page, 'Main', 'Sprints');
  await expect(page).toHaveTitle('Sprints · Gestión');
  await openFromSidebar(page, 'Terra', 'Precios');
  await expect(page).toHaveTitle('Precios · Gestión');
  await openFromSidebar(page, 'Rodox', 'Jornadas');
  await expect(page).toHaveTitle('Jornadas · Gestión');
  // A screen with its subject in the route.
  await page.goto('/rodox/lesa/paquete');
  await expect(page).toHaveTitle('Paquete lesa · Gestión');
  await page.goto('/terra/tareas/list');
  await expect(page).toHaveTitle('Tareas Terra · Gestión');
});

test('la página 403 se nombra en la pestaña', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user);
  await page.goto('/auth/user/list');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page).toHaveTitle('Acceso denegado · Gestión');
});
