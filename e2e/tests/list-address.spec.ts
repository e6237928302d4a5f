// A server list keeps page, page size, search and order in the address. A reload, back
// and forward, and a copied link opened by someone else allowed to see the list show the same view.
import { expect, test, type Page } from '@playwright/test';
import { createUser, unique, userWithPermissions } from '../support/api';
import { ADMIN } from '../support/env';
import { signInAt } from '../support/ui';

/** The usernames of the rows on screen, top to bottom. */
async function shownUsernames(page: Page): Promise<string[]> {
  const cells = page.getByRole('main').locator('.ant-table-tbody tr.ant-table-row td:first-child');
  return (await cells.allInnerTexts()).map((t) => t.trim());
}

async function expectView(page: Page, view: { search: string; page: string; usernames: string[] }) {
  await expect(page.getByRole('search').getByLabel('Buscar')).toHaveValue(view.search);
  await expect(page.getByText(view.page, { exact: true })).toBeVisible();
  await expect.poll(() => shownUsernames(page)).toEqual(view.usernames);
  await expect(page.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute('aria-sort', 'descending');
}

test('lista de usuarios: búsqueda, orden y página en la dirección; recargar, atrás, adelante y el enlace copiado', async ({ page, browser }) => {
  // 12 users that only this test's search finds: page size 10 (the list's default) gives 2 pages.
  const prefix = unique('dir').toLowerCase();
  const names = Array.from({ length: 12 }, (_, i) => `${prefix}x${String(i + 1).padStart(2, '0')}`);
  for (const username of names) await createUser({ username });
  const descending = [...names].reverse();

  await signInAt(page, ADMIN, '/auth/user/list');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  // The default view writes nothing into the address.
  expect(new URL(page.url()).search).toBe('');

  await page.getByRole('search').getByLabel('Buscar').fill(prefix);
  await expect(page).toHaveURL((u) => u.searchParams.get('search') === prefix);
  await expect.poll(() => shownUsernames(page)).toEqual(names.slice(0, 10));

  // Usuario is the default order (ascending): one click orders it descending.
  await page.getByRole('columnheader', { name: 'Usuario' }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('ordering') === '-username');
  await expect.poll(() => shownUsernames(page)).toEqual(descending.slice(0, 10));

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('page') === '2');
  const page2 = { search: prefix, page: 'Página 2 de 2', usernames: descending.slice(10) };
  await expectView(page, page2);
  const copied = page.url();
  expect(new URL(copied).search).toBe(`?page=2&search=${prefix}&ordering=-username`);

  await page.reload();
  await expectView(page, page2);

  await page.goBack();
  await expect(page).toHaveURL((u) => u.search === `?search=${prefix}&ordering=-username`);
  await expectView(page, { search: prefix, page: 'Página 1 de 2', usernames: descending.slice(0, 10) });
  await page.goBack();
  await expect(page).toHaveURL((u) => u.search === `?search=${prefix}`);
  await expect.poll(() => shownUsernames(page)).toEqual(names.slice(0, 10));
  await page.goForward();
  await page.goForward();
  await expectView(page, page2);

  // Someone else allowed to see users opens the copied link: the login brings them to that view.
  const colleague = await userWithPermissions(['auth.view_user']);
  const theirs = await (await browser.newContext()).newPage();
  await signInAt(theirs, colleague, copied);
  await expect(theirs).toHaveURL(copied);
  await expectView(theirs, page2);
});
