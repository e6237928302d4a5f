// Users corrected, given a temporary password and removed from /auth/user/list, each by a holder
// of its permission only, with the real server: the user signing in with the temporary password
// is made to change it, and every change is in the user's history.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createUser, unique, userWithPermissions } from '../support/api';
import { ADMIN } from '../support/env';
import { cambios } from '../support/historial';
import { fillLogin, signInAt } from '../support/ui';

async function userRow(page: Page, username: string) {
  await page.getByRole('search').getByLabel('Buscar').fill(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  return row;
}

/** The admin opens the user's history: the rows' actions, and the field changes of the entry of `accion`. */
async function historialDe(browser: Browser, id: number, accion: string): Promise<{ acciones: string[]; cambios: string[][] }> {
  const page = await browser.newPage();
  try {
    await signInAt(page, ADMIN, `/auth/historial?objeto_tipo=auth.user&objeto_id=${id}`);
    const row = page.getByRole('row').filter({ hasText: accion });
    await expect(row).toHaveCount(1);
    const acciones = await page.getByRole('row').allInnerTexts();
    await row.getByRole('button', { name: /^Ver cambios/ }).click();
    return { acciones, cambios: await cambios(page) };
  } finally {
    await page.close();
  }
}

test.describe('usuarios: corregir, contraseña temporal y eliminar', () => {
  test('quien tiene auth.change_user corrige el email y pone una contraseña temporal que hay que cambiar al entrar', async ({ page, browser }) => {
    const target = await createUser();
    const email = `${unique('corregido')}@example.com`;
    const temporal = 'Temporal-Casa-2026';
    const editor = await userWithPermissions(['auth.view_user', 'auth.change_user']);
    await signInAt(page, editor, '/auth/user/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    const row = await userRow(page, target.username);
    await expect(row.getByRole('button', { name: `Eliminar ${target.username}` })).toHaveCount(0);

    await row.getByRole('button', { name: `Editar ${target.username}` }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Email')).toHaveValue(`${target.username}@example.com`);
    await expect(edit.getByLabel('Nombre')).toHaveValue('Prueba');
    // A malformed email is refused at its field by the server's check.
    await edit.getByLabel('Email').fill('sin-arroba');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit.getByText('Introduzca una dirección de correo electrónico válida.')).toBeVisible();
    await edit.getByLabel('Email').fill(email);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(row).toContainText(email);

    await row.getByRole('button', { name: `Contraseña temporal de ${target.username}` }).click();
    const password = page.getByRole('dialog', { name: `Contraseña temporal de ${target.username}` });
    await expect(password.getByText(`${target.username} deberá cambiarla por una suya al iniciar sesión con ella`)).toBeVisible();
    await password.getByLabel('Contraseña temporal', { exact: true }).fill(temporal);
    await password.getByLabel('Confirmar contraseña').fill(temporal);
    await password.getByRole('button', { name: 'Guardar' }).click();
    await expect(password).toBeHidden();
    await expect(page.getByText('Contraseña temporal establecida: deberá cambiarla al iniciar sesión.')).toBeVisible();

    // The user signs in with it and is sent to change it before anything else.
    const context = await browser.newContext();
    try {
      const theirs = await context.newPage();
      await theirs.goto('/login');
      await fillLogin(theirs, { username: target.username, password: temporal });
      await expect(theirs).toHaveURL(/\/user\/password\/edit$/);
      await expect(theirs.getByLabel('Contraseña actual', { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }

    const historial = await historialDe(browser, target.id, 'Modificación');
    expect(historial.cambios).toContainEqual(['email', `${target.username}@example.com`, email]);
    expect(historial.acciones.some((a) => a.includes('Cambio de contraseña'))).toBe(true);
  });

  test('quien tiene auth.delete_user elimina un usuario, no a sí mismo, y queda en el historial', async ({ page, browser }) => {
    // A member of a group: the membership goes with them, and the confirmation says so.
    const target = await userWithPermissions(['main.view_sprint']);
    const remover = await userWithPermissions(['auth.view_user', 'auth.delete_user']);
    await signInAt(page, remover, '/auth/user/list');

    // Their own row: the reason, and no way to confirm.
    const own = await userRow(page, remover.username);
    await expect(own.getByRole('button', { name: `Editar ${remover.username}` })).toHaveCount(0);
    await own.getByRole('button', { name: `Eliminar ${remover.username}` }).click();
    const refusal = page.getByRole('dialog');
    await expect(refusal.getByText('Es tu propio usuario: nadie se elimina a sí mismo.')).toBeVisible();
    await expect(refusal.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await refusal.getByRole('button', { name: 'Volver' }).click();
    await expect(refusal).toBeHidden();

    const row = await userRow(page, target.username);
    await row.getByRole('button', { name: `Eliminar ${target.username}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(`¿Eliminar «${target.username}»? Esta acción no se puede deshacer.`)).toBeVisible();
    await expect(confirm.getByText('Se eliminará también: 1 pertenencia a un grupo.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Registro eliminado.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: target.username })).toHaveCount(0);

    // Gone: their password no longer signs in.
    const context = await browser.newContext();
    try {
      const theirs = await context.newPage();
      await theirs.goto('/login');
      await fillLogin(theirs, target);
      await expect(theirs).toHaveURL(/\/login$/);
    } finally {
      await context.close();
    }

    const historial = await historialDe(browser, target.id, 'Eliminación');
    expect(historial.cambios).toContainEqual(['username', target.username, expect.any(String)]);
  });
});
