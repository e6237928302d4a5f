import { expect, test } from '@playwright/test';
import { API } from '../support/env';
import { createUser, resetLinkFor, tokenFor } from '../support/api';
import { fillLogin } from '../support/ui';

test('¿Olvidaste tu contraseña?: pedir el enlace, elegir una contraseña nueva, entrar con ella; las sesiones anteriores terminan', async ({ page }) => {
  const user = await createUser();
  const email = `${user.username}@example.com`;
  const oldToken = await tokenFor(user);
  const newPassword = 'Nueva-Clave-Segura-2026';

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  // Validated in the app: an empty field says so.
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('alert')).toHaveText('Debes ingresar tu correo electrónico.');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  const answer =
    'Si el correo corresponde a una cuenta activa, te enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada; el enlace caduca en 1 hora.';
  await expect(page.getByRole('status')).toHaveText(answer);

  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/restablecer-contrasena$/);

  // The password policy, from the server.
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('12345678');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('12345678');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('Esta contraseña es completamente numérica.');

  await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Contraseña restablecida. Ya puedes iniciar sesión con la nueva contraseña.');

  // The token signed in before the reset is refused.
  const old = await fetch(`${API}/api/auth/users/me/`, { headers: { Authorization: `JWT ${oldToken}` } });
  expect(old.status).toBe(401);

  // The old password no longer works; the new one does.
  await fillLogin(page, user);
  await expect(page.getByText('Credenciales incorrectas.')).toBeVisible();
  await fillLogin(page, { username: user.username, password: newPassword });
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();

  // Used once: the same link again is the one clear message.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'El enlace para restablecer la contraseña no es válido, ya se usó o caducó. Pide uno nuevo.',
  );
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
});
