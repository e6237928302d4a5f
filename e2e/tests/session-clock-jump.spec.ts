// The token's expiry passed in one jump of the clock, as when a laptop wakes from sleep: the page's
// timers fire late and at once, the network comes back, and the server (whose clock went on)
// answers 401 to the first request. Whichever the app notices first, the user always sees
// 'Tu sesión ha expirado. Redirigiendo al login...' and then the login, never a blank page.
// The jump is repeated: the order of the late timer and the 401 varied between runs.
import { expect, test } from '@playwright/test';
import { createUser, shortLivedToken } from '../support/api';
import { fillLogin } from '../support/ui';

const EXPIRED_TEXT = 'Tu sesión ha expirado. Redirigiendo al login...';
const JUMPS = 12;
/** Long enough for the page to load signed in before the lid closes on this loaded machine. */
const TOKEN_SECONDS = 6;

const expOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).exp * 1000;

test('un salto del reloj más allá del vencimiento muestra siempre el aviso y luego el login', async ({ page, context }) => {
  test.setTimeout(JUMPS * 45_000);
  const uncaught: string[] = [];
  page.on('pageerror', (err) => uncaught.push(err.message));
  const user = await createUser();
  await page.clock.install();
  await page.goto('/login');
  await fillLogin(page, user);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 30_000 });

  for (let jump = 1; jump <= JUMPS; jump += 1) {
    await test.step(`salto ${jump}`, async () => {
      const token = await shortLivedToken(user, TOKEN_SECONDS);
      // The page's clock back to the real time, so the new token is alive when the page starts.
      await page.clock.setSystemTime(Date.now());
      await page.evaluate((t) => localStorage.setItem('token', t), token);
      await page.goto('/user/dashboard');
      await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 30_000 });

      // The lid closes: the page's clock stops and the network drops; the server's time goes on past exp.
      const pageNow = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(pageNow + 1);
      await expect(page.getByText(EXPIRED_TEXT)).toHaveCount(0);
      await context.setOffline(true);
      const wait = expOf(token) + 1000 - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);

      // It opens: the clock jumps past exp (late timers fire once) and the network returns (the
      // query client refetches, the server answers 401), in either order.
      const ahead = expOf(token) - pageNow + 1000 + jump * 137;
      if (jump % 2) {
        await page.clock.fastForward(ahead);
        await context.setOffline(false);
      } else {
        await context.setOffline(false);
        await page.waitForTimeout(150);
        await page.clock.fastForward(ahead);
      }
      await page.clock.resume();

      await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  }
  expect(uncaught).toEqual([]);
});
