// The descriptor is the truth of its area: every sidebar entry that the built areas publish
// (`navigation.json`, generated from each remote's `src/area.ts`) is walked by a user who holds
// exactly that entry's requirement and nothing else. The entry must be visible to that user, and
// its screen must open with no error panel, no API call refused, no uncaught error and no
// Content-Security-Policy violation (the policy of tools/build/security-headers.cjs must allow
// every screen). A new entry in a descriptor is walked without touching this file.
import { expect, test, type Page } from '@playwright/test';
import type { PermissionKey } from '@gestion/contract';
import apps from '../../apps.json' with { type: 'json' };
import { createGroup, createUser, ensureSprint, unique } from '../support/api';
import { watchCspViolations } from '../support/csp';
import { API } from '../support/env';
import { publishedEntries, type NavEntry } from '../support/navigation';
import { ensureDemoContext } from '../support/rodox';
import { expandSidebarSections, fillLogin, openFromSidebar, sidebar } from '../support/ui';

const ENTRIES = publishedEntries();

/** Texts of the app's error panels, toasts and pages (LoadError titles, ErrorPanel, remote and 403 panels). */
const ERROR_TEXT =
  /Ocurrió un error|Error al |Error cargando|Error:|No se pudo|No se pudieron|No tienes permiso|Acceso denegado|No se encontró|Tu sesión ha expirado/;

/** Whether an entry with these requirements is shown to a user holding `permission` in a group named `group`. */
function shownTo(item: NavEntry, permission: PermissionKey | undefined, group: string | undefined): boolean {
  if (item.permission && item.permission !== permission) return false;
  if (item.rolePrefix && !group?.toLowerCase().startsWith(item.rolePrefix.toLowerCase())) return false;
  return true;
}

async function visibleLabels(page: Page): Promise<string[]> {
  await expandSidebarSections(page);
  return (await sidebar(page).getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

// The screen may lead to a child route of its own (the import wizard opens on its first step).
const opensAt = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

test.describe('cada entrada de la barra lateral abre su pantalla con solo su permiso', () => {
  test.beforeAll(async () => {
    // The content the entries open on, so a screen is judged on its real path, not its empty state.
    await Promise.all([ensureSprint('terra - expectativas', ['Meta terra']), ensureSprint('acmia - expectativas', ['Meta acmia'])]);
    await ensureDemoContext();
  });

  test('las áreas publican entradas', () => {
    expect(ENTRIES.length).toBeGreaterThan(0);
    for (const a of apps.apps.filter((x) => x.name !== 'host')) expect(ENTRIES.some((e) => e.area === a.name)).toBe(true);
  });

  for (const entry of ENTRIES) {
    const needs = [entry.permission ?? 'sin permiso', ...(entry.rolePrefix ? [`grupo ${entry.rolePrefix}…`] : [])].join(' + ');
    test(`${entry.section} › ${entry.label} (${needs})`, async ({ page }) => {
      const groupName = entry.rolePrefix ? unique(entry.rolePrefix) : entry.permission ? unique('g_') : undefined;
      const group = groupName ? await createGroup(groupName, entry.permission ? [entry.permission] : []) : undefined;
      const user = await createUser({ groups: group ? [group.id] : [] });

      const refused: string[] = [];
      const uncaught: string[] = [];
      page.on('response', (r) => {
        if (r.url().startsWith(API) && r.status() >= 400) refused.push(`${r.request().method()} ${r.url().slice(API.length)} → ${r.status()}`);
      });
      page.on('pageerror', (err) => uncaught.push(err.message));
      const violations = await watchCspViolations(page);

      await page.goto('/login');
      await fillLogin(page, user);
      // A first load on a loaded CI machine takes longer than the default 10 s.
      await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 30_000 });

      // The sidebar shows this entry, and exactly the entries whose requirements the user meets.
      const expected = ENTRIES.filter((e) => shownTo(e, entry.permission, groupName)).map((e) => e.label);
      expect((await visibleLabels(page)).sort()).toEqual([...expected].sort());

      await openFromSidebar(page, entry.section, entry.label);
      await expect(page).toHaveURL((url) => opensAt(url.pathname, entry.to));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main').locator('.ant-skeleton')).toHaveCount(0);

      await expect(page).toHaveURL((url) => opensAt(url.pathname, entry.to));
      await expect(page.getByRole('alert').filter({ hasText: ERROR_TEXT })).toHaveCount(0);
      await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
      expect(refused, 'llamadas a la API rechazadas').toEqual([]);
      expect(uncaught, 'errores no capturados').toEqual([]);
      expect(violations, 'violaciones de la política de seguridad (CSP)').toEqual([]);
    });
  }
});
