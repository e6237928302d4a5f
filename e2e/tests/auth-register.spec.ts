import { expect, test } from '@playwright/test';
import { activationLinkFor, unique } from '../support/api';
import { fillLogin } from '../support/ui';

test('registrarse, activar con el enlace del correo e iniciar sesión', async ({ page }) => {
  const username = unique('reg');
  const email = `${username}@example.com`;
  const password = 'Clave-segura-2025';
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });

  await page.goto('/register');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('809-555-0101');
  await page.getByLabel('Rol').fill('coordinador');
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Enviar registro' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(alerts).toContain('Registro exitoso. Revisa tu correo para activar la cuenta.');

  // Inactive until the link is used.
  await fillLogin(page, { username, password });
  await expect(page.getByText('Tu usuario no está activo. Contacta al administrador.')).toBeVisible();

  // A bare username activates no one, and reads like an unknown one (the server's 404).
  await page.goto(`/auth/usuario/${username}/activate`);
  await expect.poll(() => alerts.at(-1)).toBe('Usuario no encontrado o ya activado.');

  const link = await activationLinkFor(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  expect(alerts).toContain(`Usuario "${username}" activado correctamente.`);

  await fillLogin(page, { username, password });
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();

  // The link is spent: the user is active now.
  await page.goto(link);
  await expect.poll(() => alerts.at(-1)).toBe('Usuario no encontrado o ya activado.');
});
