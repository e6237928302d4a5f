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

test('un nombre de usuario que mezcla alfabetos no se registra', async ({ page }) => {
  // 'а' is Cyrillic, the rest Latin: it reads as someone else's name.
  const username = `\u0430${unique('dmin')}`;
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.goto('/register');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Correo electrónico').fill(`${unique('mezcla')}@example.com`);
  await page.getByLabel('Teléfono').fill('809-555-0101');
  await page.getByLabel('Rol').fill('coordinador');
  await page.getByLabel('Contraseña').fill('Clave-segura-2025');
  await page.getByRole('button', { name: 'Enviar registro' }).click();
  await expect.poll(() => alerts.at(-1)).toBe('Error al registrar. Intenta con otros datos.');
  await expect(page).toHaveURL(/\/register$/);
});

test('un enlace de activación caducado o perdido se pide de nuevo', async ({ page }) => {
  const username = unique('reenv');
  const email = `${username}@example.com`;
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
  await page.getByLabel('Contraseña').fill('Clave-segura-2025');
  await page.getByRole('button', { name: 'Enviar registro' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const first = await activationLinkFor(email);

  // A link that does not work leads to the form that asks for a new one.
  await page.goto(`/auth/usuario/${username}/activate?token=ya-no-vale`);
  await expect.poll(() => alerts.at(-1)).toBe('Usuario no encontrado o ya activado.');
  await page.getByRole('link', { name: 'Pedir un nuevo enlace de activación' }).click();
  await expect(page).toHaveURL(/\/register\?reenviar$/);
  await page.getByLabel('Correo del registro').fill(email);
  await page.getByRole('button', { name: 'Reenviar enlace' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Si hay un registro pendiente con ese correo, te enviamos un nuevo enlace de activación. Revisa tu correo.',
  );

  // The new link activates; the first one died with it.
  const second = await activationLinkFor(email);
  expect(second).not.toBe(first);
  await page.goto(second);
  await expect(page).toHaveURL(/\/login$/);
  expect(alerts).toContain(`Usuario "${username}" activado correctamente.`);
});
