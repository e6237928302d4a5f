// Where the benches find the running stack (`pnpm start`'s ports, from apps.json) and how they
// launch Debian's Chromium (DESIGN.md: Playwright cannot download its own here), and how they sign in.
import { API_PORT, appPort } from '../scripts/lib.mjs';

export const HOST = `http://localhost:${appPort('host')}`;
export const API = `http://127.0.0.1:${API_PORT}`;
export const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/** One JSON call to the API as `token` (none: anonymous); throws with the answer on a status other than 2xx. */
export async function apiCall(method, url, token, body) {
  const res = await fetch(`${API}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** Signs in through the login screen and waits for the signed-in layout. */
export async function signIn(page, user) {
  await page.goto(`${HOST}/login`);
  await page.getByLabel('Usuario').fill(user.username);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Salir' }).waitFor();
}
