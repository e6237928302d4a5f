import { expect, test, type Page, type Request } from '@playwright/test';
import { createUser, shortLivedToken, tokenFor } from '../support/api';
import { API } from '../support/env';
import { signIn } from '../support/ui';

// Sessions end on the server, not only in the browser: 'Salir' and 'Cerrar las demás sesiones'
// leave a token that answers 401; and at start-up an expired token is never sent.

/** What the API answers `token` on the user's own session read. */
async function meStatus(token: string): Promise<number> {
  return (await fetch(`${API}/api/auth/users/me/`, { headers: { Authorization: `JWT ${token}` } })).status;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test.describe('sesiones en el servidor', () => {
  test("'Salir' termina el token en el servidor, con el aviso de siempre", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    const token = (await storedToken(page))!;
    expect(await meStatus(token)).toBe(200);

    const logout = page.waitForRequest((r) => r.method() === 'POST' && r.url() === `${API}/api/auth/logout/`);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByText('Cerrando sesión...')).toBeVisible();
    expect(await (await logout).headerValue('authorization')).toBe(`JWT ${token}`);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    // Copied before 'Salir' (another tab, a leak): worth nothing now.
    expect(await meStatus(token)).toBe(401);
  });

  test("'Cerrar las demás sesiones' cierra la de otro navegador y deja esta", async ({ page, browser }) => {
    const user = await createUser();
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await signIn(other, user);
      const otherToken = (await storedToken(other))!;
      const apiToken = await tokenFor(user);

      await signIn(page, user);
      await page.goto('/user/perfil');
      await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
      const confirm = page.getByRole('tooltip');
      await expect(confirm.getByText('¿Cerrar las demás sesiones?')).toBeVisible();
      await confirm.getByRole('button', { name: 'Cerrar sesiones' }).click();
      await expect(page.getByText('Se cerraron 2 sesiones.')).toBeVisible();

      expect(await meStatus(otherToken)).toBe(401);
      expect(await meStatus(apiToken)).toBe(401);
      expect(await meStatus((await storedToken(page))!)).toBe(200);
      // This browser goes on; the other one meets the login at its next request.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Completar Perfil' })).toBeVisible();
      await other.reload();
      await expect(other).toHaveURL(/\/login/);
    } finally {
      await elsewhere.close();
    }
  });

  test('al abrir la aplicación con un token expirado no se envía: se borra la sesión guardada y va al login', async ({ page }) => {
    const user = await createUser();
    // Signed with the server's secret and claims, expired a minute ago.
    const expired = await shortLivedToken(user, -60);
    await page.goto('/login');
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify({ id: 1, username: 'quien', is_superuser: false }));
    }, expired);

    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(API)) sent.push(r);
    });
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // Let anything the start-up still had queued leave, then look at every API request.
    await page.waitForTimeout(500);
    const carried = [];
    for (const r of sent) if ((await r.allHeaders()).authorization?.includes(expired)) carried.push(`${r.method()} ${r.url()}`);
    expect(carried).toEqual([]);
  });
});
