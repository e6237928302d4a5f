import { expect, type Page } from '@playwright/test';
import type { Principal } from './api';

export async function fillLogin(page: Page, p: Principal): Promise<void> {
  await page.getByLabel('Usuario').fill(p.username);
  await page.getByLabel('Contraseña').fill(p.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in through the login screen and waits for the signed-in layout. */
export async function signIn(page: Page, p: Principal, from = '/login'): Promise<void> {
  await page.goto(from);
  await fillLogin(page, p);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}

/**
 * Opens `path` signed out and signs in from the login screen it leads to, which returns there:
 * one page load instead of the dashboard's and then the screen's.
 */
export async function signInAt(page: Page, p: Principal, path: string): Promise<void> {
  await page.goto(path);
  await fillLogin(page, p);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}

/**
 * The dashboard drawn and answered: its heading, the sidebar's menu and every part. The menu and
 * the parts come only after the first paint (host app-layout.tsx, user dashboard-page.tsx): until
 * then no part is busy because none is there, and a test that only waited for that read the page
 * half drawn on a slow machine.
 */
export async function dashboardSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.locator('.dashboard-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('[data-dashboard-part]').first()).toBeVisible();
  await expect(page.locator('[data-dashboard-part][aria-busy="true"]')).toHaveCount(0);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** A section of the sidebar (they start collapsed). */
export function sidebarSection(page: Page, name: string) {
  return sidebar(page).getByRole('menuitem', { name, exact: true });
}

/**
 * Opens every collapsed section of the sidebar so its items can be read. The sidebar is drawn
 * once the page's first frame with its content has been painted: it is waited for first.
 */
export async function expandSidebarSections(page: Page): Promise<void> {
  await expect(sidebar(page)).toBeVisible();
  const sections = sidebar(page).getByRole('menuitem', { expanded: false });
  for (let n = await sections.count(); n > 0; n = await sections.count()) {
    await sections.first().click();
    await expect(sections).toHaveCount(n - 1);
  }
}

/** Follows a sidebar item, opening its section first. */
export async function openFromSidebar(page: Page, section: string, item: string): Promise<void> {
  await expect(sidebar(page)).toBeVisible();
  const entry = sidebar(page).getByRole('link', { name: item, exact: true });
  if (!(await entry.isVisible())) await sidebarSection(page, section).click();
  await entry.click();
}
