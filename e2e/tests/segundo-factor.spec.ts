import { expect, test } from '@playwright/test';
import { createUser } from '../support/api';
import { totp } from '../support/totp';
import { fillLogin, signIn } from '../support/ui';

test('verificación en dos pasos: activarla desde el perfil con el código QR, salir y entrar con el código', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user);
  await page.goto('/user/perfil');
  await page.getByRole('button', { name: 'Configurar verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeVisible();
  const secret = (await page.getByLabel('Clave secreta').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const field = page.getByLabel('2. Escribe el código de 6 cifras que muestra la aplicación');
  const now = totp(secret);
  await field.fill(now === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByText('El código no es válido.', { exact: false })).toBeVisible();
  await field.fill(totp(secret));
  await page.getByRole('button', { name: 'Activar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(page.getByText(/Te quedan 10 códigos de recuperación/)).toBeVisible();

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone is not enough now: the code step.
  await fillLogin(page, user);
  const codeField = page.getByLabel('Código de verificación');
  await expect(codeField).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await codeField.fill('000001');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código de verificación incorrecto.')).toBeVisible();
  // The enrolment used this step's code; the next step's is accepted (one step of tolerance).
  await codeField.fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // A recovery code instead of the phone, once.
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, user);
  await page.getByLabel('Código de verificación').fill(recovery);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
});

test('verificación en dos pasos: códigos de recuperación nuevos y desactivarla, cada cosa con un código actual', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user);
  await page.goto('/user/perfil');
  await page.getByRole('button', { name: 'Configurar verificación en dos pasos' }).click();
  const secret = (await page.getByLabel('Clave secreta').textContent())?.trim() ?? '';
  await page.getByLabel('2. Escribe el código de 6 cifras que muestra la aplicación').fill(totp(secret));
  await page.getByRole('button', { name: 'Activar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const first = (await codes.allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'Ya los guardé' }).click();

  const field = page.getByLabel('Código de tu aplicación o de recuperación');
  await field.fill(first[0]!);
  await page.getByRole('button', { name: 'Generar códigos nuevos' }).click();
  await expect(page.getByText('Códigos de recuperación nuevos.')).toBeVisible();
  await expect(codes).toHaveCount(10);
  const renewed = (await codes.allTextContents()).map((c) => c.trim());
  expect(renewed.filter((c) => first.includes(c))).toEqual([]);
  await page.getByRole('button', { name: 'Ya los guardé' }).click();

  // An old code no longer counts; a new one turns it off.
  await field.fill(first[1]!);
  await page.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Código de verificación incorrecto.')).toBeVisible();
  await field.fill(renewed[0]!);
  await page.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('button', { name: 'Configurar verificación en dos pasos' })).toBeVisible();

  // The password alone signs in again.
  await page.getByRole('button', { name: 'Salir' }).click();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
