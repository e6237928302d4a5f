import { expect, test, type Locator } from '@playwright/test';
import { ADMIN } from '../support/env';
import { signInAt } from '../support/ui';

// The tokens of DARK_THEME and LIGHT_THEME (packages/ui/src/app-theme-provider.tsx), as computed
// colours: a remote reaches them only if it runs the host's antd theme context.
const LIGHT_HEADER = 'rgb(240, 243, 248)';
const DARK_HEADER = 'rgb(29, 36, 48)';
const DARK_CONTAINER = 'rgb(22, 28, 37)';
const DARK_ELEVATED = 'rgb(29, 36, 48)';

const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('tema oscuro en los remotos', () => {
  test('la tabla y el modal de un remoto siguen el tema y el idioma del host', async ({ page }) => {
    await signInAt(page, ADMIN, '/auth/group/list');
    // A column without sorting: the sorted one has its own header colour.
    const header = page.locator('.ant-table-thead th', { hasText: 'Acciones' });
    await expect(header).toBeVisible();
    await expect.poll(() => background(header)).toBe(LIGHT_HEADER);

    await page.getByRole('button', { name: 'Oscuro' }).click();
    await expect.poll(() => background(header)).toBe(DARK_HEADER);
    await expect.poll(() => background(page.locator('.ant-table').first())).toBe(DARK_CONTAINER);

    await page.getByRole('button', { name: '+ Crear grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear grupo' });
    await expect(dialog).toBeVisible();
    // es_ES from the host's ConfigProvider: the remote's modal does not name this button itself.
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect.poll(() => background(page.locator('.ant-modal-container, .ant-modal-content').first())).toBe(DARK_ELEVATED);
    await page.screenshot({ path: test.info().outputPath('tema-oscuro-modal.png') });
  });
});
