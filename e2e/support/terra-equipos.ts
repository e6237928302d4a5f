// Arranging and reading the Terra team and property screens for the e2e specs.
import type { Page } from '@playwright/test';
import { call, tokenFor, userWithPermissions, type Principal } from './api';

/** A user who may create teams; as a team's coordinator they invite to it without terra.add_invitacion. */
export function coordinador() {
  return userWithPermissions(['terra.add_equipo']);
}

/** The status of an API call made as `p` (to prove the server's 403, not just the screen's). */
export async function statusAs(p: Principal, method: string, url: string, body: unknown): Promise<number> {
  try {
    await call(method, url, await tokenFor(p), body);
    return 200;
  } catch (err) {
    const status = /→ (\d{3})/.exec(String(err))?.[1];
    if (!status) throw err;
    return Number(status);
  }
}

/** One team's card of 'Mis Equipos', inside one of its two lists. */
export function equipoCard(page: Page, list: 'Equipos que coordino' | 'Equipos donde soy invitado', nombre: string) {
  return page.getByRole('region', { name: list }).getByRole('article', { name: `Equipo ${nombre}` });
}
