import { expect, test } from '@playwright/test';
import { ADMIN, API } from '../support/env';
import { createUser, unique } from '../support/api';
import { fillLogin, signIn } from '../support/ui';

test.describe('inicio de sesión', () => {
  test('muestra el formulario y entra al dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
    await fillLogin(page, ADMIN);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  });

  test('credenciales incorrectas muestran el texto del catálogo y se borra al escribir', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, { username: ADMIN.username, password: 'no-es-la-clave' });
    const error = page.getByText('Credenciales incorrectas.');
    await expect(error).toBeVisible();
    await expect(page.getByText('Tu usuario no está activo. Contacta al administrador.')).toBeHidden();
    await page.getByLabel('Contraseña').press('a');
    await expect(error).toBeHidden();
  });

  test('un usuario inactivo ve el texto de usuario no activo', async ({ page, request }) => {
    const username = unique('inactivo');
    const res = await request.post(`${API}/auth/users/`, {
      data: { username, email: `${username}@example.com`, password: 'Clave-segura-2025', telefono: '8095550000', rol: 'usuario' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/login');
    await fillLogin(page, { username, password: 'Clave-segura-2025' });
    await expect(page.getByText('Tu usuario no está activo. Contacta al administrador.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('un error que no es de credenciales muestra el texto genérico', async ({ page }) => {
    await page.route('**/api/auth/custom-login/', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await fillLogin(page, ADMIN);
    await expect(page.getByText('Error desconocido. Intenta de nuevo o contacta soporte.')).toBeVisible();
  });

  test('muestra Procesando... mientras trabaja', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/custom-login/', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await fillLogin(page, ADMIN);
    await expect(page.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('vuelve a la ruta de origen y un usuario con sesión no ve el login', async ({ page }) => {
    await page.goto('/user/desnudar');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, ADMIN);
    await expect(page).toHaveURL(/\/user\/desnudar$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('rutas desconocidas: sin sesión, el login; con sesión, el dashboard', async ({ page }) => {
    await page.goto('/no/existe');
    await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
    await signIn(page, ADMIN);
    await page.goto('/tampoco/existe/aqui');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('cerrar sesión muestra el aviso y vuelve al login', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByText('Cerrando sesión...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
